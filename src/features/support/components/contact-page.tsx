import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';

import { useGetSupportContact } from '@generated/api/support/support';
import type { SupportDeskStatus } from '@generated/model/supportDeskStatus';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { SkeletonTextCard } from '@/components/ui/skeleton';
import { formatTime, formatDateTime } from '@/lib/date-times';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

/** Why the desk is closed now, in words. */
function closedReason(status: SupportDeskStatus): string {
  switch (status.state) {
    case 'bank_holiday':
      return `Closed today for ${status.holidayName ?? 'a bank holiday'}.`;
    case 'weekend':
      return 'Closed at the weekend.';
    default:
      return 'Closed: outside support hours.';
  }
}

function DeskStatus({ status }: { status: SupportDeskStatus }) {
  if (status.open) {
    return (
      <p className="mb-0 d-flex flex-wrap align-items-center gap-2">
        <Badge bg="" className="bg-success-subtle text-success-emphasis">
          Open now
        </Badge>
        <span>The desk is open until {status.closesAt ? formatTime(new Date(status.closesAt)) : '5:00pm'} today.</span>
      </p>
    );
  }
  return (
    <p className="mb-0 d-flex flex-wrap align-items-center gap-2">
      <Badge bg="" className="bg-secondary-subtle text-secondary-emphasis">
        Closed
      </Badge>
      <span>
        {closedReason(status)} {status.opensAt ? `The desk opens again on ${formatDateTime(new Date(status.opensAt))}.` : null}
      </span>
    </p>
  );
}

/** support/contact: support hours, whether the desk is open now, the desk phone and the support mailbox. */
export function ContactPage() {
  const { activeAccount } = usePortalSession();
  const contact = useGetSupportContact();
  const details = contact.data?.data;
  return (
    <div className="d-flex flex-column gap-4" style={{ maxWidth: '48rem' }}>
      <header>
        <Link to={marketLensPath('support', activeAccount?.id)} className="small">
          ← Support
        </Link>
        <h1 className="h3 mb-1 mt-1">Contact us</h1>
        <p className="text-body-secondary mb-0">Our support desk helps with your contract, trading, invoices and Market Lens itself.</p>
      </header>
      {contact.isPending ? (
        <SkeletonTextCard lines={4} />
      ) : null}
      {contact.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          There was an error loading data. Please try again later.
        </Alert>
      ) : null}
      {details ? (
        <Card>
          <Card.Body className="d-flex flex-column gap-3">
            <section aria-labelledby="contact-hours-heading">
              <h2 id="contact-hours-heading" className="h6 mb-1">
                Support hours
              </h2>
              <p className="mb-2">{details.hours} (UK time).</p>
              <DeskStatus status={details.status} />
            </section>
            <section aria-labelledby="contact-reach-heading">
              <h2 id="contact-reach-heading" className="h6 mb-2">
                Reach the desk
              </h2>
              <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
                <li className="d-flex align-items-center gap-2">
                  <PhoneIcon size={18} />
                  <span>
                    Phone: <a href={`tel:${details.phone.replace(/\s/g, '')}`}>{details.phone}</a>
                  </span>
                </li>
                <li className="d-flex align-items-center gap-2">
                  <MailIcon size={18} />
                  <span>
                    Email: <a href={`mailto:${details.email}`}>{details.email}</a>
                  </span>
                </li>
              </ul>
            </section>
            <p className="small text-body-secondary mb-0">
              Outside support hours, <Link to={marketLensPath('support/queries/add-new', activeAccount?.id)}>raise a support query</Link> or{' '}
              <Link to={marketLensPath('support/request-meeting', activeAccount?.id)}>request a meeting</Link>.
            </p>
          </Card.Body>
        </Card>
      ) : null}
    </div>
  );
}
