/** Tag `messages`: the user's inbox (unread count, pages, one message, marking read). Rules: docs/messages.md. */
import type { Selectable } from 'kysely';

import type { ListMessagesParams } from '../../generated/model/listMessagesParams';
import type { MarkAllReadResponse } from '../../generated/model/markAllReadResponse';
import type { Message } from '../../generated/model/message';
import type { MessageDetailResponse } from '../../generated/model/messageDetailResponse';
import type { MessagePage } from '../../generated/model/messagePage';
import type { MessageResponse } from '../../generated/model/messageResponse';
import type { UnreadCountResponse } from '../../generated/model/unreadCountResponse';
import type { MessagesTable } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { paging } from '../representations';
import type { Handler } from '../handler';

const MESSAGE_NOT_FOUND = 'Message not found';

const getUnreadMessageCount: Handler<object, UnreadCountResponse> = async (request) => {
  const row = await request.server.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', request.caller.user.user.id)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { data: { unreadCount: Number(row.count) } };
};

/** `orderBy` is JSON like {"createdDate":"desc"} (the contract's pattern already checked it). */
function parseOrderBy(raw: string | undefined): { column: 'created_date' | 'subject'; direction: 'asc' | 'desc' } {
  if (raw === undefined) return { column: 'created_date', direction: 'desc' };
  try {
    const [[field, direction]] = Object.entries(JSON.parse(raw) as Record<string, 'asc' | 'desc'>) as [[string, 'asc' | 'desc']];
    return { column: field === 'subject' ? 'subject' : 'created_date', direction };
  } catch {
    throw badRequest('querystring/orderBy must be JSON like {"createdDate":"desc"}', 'orderBy');
  }
}

type MessageRow = Pick<Selectable<MessagesTable>, 'id' | 'subject' | 'created_date' | 'read_at' | 'category' | 'link'>;

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  ...(row.subject ? { subject: row.subject } : {}),
  createdDate: row.created_date.toISOString(),
  read: row.read_at !== null,
  category: row.category,
  ...(row.link ? { link: row.link } : {}),
});

const SUMMARY_COLUMNS = ['id', 'subject', 'created_date', 'read_at', 'category', 'link'] as const;

const listMessages: Handler<{ Querystring: ListMessagesParams }, MessagePage> = async (request) => {
  const { page, perPage, offset } = paging(request.query);
  const order = parseOrderBy(request.query.orderBy);
  const filter = request.query.filter ?? 'all';
  let query = request.server.db.selectFrom('messages').where('user_id', '=', request.caller.user.user.id);
  if (filter === 'unread') query = query.where('read_at', 'is', null);
  if (filter === 'read') query = query.where('read_at', 'is not', null);
  const [rows, total] = await Promise.all([
    query
      .select(SUMMARY_COLUMNS)
      .orderBy(order.column, (ob) => (order.direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast()))
      .orderBy('created_date', 'desc')
      .orderBy('id')
      .limit(perPage)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toMessage), total: Number(total.count), pagination: { page, perPage } };
};

/** Another user's message is answered exactly like a missing one (404). */
const getMessage: Handler<{ Params: { messageId: string } }, MessageDetailResponse> = async (request) => {
  const row = await request.server.db
    .selectFrom('messages')
    .select([...SUMMARY_COLUMNS, 'body'])
    .where('id', '=', request.params.messageId)
    .where('user_id', '=', request.caller.user.user.id)
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return { data: { ...toMessage(row), body: row.body } };
};

/** Idempotent: a read message keeps the time it was first read. */
const markMessageRead: Handler<{ Params: { messageId: string } }, MessageResponse> = async (request) => {
  const { db } = request.server;
  const userId = request.caller.user.user.id;
  await db
    .updateTable('messages')
    .set({ read_at: request.server.settings.clock.now() })
    .where('id', '=', request.params.messageId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  const row = await db
    .selectFrom('messages')
    .select(SUMMARY_COLUMNS)
    .where('id', '=', request.params.messageId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return { data: toMessage(row) };
};

const markAllMessagesRead: Handler<object, MarkAllReadResponse> = async (request) => {
  const result = await request.server.db
    .updateTable('messages')
    .set({ read_at: request.server.settings.clock.now() })
    .where('user_id', '=', request.caller.user.user.id)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return { data: { markedRead: Number(result.numUpdatedRows), unreadCount: 0 } };
};

export const messagesHandlers = { getUnreadMessageCount, listMessages, getMessage, markMessageRead, markAllMessagesRead };
