/**
 * The support desk's queue (nbs_admin): every company's queries with account, company and
 * assignee; searched by subject, company or account name; filtered by stage and assignee; sorted
 * by age, stage or last update. A query is assigned to a desk member, audited in the same
 * transaction (docs/support.md).
 */
import { sql, type Kysely } from 'kysely';

import type { AssignSupportQueryRequest } from '../../generated/model/assignSupportQueryRequest';
import type { ListSupportQueueParams } from '../../generated/model/listSupportQueueParams';
import type { SupportQueueItem } from '../../generated/model/supportQueueItem';
import type { SupportQueueItemResponse } from '../../generated/model/supportQueueItemResponse';
import type { SupportQueuePage } from '../../generated/model/supportQueuePage';
import { requireNbsAdmin } from '../auth/guard';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { fullName, likePattern, paging } from '../representations';
import { writeChangeAudit } from './admin-users';
import type { Handler } from '../handler';

export const SUPPORT_QUEUE_DESK_ONLY = 'Only the support desk (nbs_admin) works the support queue';

/** The pipeline's order, for sorting by stage. */
const STAGE_ORDER = sql<number>`array_position(array['new', 'in_progress', 'waiting_on_customer', 'closed']::text[], q.pipeline_stage)`;

function queue(db: Kysely<Database>) {
  return db
    .selectFrom('support_queries as q')
    .innerJoin('accounts as ac', 'ac.id', 'q.account_id')
    .leftJoin('companies as c', (join) => join.on((eb) => eb('c.id', '=', eb.fn.coalesce('ac.primary_company_id', 'ac.parent_company_id'))))
    .leftJoin('users as assignee', 'assignee.id', 'q.assignee_user_id');
}

function queueRows(db: Kysely<Database>) {
  return queue(db).select((eb) => [
    'q.id', 'q.subject', 'q.account_id', 'q.pipeline_stage', 'q.create_date', 'q.updated_date', 'q.assignee_user_id',
    'ac.name as account_name', 'c.name as company_name',
    'assignee.firstname as assignee_first', 'assignee.lastname as assignee_last', 'assignee.email as assignee_email',
    eb.selectFrom('support_query_comments as cm').whereRef('cm.query_id', '=', 'q.id').select(eb.fn.countAll<number>().as('n')).as('comment_count'),
  ]);
}

type QueueRow = Awaited<ReturnType<ReturnType<typeof queueRows>['execute']>>[number];

const toItem = (row: QueueRow): SupportQueueItem => ({
  id: row.id,
  subject: row.subject,
  accountId: row.account_id,
  accountName: row.account_name,
  companyName: row.company_name,
  pipelineStage: row.pipeline_stage,
  createDate: row.create_date.toISOString(),
  updatedDate: row.updated_date.toISOString(),
  commentCount: Number(row.comment_count ?? 0),
  assignee: row.assignee_user_id && row.assignee_email
    ? { id: row.assignee_user_id, name: fullName({ firstname: row.assignee_first, lastname: row.assignee_last, email: row.assignee_email }) }
    : null,
});

export const listSupportQueue: Handler<{ Querystring: ListSupportQueueParams }, SupportQueuePage> = async (request) => {
  const actor = request.caller.user;
  requireNbsAdmin(actor, SUPPORT_QUEUE_DESK_ONLY);
  const { db } = request.server;
  const { page, perPage, offset } = paging(request.query);
  const { q, pipelineStage, assigned, sort = 'oldest' } = request.query;
  let query = queueRows(db);
  let count = queue(db).select((eb) => eb.fn.countAll<number>().as('count'));
  const search = q?.trim();
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) => eb.or([eb('q.subject', 'ilike', pattern), eb('c.name', 'ilike', pattern), eb('ac.name', 'ilike', pattern)]));
    count = count.where((eb) => eb.or([eb('q.subject', 'ilike', pattern), eb('c.name', 'ilike', pattern), eb('ac.name', 'ilike', pattern)]));
  }
  if (pipelineStage) {
    query = query.where('q.pipeline_stage', '=', pipelineStage);
    count = count.where('q.pipeline_stage', '=', pipelineStage);
  }
  if (assigned === 'me') {
    query = query.where('q.assignee_user_id', '=', actor.user.id);
    count = count.where('q.assignee_user_id', '=', actor.user.id);
  } else if (assigned === 'nobody') {
    query = query.where('q.assignee_user_id', 'is', null);
    count = count.where('q.assignee_user_id', 'is', null);
  }
  if (sort === 'stage') query = query.orderBy(STAGE_ORDER).orderBy('q.create_date', 'asc');
  else if (sort === 'updated') query = query.orderBy('q.updated_date', 'desc');
  else query = query.orderBy('q.create_date', sort === 'newest' ? 'desc' : 'asc');
  const [rows, total] = await Promise.all([query.orderBy('q.id').limit(perPage).offset(offset).execute(), count.executeTakeFirstOrThrow()]);
  return { data: rows.map(toItem), total: Number(total.count), pagination: { page, perPage } };
};

/**
 * Puts the query on a desk member, or on nobody, in one transaction with its audit entry
 * (support_assignment, the target the user who raised it). Setting what is already set changes
 * and records nothing.
 */
async function setAssignee(request: Parameters<Handler>[0], queryId: string, assignee: { id: string; name: string } | null): Promise<SupportQueueItemResponse> {
  const { db } = request.server;
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('support_queries as q')
      .leftJoin('users as u', 'u.id', 'q.assignee_user_id')
      .select(['q.user_id', 'q.assignee_user_id', 'u.firstname', 'u.lastname', 'u.email'])
      .where('q.id', '=', queryId)
      .forUpdate('q')
      .executeTakeFirst();
    if (!before) throw notFound('Support query not found');
    if (before.assignee_user_id === (assignee?.id ?? null)) return;
    // The assignment is not an update of the query's thread: updated_date stays.
    await trx.updateTable('support_queries').set({ assignee_user_id: assignee?.id ?? null }).where('id', '=', queryId).execute();
    await writeChangeAudit(trx, request, {
      targetId: before.user_id,
      action: 'support_assignment',
      before: before.email ? fullName({ firstname: before.firstname, lastname: before.lastname, email: before.email }) : 'nobody',
      after: assignee?.name ?? 'nobody',
    });
  });
  const row = await queueRows(db).where('q.id', '=', queryId).executeTakeFirstOrThrow();
  return { data: toItem(row) };
}

export const assignSupportQuery: Handler<{ Params: { queryId: string }; Body: AssignSupportQueryRequest }, SupportQueueItemResponse> = async (request) => {
  requireNbsAdmin(request.caller.user, SUPPORT_QUEUE_DESK_ONLY);
  const { assigneeId } = request.body;
  const assignee = await request.server.db.selectFrom('users').selectAll().where('id', '=', assigneeId).executeTakeFirst();
  if (!assignee || assignee.role !== 'nbs_admin') throw badRequest('A query is assigned to a member of the support desk (nbs_admin)', 'assigneeId');
  return setAssignee(request, request.params.queryId, { id: assignee.id, name: fullName(assignee) });
};

export const unassignSupportQuery: Handler<{ Params: { queryId: string } }, SupportQueueItemResponse> = async (request) => {
  requireNbsAdmin(request.caller.user, SUPPORT_QUEUE_DESK_ONLY);
  return setAssignee(request, request.params.queryId, null);
};
