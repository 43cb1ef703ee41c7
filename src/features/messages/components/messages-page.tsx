import './messages.css';

import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { useGetUnreadMessageCount } from '@generated/api/messages/messages';

import { apiErrorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { WriteGuard } from '@/lib/write-guard';

import { useMarkAllMessagesRead } from '../api/message-mutations';
import { INBOX_FILTERS, INBOX_SORTS, useInboxParams, type InboxSort } from '../utils/inbox-params';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';

function MarkAllReadButton() {
  const unread = useGetUnreadMessageCount();
  const markAll = useMarkAllMessagesRead();
  const none = !unread.data || unread.data.data.unreadCount === 0;
  return (
    <WriteGuard>
      {({ disabled, describedBy }) => (
        <Button
          variant="outline-primary"
          disabled={disabled || none || markAll.isPending}
          aria-describedby={describedBy}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: ({ data }) => toast.success(`${data.markedRead} ${data.markedRead === 1 ? 'message' : 'messages'} marked as read`),
              onError: (error) => toast.error(apiErrorMessage(error) ?? 'The messages could not be marked as read.'),
            })
          }
        >
          {markAll.isPending ? 'Marking…' : 'Mark all read'}
        </Button>
      )}
    </WriteGuard>
  );
}

/**
 * messages: the inbox. Filter (all / unread / read), sort, 10 a page; opening a message shows
 * it whole beside the list (instead of the list on small screens) and marks it read.
 */
export function MessagesPage() {
  const inbox = useInboxParams();
  return (
    <div className="d-flex flex-column gap-4">
      <header className="d-flex flex-wrap justify-content-between align-items-end gap-3">
        <h1 className="h3 mb-0">Messages</h1>
        <div className="ml-messages-actions">
          <MarkAllReadButton />
        </div>
      </header>
      <div className="ml-inbox">
        <div className={`d-flex flex-column gap-3${inbox.messageId ? ' d-none d-lg-flex' : ''}`}>
          <div className="d-flex flex-wrap align-items-end justify-content-between gap-3">
            <div role="group" aria-label="Show messages" className="btn-group">
              {INBOX_FILTERS.map((option) => (
                <Button
                  key={option.value}
                  variant={inbox.filter === option.value ? 'primary' : 'outline-primary'}
                  aria-pressed={inbox.filter === option.value}
                  onClick={() => inbox.setFilter(option.value)}
                >
                  {option.label}
                </Button>
              ))}
            </div>
            <Form.Group controlId="ml-messages-sort">
              <Form.Label className="small mb-1">Sort by</Form.Label>
              <Form.Select size="sm" value={inbox.sort} onChange={(event) => inbox.setSort(event.target.value as InboxSort)}>
                {INBOX_SORTS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </div>
          <MessageList params={inbox} onOpen={inbox.openMessage} onPage={inbox.setPage} />
        </div>
        <div className={inbox.messageId ? undefined : 'd-none d-lg-block'}>
          {inbox.messageId ? (
            <MessageDetail key={inbox.messageId} messageId={inbox.messageId} onClose={() => inbox.openMessage(null)} />
          ) : (
            <p className="ml-message-detail ml-message-detail--none text-body-secondary mb-0">Choose a message to read it.</p>
          )}
        </div>
      </div>
    </div>
  );
}
