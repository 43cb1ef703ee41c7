/** Tag `messages`: the user's inbox (unread count and pages). */
import type { ListMessagesParams } from '../../generated/model/listMessagesParams';
import type { Message } from '../../generated/model/message';
import type { MessagePage } from '../../generated/model/messagePage';
import type { UnreadCountResponse } from '../../generated/model/unreadCountResponse';
import { badRequest } from '../errors';
import { paging } from '../representations';
import type { Handler } from './types';

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

const listMessages: Handler<{ Querystring: ListMessagesParams }, MessagePage> = async (request) => {
  const { page, perPage, offset } = paging(request.query);
  const order = parseOrderBy(request.query.orderBy);
  const filter = request.query.filter ?? 'all';
  let query = request.server.db.selectFrom('messages').where('user_id', '=', request.caller.user.user.id);
  if (filter === 'unread') query = query.where('read_at', 'is', null);
  if (filter === 'read') query = query.where('read_at', 'is not', null);
  const [rows, total] = await Promise.all([
    query
      .select(['id', 'subject', 'created_date', 'read_at', 'category'])
      .orderBy(order.column, (ob) => (order.direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast()))
      .orderBy('created_date', 'desc')
      .orderBy('id')
      .limit(perPage)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const data = rows.map(
    (row): Message => ({
      id: row.id,
      ...(row.subject ? { subject: row.subject } : {}),
      createdDate: row.created_date.toISOString(),
      read: row.read_at !== null,
      category: row.category,
    }),
  );
  return { data, total: Number(total.count), pagination: { page, perPage } };
};

export const messagesHandlers = { getUnreadMessageCount, listMessages };
