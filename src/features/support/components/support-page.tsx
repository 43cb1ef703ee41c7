import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';

import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

const SECTIONS = [
  { page: 'support/queries', title: 'Support queries', text: 'Follow your queries and their conversations with our support desk.' },
  { page: 'support/queries/add-new', title: 'Raise a query', text: 'Ask the desk about invoices, your contract, trading or anything else.' },
  { page: 'support/faq', title: 'FAQ', text: 'Answers to the questions customers ask most often.' },
  { page: 'support/contact', title: 'Contact us', text: 'Support hours, the desk phone and the support mailbox.' },
  { page: 'support/request-meeting', title: 'Request a meeting', text: 'Book 30 minutes with your account manager or the support desk.' },
] as const;

/** support: the way into every support page. */
export function SupportPage() {
  const { activeAccount } = usePortalSession();
  return (
    <div className="d-flex flex-column gap-4">
      <header>
        <h1 className="h3 mb-1">Support</h1>
        <p className="text-body-secondary mb-0">How can we help? Support hours are 9:00am-5:00pm Monday to Friday, excluding public holidays.</p>
      </header>
      <Row as="ul" xs={1} md={2} xl={3} className="g-3 list-unstyled mb-0">
        {SECTIONS.map((section) => (
          <Col as="li" key={section.page}>
            <Card className="h-100 position-relative">
              <Card.Body>
                <h2 className="h6 mb-1">
                  <Link to={marketLensPath(section.page, activeAccount?.id)} className="stretched-link text-decoration-none">
                    {section.title}
                  </Link>
                </h2>
                <p className="small text-body-secondary mb-0">{section.text}</p>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
