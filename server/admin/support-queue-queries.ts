/**
 * Every SQL statement of the support desk's queue: the queries of every company with account,
 * company, assignee and comment count, and their assignment. Each takes the executor it runs on.
 */
import { sql, type Kysely } from 'kysely';

import type { ListSupportQueueParams } from '../../generated/model/listSupportQueueParams';
import type { Database } from '../db/schema';
import { likePattern } from '../representations';
import type { Slice } from './audit-log-queries';

type Db = Kysely<Database>;

/** The pipeline's order, for sorting by stage. */
const STAGE_ORDER = sql<number>`array_position(array['new', 'in_progress', 'waiting_on_customer', 'closed']::text[], q.pipeline_stage)`;

function queue(db: Db) {
  return db
    .selectFrom('support_queries as q')
    .innerJoin('accounts as ac', 'ac.id', 'q.account_id')
    .leftJoin('companies as c', (join) => join.on((eb) => eb('c.id', '=', eb.fn.coalesce('ac.primary_company_id', 'ac.parent_company_id'))))
    .leftJoin('users as assignee', 'assignee.id', 'q.assignee_user_id');
}

function queueRows(db: Db) {
  return queue(db).select((eb) => [
    'q.id', 'q.subject', 'q.account_id', 'q.pipeline_stage', 'q.create_date', 'q.updated_date', 'q.assignee_user_id',
    'ac.name as account_name', 'c.name as company_name',
    'assignee.firstname as assignee_first', 'assignee.lastname as assignee_last', 'assignee.email as assignee_email',
    eb.selectFrom('support_query_comments as cm').whereRef('cm.query_id', '=', 'q.id').select(eb.fn.countAll<number>().as('n')).as('comment_count'),
  ]);
}

export type QueueRow = Awaited<ReturnType<ReturnType<typeof queueRows>['execute']>>[number];

export interface QueueFilter {
  /** Part of the subject, the company's or the account's name. */
  search?: string;
  pipelineStage?: ListSupportQueueParams['pipelineStage'];
  /** Only this desk member's queries; null: only the unassigned; undefined: everyone's. */
  assignee?: string | null;
  sort: NonNullable<ListSupportQueueParams['sort']>;
}

/** One page of the queue and how many queries match. */
export function queuePage(db: Db, { search, pipelineStage, assignee, sort }: QueueFilter, { limit, offset }: Slice) {
  let query = queueRows(db);
  let count = queue(db).select((eb) => eb.fn.countAll<number>().as('count'));
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) => eb.or([eb('q.subject', 'ilike', pattern), eb('c.name', 'ilike', pattern), eb('ac.name', 'ilike', pattern)]));
    count = count.where((eb) => eb.or([eb('q.subject', 'ilike', pattern), eb('c.name', 'ilike', pattern), eb('ac.name', 'ilike', pattern)]));
  }
  if (pipelineStage) {
    query = query.where('q.pipeline_stage', '=', pipelineStage);
    count = count.where('q.pipeline_stage', '=', pipelineStage);
  }
  if (assignee !== undefined) {
    query = assignee === null ? query.where('q.assignee_user_id', 'is', null) : query.where('q.assignee_user_id', '=', assignee);
    count = assignee === null ? count.where('q.assignee_user_id', 'is', null) : count.where('q.assignee_user_id', '=', assignee);
  }
  if (sort === 'stage') query = query.orderBy(STAGE_ORDER).orderBy('q.create_date', 'asc');
  else if (sort === 'updated') query = query.orderBy('q.updated_date', 'desc');
  else query = query.orderBy('q.create_date', sort === 'newest' ? 'desc' : 'asc');
  return Promise.all([query.orderBy('q.id').limit(limit).offset(offset).execute(), count.executeTakeFirstOrThrow()]);
}

export const queueItem = (db: Db, queryId: string): Promise<QueueRow> => queueRows(db).where('q.id', '=', queryId).executeTakeFirstOrThrow();

/** The query's raiser and current assignee (with their name), locked until the transaction ends. */
export function lockAssignment(trx: Db, queryId: string) {
  return trx
    .selectFrom('support_queries as q')
    .leftJoin('users as u', 'u.id', 'q.assignee_user_id')
    .select(['q.user_id', 'q.assignee_user_id', 'u.firstname', 'u.lastname', 'u.email'])
    .where('q.id', '=', queryId)
    .forUpdate('q')
    .executeTakeFirst();
}

export async function setAssignee(db: Db, queryId: string, assigneeId: string | null): Promise<void> {
  await db.updateTable('support_queries').set({ assignee_user_id: assigneeId }).where('id', '=', queryId).execute();
}
