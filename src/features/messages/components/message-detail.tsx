import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { useGetMessage } from '@generated/api/messages/messages';

import { LinkButton } from '@/components/ui/link-button';
import { SkeletonText } from '@/components/ui/skeleton';
import { formatMessageDate } from '@/lib/dates';
import { useCanWrite } from '@/lib/write-guard';
import { apiErrorStatus } from '@/lib/api-error';

import { useMarkMessageRead } from '../api/message-mutations';
import { messageLinkLabel } from '../utils/message-link';
import { MESSAGES_ERROR } from './message-list';

export const MESSAGE_NOT_FOUND = 'This message could not be found. It may belong to another user.';

/** Opening an unread message marks it read, once (never in view-as mode, which is read-only). */
function useMarkReadWhenOpened(message: { id: string; read: boolean } | undefined) {
  const { canWrite } = useCanWrite();
  const markRead = useMarkMessageRead();
  const marked = useRef<string | null>(null);
  const { mutate } = markRead;
  useEffect(() => {
    if (!message || message.read || !canWrite || marked.current === message.id) return;
    marked.current = message.id;
    mutate({ messageId: message.id });
  }, [message, canWrite, mutate]);
}

/** The open message, whole: subject, date, body as text, and its link back into the portal. */
export function MessageDetail({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const query = useGetMessage(messageId);
  useMarkReadWhenOpened(query.data?.data);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = query.data?.data.id;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = (
    <Button variant="link" className="p-0 align-self-start d-lg-none" onClick={onClose}>
      ← Back to messages
    </Button>
  );
  if (query.isPending) {
    return (
      <section className="ml-message-detail" aria-busy="true" aria-label="Loading the message">
        {back}
        <SkeletonText lines={5} />
      </section>
    );
  }
  if (query.isError) {
    const missing = apiErrorStatus(query.error) === 404;
    return (
      <section className="ml-message-detail" aria-label="Message">
        {back}
        <Alert variant={missing ? 'warning' : 'danger'} className="mb-0">
          {missing ? MESSAGE_NOT_FOUND : MESSAGES_ERROR}
        </Alert>
      </section>
    );
  }
  const message = query.data.data;
  return (
    <article className="ml-message-detail" aria-labelledby="ml-message-subject">
      {back}
      <header>
        <h2 id="ml-message-subject" className="h4 mb-1" tabIndex={-1} ref={heading}>
          {message.subject ?? 'No Subject'}
        </h2>
        <p className="small text-body-secondary mb-0">{formatMessageDate(message.createdDate)}</p>
      </header>
      <div className="ml-message-detail__body">{message.body}</div>
      {message.link ? (
        <LinkButton to={message.link} variant="primary" className="align-self-start">
          {messageLinkLabel(message.link)}
        </LinkButton>
      ) : null}
    </article>
  );
}
