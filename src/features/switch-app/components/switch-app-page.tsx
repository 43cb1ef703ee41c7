import '@/styles/bootstrap-grid.scss';

import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

import { ChartIcon, ExternalLinkIcon, WindTurbineIcon } from '@/components/ui/icons';
import { LinkButton } from '@/components/ui/link-button';
import { PublicPageLayout } from '@/components/ui/public-page-layout';
import { env } from '@/config/env';
import { DASHBOARD_PATH } from '@/machines/portal-paths';

/** switch-app: choose between the generators' app and Market Lens. */
export function SwitchAppPage() {
  return (
    <PublicPageLayout wide>
      <h1 className="h2 text-white mb-2">Switch Apps</h1>
      <p className="text-white mb-4">Choose the service you want to use.</p>
      <Row xs={1} md={2} className="g-4">
        <Col>
          <Card className="ml-app-card h-100">
            <Card.Body className="d-flex flex-column gap-3">
              <span className="ml-icon-badge">
                <WindTurbineIcon size={24} />
              </span>
              <h2 className="h4 mb-0">Energy Generators</h2>
              <p className="text-body-secondary mb-0 flex-grow-1">
                For owners of generation sites: export contracts, metered output, settlement statements and payments.
              </p>
              <div>
                <a
                  className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
                  href={env.energyGeneratorsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Open Energy Generators
                  <ExternalLinkIcon size={16} />
                  <span className="visually-hidden">(opens in a new tab)</span>
                </a>
              </div>
            </Card.Body>
          </Card>
        </Col>
        <Col>
          <Card className="ml-app-card h-100">
            <Card.Body className="d-flex flex-column gap-3">
              <span className="ml-icon-badge">
                <ChartIcon size={24} />
              </span>
              <h2 className="h4 mb-0">Market Lens</h2>
              <p className="text-body-secondary mb-0 flex-grow-1">
                For business energy buyers: wholesale closing prices, orders, price alerts, your hedged position and
                market reports.
              </p>
              <div>
                <LinkButton to={DASHBOARD_PATH}>Open Market Lens</LinkButton>
              </div>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </PublicPageLayout>
  );
}
