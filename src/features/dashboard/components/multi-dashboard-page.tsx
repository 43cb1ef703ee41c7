import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

import { usePortalSession } from '@/lib/portal-session';

import { DashboardHeader } from './dashboard-header';

/**
 * dashboard/multi, where multi-purchase accounts land (docs/routes.md): two columns, the Closing Prices panel on the left, the
 * latest daily report and the owners card on the right. The panels come from their
 * features and are composed by the route (features never import each other).
 */
export function MultiDashboardPage({
  closingPrices,
  latestReport,
  owners,
  contacts,
}: {
  closingPrices: ReactNode;
  latestReport: ReactNode;
  owners: ReactNode;
  /** Portal users of the account, for admins (renders nothing for other roles). */
  contacts?: ReactNode;
}) {
  const { profile, activeAccount } = usePortalSession();
  return (
    <div className="d-flex flex-column gap-4">
      <DashboardHeader
        title="Dashboard"
        subtitle={activeAccount ? `Welcome back, ${profile.firstname}. Market overview for ${activeAccount.name}.` : `Welcome back, ${profile.firstname}.`}
      />
      <Row className="g-4">
        <Col lg={7} xl={8}>
          {closingPrices}
        </Col>
        <Col lg={5} xl={4} className="d-flex flex-column gap-4">
          {latestReport}
          {owners}
          {contacts}
        </Col>
      </Row>
    </div>
  );
}
