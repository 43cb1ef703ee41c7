import Card from 'react-bootstrap/Card';
import { useInRouterContext } from 'react-router-dom';

import { DASHBOARD_PATH } from '@/machines/portal-paths';

import { errorMessageOf } from './error-message';
import { AlertIcon } from './icon-base';
import { LinkButton } from './link-button';

/**
 * What the user sees when rendering fails: "Whoops, something went wrong."
 * An error-boundary fallback ({ error, onReset }): see src/app/route-error-boundary.tsx.
 */
export function ErrorFallback({ error, onReset }: { error: unknown; onReset?: () => void }) {
  const message = errorMessageOf(error);
  // Outside a router (a boundary above the RouterProvider) a plain link reloads the app,
  // which is also the surest way to recover from a crash.
  const inRouter = useInRouterContext();
  return (
    <div className="container py-5" role="alert">
      <Card className="mx-auto" style={{ maxWidth: '36rem' }}>
        <Card.Body className="d-flex flex-column align-items-start gap-3">
          <span className="ml-icon-badge ml-icon-badge--danger">
            <AlertIcon size={24} />
          </span>
          <h1 className="h3 mb-0">Whoops, something went wrong.</h1>
          {message ? <p className="mb-0 text-body-secondary text-break">{message}</p> : null}
          {inRouter ? (
            <LinkButton to={DASHBOARD_PATH} onClick={onReset}>
              Home
            </LinkButton>
          ) : (
            <a className="btn btn-primary" href={DASHBOARD_PATH}>
              Home
            </a>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
