/**
 * Tag `messages`: the user's inbox (unread count, pages, one message, marking read); in view-as,
 * the viewed user's. Another user's message is answered exactly like a missing one (404).
 * Rules: docs/messages.md; writing a message is send-message.ts.
 */
import type { ListMessagesParams } from '../../generated/model/listMessagesParams';
import type { MarkAllReadResult } from '../../generated/model/markAllReadResult';
import type { Message } from '../../generated/model/message';
import type { MessageDetail } from '../../generated/model/messageDetail';
import type { MessagePage } from '../../generated/model/messagePage';
import type { UnreadCount } from '../../generated/model/unreadCount';
import { badRequest, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { paging } from '../representations';
import { countInbox, countUnread, findMessage, findMessageDetail, listInboxPage, markAllRead, markRead, type MessageOrder, type MessageSummary } from './queries';

const MESSAGE_NOT_FOUND = 'Message not found';

/** `orderBy` is JSON like {"createdDate":"desc"} (the contract's pattern already checked it). */
function parseOrderBy(raw: string | undefined): MessageOrder {
  if (raw === undefined) return { column: 'created_date', direction: 'desc' };
  try {
    const [[field, direction]] = Object.entries(JSON.parse(raw) as Record<string, 'asc' | 'desc'>) as [[string, 'asc' | 'desc']];
    return { column: field === 'subject' ? 'subject' : 'created_date', direction };
  } catch {
    throw badRequest('querystring/orderBy must be JSON like {"createdDate":"desc"}', 'orderBy');
  }
}

const toMessage = (row: MessageSummary): Message => ({
  id: row.id,
  ...(row.subject ? { subject: row.subject } : {}),
  createdDate: row.created_date.toISOString(),
  read: row.read_at !== null,
  category: row.category,
  ...(row.link ? { link: row.link } : {}),
});

const inboxOf = (context: ServiceContext) => context.user.user.id;

export const getUnreadMessageCount = async (context: ServiceContext): Promise<UnreadCount> => ({
  unreadCount: Number(await countUnread(context.db, inboxOf(context))),
});

export async function listMessages(context: ServiceContext, query: ListMessagesParams): Promise<MessagePage> {
  const { page, perPage, offset } = paging(query);
  const order = parseOrderBy(query.orderBy);
  const filter = { userId: inboxOf(context), read: query.filter ?? 'all' };
  const [rows, total] = await Promise.all([listInboxPage(context.db, filter, order, perPage, offset), countInbox(context.db, filter)]);
  return { data: rows.map(toMessage), total: Number(total), pagination: { page, perPage } };
}

export async function getMessage(context: ServiceContext, messageId: string): Promise<MessageDetail> {
  const row = await findMessageDetail(context.db, inboxOf(context), messageId);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return { ...toMessage(row), body: row.body };
}

/** Idempotent: a read message keeps the time it was first read. */
export async function markMessageRead(context: ServiceContext, messageId: string): Promise<Message> {
  const userId = inboxOf(context);
  await markRead(context.db, userId, messageId, context.clock.now());
  const row = await findMessage(context.db, userId, messageId);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return toMessage(row);
}

export const markAllMessagesRead = async (context: ServiceContext): Promise<MarkAllReadResult> => ({
  markedRead: await markAllRead(context.db, inboxOf(context), context.clock.now()),
  unreadCount: 0,
});
