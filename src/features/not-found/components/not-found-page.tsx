import Card from 'react-bootstrap/Card';

import { CompassIcon } from '@/components/ui/icons';
import { LinkButton } from '@/components/ui/link-button';
import { PublicPageLayout } from '@/components/ui/public-page-layout';

/** Any path the router does not know. */
export function NotFoundPage() {
  return (
    <PublicPageLayout>
      <Card className="ml-public-card text-center">
        <Card.Body className="p-4 p-sm-5 d-flex flex-column align-items-center gap-3">
          <span className="ml-icon-badge">
            <CompassIcon size={24} />
          </span>
          <h1 className="h3 mb-0">404 - Not found</h1>
          <p className="text-body-secondary mb-2">Sorry, the page you are looking for can not be found.</p>
          <LinkButton to="/">Go to home</LinkButton>
        </Card.Body>
      </Card>
    </PublicPageLayout>
  );
}
