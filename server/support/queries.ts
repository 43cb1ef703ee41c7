/**
 * Every SQL statement of the support tag (Kysely): support queries and their threads, the FAQ,
 * and meeting requests with the calendars they are taken in. Each takes the executor it runs on,
 * so the service decides what shares a transaction.
 */
import type { Insertable, Kysely, Updateable } from 'kysely';

import type { PipelineStage } from '../../generated/model/pipelineStage';
import type { Database, MeetingRequestsTable, SupportQueriesTable, SupportQueryCommentsTable } from '../db/schema';

type Db = Kysely<Database>;

export const accountExists = (db: Db, accountId: string) => db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();

// ---------------------------------------------------------------------------------------------
// Support queries

export interface SupportQueryFilter {
  /** Only these accounts' queries; every account when undefined. */
  accounts?: string[];
  pipelineStage?: PipelineStage;
}

/** One page of the queries (newest first) with their comment counts, and how many match. */
export function supportQueriesPage(db: Db, { accounts, pipelineStage }: SupportQueryFilter, { limit, offset }: { limit: number; offset: number }) {
  let query = db.selectFrom('support_queries as q');
  if (accounts !== undefined) query = query.where('q.account_id', 'in', accounts);
  if (pipelineStage !== undefined) query = query.where('q.pipeline_stage', '=', pipelineStage);
  return Promise.all([
    query
      .selectAll('q')
      .select((eb) => eb.selectFrom('support_query_comments as c').whereRef('c.query_id', '=', 'q.id').select(eb.fn.countAll<number>().as('n')).as('comment_count'))
      .orderBy('q.create_date', 'desc')
      .orderBy('q.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
}

/** The query with the name of who raised it. */
export function findSupportQuery(db: Db, queryId: string) {
  return db
    .selectFrom('support_queries as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .select(['q.id', 'q.reference', 'q.account_id', 'q.subject', 'q.description', 'q.category', 'q.pipeline_stage', 'q.create_date', 'q.updated_date', 'u.firstname', 'u.lastname', 'u.email'])
    .where('q.id', '=', queryId)
    .executeTakeFirst();
}

/** The query's thread, oldest comment first, with each author's role. */
export function supportQueryComments(db: Db, queryId: string) {
  return db
    .selectFrom('support_query_comments as c')
    .leftJoin('users as u', 'u.id', 'c.author_user_id')
    .select(['c.id', 'c.body', 'c.created_at', 'c.author_name', 'c.author_user_id', 'u.role'])
    .where('c.query_id', '=', queryId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

export async function insertSupportQuery(db: Db, values: Insertable<SupportQueriesTable>): Promise<void> {
  await db.insertInto('support_queries').values(values).execute();
}

/** What a new comment needs of its query, locked until the transaction ends. */
export const lockSupportQuery = (trx: Db, queryId: string) =>
  trx.selectFrom('support_queries').select(['pipeline_stage', 'user_id', 'subject', 'reference']).where('id', '=', queryId).forUpdate().executeTakeFirstOrThrow();

export async function insertComment(db: Db, values: Insertable<SupportQueryCommentsTable>): Promise<void> {
  await db.insertInto('support_query_comments').values(values).execute();
}

export async function updateSupportQuery(db: Db, queryId: string, values: Updateable<SupportQueriesTable>): Promise<void> {
  await db.updateTable('support_queries').set(values).where('id', '=', queryId).execute();
}

export const faqs = (db: Db) => db.selectFrom('faqs').select(['id', 'question', 'answer', 'category']).orderBy('category_position').orderBy('position').execute();

// ---------------------------------------------------------------------------------------------
// Meetings

/** The first account manager of the account's company (its primary company, else its parent). */
export function firstAccountManager(db: Db, accountId: string) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('company_owners as co', (join) => join.on((eb) => eb('co.company_id', '=', eb.fn.coalesce('a.primary_company_id', 'a.parent_company_id'))))
    .innerJoin('owners as o', 'o.id', 'co.owner_id')
    .select(['o.id', 'o.first_name', 'o.last_name'])
    .where('a.id', '=', accountId)
    .orderBy('co.position')
    .orderBy('o.id')
    .executeTakeFirst();
}

/** The starts of the meetings not cancelled in a calendar between two instants. */
export function meetingStarts(db: Db, hostKey: string, from: Date, to: Date) {
  return db
    .selectFrom('meeting_requests')
    .select('slot_start')
    .where('host_key', '=', hostKey)
    .where('status', '!=', 'cancelled')
    .where('slot_start', '>=', from)
    .where('slot_start', '<=', to)
    .execute();
}

export const insertMeetingRequest = (db: Db, values: Insertable<MeetingRequestsTable>) => db.insertInto('meeting_requests').values(values).returningAll().executeTakeFirstOrThrow();
