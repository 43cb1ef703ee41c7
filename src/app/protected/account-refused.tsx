import Card from 'react-bootstrap/Card';

import { LinkButton } from '@/components/ui/link-button';
import { DASHBOARD_PATH } from '@/lib/market-lens-paths';

/**
 * Instead of the page, when the URL names an account the user may not see (another
 * company's, or none at all): the server refuses its data (403/404), and an empty page
 * said nothing. The way back is the user's own dashboard (docs/routes.md).
 */
export function AccountRefused({ accountId }: { accountId: string }) {
  return (
    <Card className="mx-auto text-center" style={{ maxWidth: '36rem' }}>
      <Card.Body className="p-4 p-sm-5 d-flex flex-column align-items-center gap-3">
        <h1 className="h3 mb-0">You cannot see this account</h1>
        <p className="text-body-secondary mb-2">
          Account {accountId} is not one of your accounts, so Market Lens cannot show its pages. If you think you should see it, ask your
          company&apos;s administrator or the Optimisation desk.
        </p>
        <LinkButton to={DASHBOARD_PATH}>Go to your dashboard</LinkButton>
      </Card.Body>
    </Card>
  );
}
