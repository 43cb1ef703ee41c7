import Alert from 'react-bootstrap/Alert';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link } from 'react-router-dom';

import { useListMessages } from '@generated/api/messages/messages';
import type { Message } from '@generated/model/message';

import { LinkButton } from '@/components/ui/link-button';
import { SkeletonText } from '@/components/ui/skeleton';
import { formatMessageDate } from '@/lib/dates';
import { marketLensPath } from '@/lib/market-lens-paths';
import { BELOW_DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { usePortalSession } from '@/lib/portal-session';

/** The panel shows the first 5 unread messages. */
export const NOTIFICATIONS_PANEL_SIZE = 5;
export const NOTIFICATIONS_PARAMS = { filter: 'unread', perPage: NOTIFICATIONS_PANEL_SIZE, page: 1 } as const;

function NotificationItem({ message, accountId, onNavigate }: { message: Message; accountId: string | null; onNavigate: () => void }) {
  return (
    <li>
      <Link
        to={`${marketLensPath('messages', accountId)}?messageId=${encodeURIComponent(message.id)}`}
        className="ml-notification"
        onClick={onNavigate}
      >
        <span className="ml-notification__dot" aria-hidden="true" />
        <span className="ml-notification__text">
          <span className="ml-notification__subject">{message.subject ?? 'No Subject'}</span>
          <span className="ml-notification__date">{formatMessageDate(message.createdDate)}</span>
        </span>
      </Link>
    </li>
  );
}

function PanelBody({ show, accountId, onClose }: { show: boolean; accountId: string | null; onClose: () => void }) {
  // Fetched while the panel is open, so it shows what is unread now.
  const query = useListMessages(NOTIFICATIONS_PARAMS, { query: { enabled: show } });
  if (query.isPending) return <SkeletonText lines={5} />;
  if (query.isError) return <Alert variant="danger">Error loading notifications.</Alert>;
  const messages = query.data.data.slice(0, NOTIFICATIONS_PANEL_SIZE);
  if (messages.length === 0) return <p className="ml-notifications-empty">There are no notifications</p>;
  return (
    <ul className="list-unstyled mb-0 ml-notifications-list">
      {messages.map((message) => (
        <NotificationItem key={message.id} message={message} accountId={accountId} onNavigate={onClose} />
      ))}
    </ul>
  );
}

/**
 * The notifications side panel: slides in from the right, 390px wide; under
 * 768px it covers the page and locks its scroll, above it the page stays usable.
 */
export function NotificationsPanel({ id, show, onClose }: { id: string; show: boolean; onClose: () => void }) {
  const { activeAccount } = usePortalSession();
  const accountId = activeAccount?.id ?? null;
  const belowDesktop = useMediaQuery(BELOW_DESKTOP_QUERY);
  const titleId = `${id}-title`;
  return (
    <Offcanvas
      id={id}
      show={show}
      onHide={onClose}
      placement="end"
      className="ml-notifications-panel"
      scroll={!belowDesktop}
      backdrop={belowDesktop}
      aria-labelledby={titleId}
    >
      <Offcanvas.Header closeButton closeLabel="Close notifications">
        <Offcanvas.Title as="h2" id={titleId} className="h5 mb-0">
          Notifications
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column gap-3">
        <PanelBody show={show} accountId={accountId} onClose={onClose} />
        <LinkButton to={marketLensPath('messages', accountId)} variant="outline-primary" className="mt-auto" onClick={onClose}>
          View all notifications
        </LinkButton>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
