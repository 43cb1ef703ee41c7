import { keepPreviousData } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';

import { useListMessages } from '@generated/api/messages/messages';
import type { Message } from '@generated/model/message';

import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { Pager } from '@/components/ui/pager';
import { SkeletonText } from '@/components/ui/skeleton';
import { formatMessageDate } from '@/lib/dates';

import { listParamsOf, MESSAGES_PER_PAGE, type InboxParams } from '../utils/inbox-params';

export const MESSAGES_ERROR = 'There was an error loading data. Please try again later.';

const EMPTY_TEXT: Record<InboxParams['filter'], string> = {
  all: 'You have no messages yet. Order, price alert and report notifications will arrive here.',
  unread: 'You have read every message.',
  read: 'You have not read any messages yet.',
};

function MessageRow({ message, open, onOpen }: { message: Message; open: boolean; onOpen: (id: string) => void }) {
  return (
    <li>
      <button
        type="button"
        className={`ml-message-row${message.read ? '' : ' ml-message-row--unread'}`}
        aria-current={open ? 'true' : undefined}
        onClick={() => onOpen(message.id)}
      >
        <span className="ml-message-row__dot" aria-hidden="true" />
        <span className="ml-message-row__text">
          <span className="ml-message-row__subject">
            {message.read ? null : <span className="visually-hidden">Unread: </span>}
            {message.subject ?? 'No Subject'}
          </span>
          <span className="ml-message-row__date">{formatMessageDate(message.createdDate)}</span>
        </span>
      </button>
    </li>
  );
}

/** One page of the inbox (10 messages) with paging; the open message is marked. */
export function MessageList({ params, onOpen, onPage }: { params: InboxParams; onOpen: (id: string) => void; onPage: (page: number) => void }) {
  const query = useListMessages(listParamsOf(params), { query: { placeholderData: keepPreviousData } });
  if (query.isPending) {
    return (
      <div aria-busy="true" className="ml-message-list">
        <SkeletonText lines={6} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="danger" className="mb-0">
        {MESSAGES_ERROR}
      </Alert>
    );
  }
  const { data: messages, total } = query.data;
  if (messages.length === 0) return <EmptyStateCard title="No messages found." text={EMPTY_TEXT[params.filter]} />;
  const pageCount = Math.max(1, Math.ceil(total / MESSAGES_PER_PAGE));
  return (
    <div className="d-flex flex-column gap-3" aria-busy={query.isPlaceholderData}>
      <p className="small text-body-secondary mb-0">
        {total} {total === 1 ? 'message' : 'messages'}
      </p>
      <ul className="list-unstyled mb-0 ml-message-list" aria-label="Messages">
        {messages.map((message) => (
          <MessageRow key={message.id} message={message} open={message.id === params.messageId} onOpen={onOpen} />
        ))}
      </ul>
      <Pager page={params.page} pageCount={pageCount} onPage={onPage} label="Message pages" />
    </div>
  );
}
