/**
 * Every SQL statement of the messages tag (Kysely): the inbox's reads and marks, writing a
 * message (send-message.ts) and whom an account's messages go to. Each takes the executor it
 * runs on, so sendMessage writes in its caller's transaction.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';

import type { ListMessagesFilter } from '../../generated/model/listMessagesFilter';
import type { PermissionName } from '../../generated/model/permissionName';
import type { Database, MessagesTable } from '../db/schema';

type Db = Kysely<Database>;

const SUMMARY_COLUMNS = ['id', 'subject', 'created_date', 'read_at', 'category', 'link'] as const;

export type MessageSummary = Pick<Selectable<MessagesTable>, (typeof SUMMARY_COLUMNS)[number]>;

export interface MessageOrder {
  column: 'created_date' | 'subject';
  direction: 'asc' | 'desc';
}

export interface InboxFilter {
  userId: string;
  read: ListMessagesFilter;
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

function inbox(db: Db, { userId, read }: InboxFilter) {
  let query = db.selectFrom('messages').where('user_id', '=', userId);
  if (read === 'unread') query = query.where('read_at', 'is', null);
  if (read === 'read') query = query.where('read_at', 'is not', null);
  return query;
}

export const listInboxPage = (db: Db, filter: InboxFilter, order: MessageOrder, limit: number, offset: number): Promise<MessageSummary[]> =>
  inbox(db, filter)
    .select(SUMMARY_COLUMNS)
    .orderBy(order.column, (ob) => (order.direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast()))
    .orderBy('created_date', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countInbox(db: Db, filter: InboxFilter): Promise<number> {
  const row = await inbox(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The user's message, if it is theirs. */
export const findMessage = (db: Db, userId: string, id: string): Promise<MessageSummary | undefined> =>
  db.selectFrom('messages').select(SUMMARY_COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export const findMessageDetail = (db: Db, userId: string, id: string) =>
  db
    .selectFrom('messages')
    .select([...SUMMARY_COLUMNS, 'body'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** Marks the user's message read unless it already is (it keeps the time first read). */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<void> {
  await db.updateTable('messages').set({ read_at: now }).where('id', '=', id).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}

/** Answers how many messages this marked read. */
export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  const result = await db.updateTable('messages').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertMessage(db: Db, values: Insertable<MessagesTable>): Promise<void> {
  await db.insertInto('messages').values(values).execute();
}

/** The address the user's emails go to, if they have one. */
export async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return user?.email;
}

/**
 * The users a message about an account goes to: approved users who hold `permission` on it (a
 * report's message to those who may open files, a trade's to those who may see orders), in a
 * stable order.
 */
export async function accountReaders(db: Db, accountId: string, permission: PermissionName): Promise<string[]> {
  const rows = await db
    .selectFrom('user_account_permissions as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('u.id')
    .where('p.account_id', '=', accountId)
    .where('p.permission', '=', permission)
    .where('u.account_status', '=', 'accountApproved')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => row.id);
}
