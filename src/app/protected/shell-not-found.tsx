import Card from 'react-bootstrap/Card';

import { LinkButton } from '@/components/ui/link-button';

/**
 * The 404 page inside the portal shell: unknown /app paths, the pages whose feature has
 * not landed yet, and the pages the route guard refuses (same texts as the public 404;
 * see docs/routes.md).
 */
export function ShellNotFound() {
  return (
    <Card className="mx-auto text-center" style={{ maxWidth: '36rem' }}>
      <Card.Body className="p-4 p-sm-5 d-flex flex-column align-items-center gap-3">
        <p className="ml-status-code mb-0" aria-hidden="true">
          404
        </p>
        <h1 className="h3 mb-0">404 - Not found</h1>
        <p className="text-body-secondary mb-2">Sorry, the page you are looking for can not be found.</p>
        <LinkButton to="/">Go to home</LinkButton>
      </Card.Body>
    </Card>
  );
}
