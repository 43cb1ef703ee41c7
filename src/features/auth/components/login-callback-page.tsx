import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Navigate, useSearchParams } from 'react-router-dom';

import { AlertIcon, PhoneIcon } from '@/components/ui/icons';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PublicPageLayout } from '@/components/ui/public-page-layout';
import { env } from '@/config/env';
import { useAuthSession } from '@/lib/auth-session';

import { DASHBOARD_PATH, LOGIN_PATH } from '@/machines/portal-paths';
import { loginErrorText } from './login-error-text';

/**
 * auth/loading: where the hosted login returns. Waits for the session, then goes to the
 * dashboard; a failed login (SDK error or error_description in the URL) is explained here.
 */
export function LoginCallbackPage() {
  const { isLoading, isAuthenticated, errorMessage, logout } = useAuthSession();
  const [searchParams] = useSearchParams();
  const description = errorMessage ?? searchParams.get('error_description');

  if (isAuthenticated) return <Navigate to={DASHBOARD_PATH} replace />;

  if (description === null) {
    // Nothing to wait for and nothing to explain: the visitor belongs on the login page.
    if (!isLoading) return <Navigate to={LOGIN_PATH} replace />;
    return (
      <PublicPageLayout>
        <Card className="ml-public-card">
          <Card.Body className="p-4 p-sm-5">
            <LoadingSpinner label="Signing you in" visibleLabel centered />
          </Card.Body>
        </Card>
      </PublicPageLayout>
    );
  }

  return (
    <PublicPageLayout>
      <Card className="ml-public-card">
        <Card.Body className="p-4 p-sm-5 d-flex flex-column gap-3">
          <span className="ml-icon-badge ml-icon-badge--danger">
            <AlertIcon size={24} />
          </span>
          <h1 className="h3 mb-0">Sorry, we can&apos;t log you in</h1>
          <p className="mb-0" role="alert">
            {loginErrorText(description)}
          </p>
          <div className="d-grid gap-2 mt-2">
            <Button variant="primary" onClick={() => void logout()}>
              Return to Login
            </Button>
            <a
              className="btn btn-outline-primary d-inline-flex align-items-center justify-content-center gap-2"
              href={`tel:${env.supportPhone.replace(/[^+\d]/g, '')}`}
            >
              <PhoneIcon size={18} />
              Call the Optimisation desk
            </a>
          </div>
          <p className="small text-body-secondary mb-0">
            Optimisation desk: <span className="text-nowrap">{env.supportPhone}</span>,{' '}
            <span className="text-nowrap">9:00am-5:00pm</span> Monday to Friday, excluding public holidays.
          </p>
        </Card.Body>
      </Card>
    </PublicPageLayout>
  );
}
