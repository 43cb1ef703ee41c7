/**
 * The support desk's queue (nbs_admin): every company's queries with account, company and
 * assignee; searched by subject, company or account name; filtered by stage and assignee; sorted
 * by age, stage or last update. A query is assigned to a desk member, audited in the same
 * transaction (docs/support.md).
 */
import type { AssignSupportQueryRequest } from '../../generated/model/assignSupportQueryRequest';
import type { ListSupportQueueParams } from '../../generated/model/listSupportQueueParams';
import type { SupportQueueItem } from '../../generated/model/supportQueueItem';
import type { SupportQueuePage } from '../../generated/model/supportQueuePage';
import { requireNbsAdmin } from '../auth/guard';
import { findUser } from '../auth/queries';
import { badRequest, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { fullName, paging } from '../representations';
import { type RequestOrigin, writeChangeAudit } from './audit-log-service';
import { lockAssignment, queueItem, queuePage, type QueueRow, setAssignee } from './support-queue-queries';

export const SUPPORT_QUEUE_DESK_ONLY = 'Only the support desk (nbs_admin) works the support queue';

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

export async function listSupportQueue(context: ServiceContext, query: ListSupportQueueParams): Promise<SupportQueuePage> {
  const actor = context.user;
  requireNbsAdmin(actor, SUPPORT_QUEUE_DESK_ONLY);
  const { page, perPage, offset } = paging(query);
  const { q, pipelineStage, assigned, sort = 'oldest' } = query;
  const assignee = assigned === 'me' ? actor.user.id : assigned === 'nobody' ? null : undefined;
  const [rows, total] = await queuePage(context.db, { search: q?.trim(), pipelineStage, assignee, sort }, { limit: perPage, offset });
  return { data: rows.map(toItem), total: Number(total.count), pagination: { page, perPage } };
}

/**
 * Puts the query on a desk member, or on nobody, in one transaction with its audit entry
 * (support_assignment, the target the user who raised it). Setting what is already set changes
 * and records nothing.
 */
async function assign(context: ServiceContext, origin: RequestOrigin, queryId: string, assignee: { id: string; name: string } | null): Promise<SupportQueueItem> {
  await context.db.transaction().execute(async (trx) => {
    const before = await lockAssignment(trx, queryId);
    if (!before) throw notFound('Support query not found');
    if (before.assignee_user_id === (assignee?.id ?? null)) return;
    // The assignment is not an update of the query's thread: updated_date stays.
    await setAssignee(trx, queryId, assignee?.id ?? null);
    await writeChangeAudit(trx, context, origin, {
      targetId: before.user_id,
      action: 'support_assignment',
      before: before.email ? fullName({ firstname: before.firstname, lastname: before.lastname, email: before.email }) : 'nobody',
      after: assignee?.name ?? 'nobody',
    });
  });
  return toItem(await queueItem(context.db, queryId));
}

export async function assignSupportQuery(context: ServiceContext, origin: RequestOrigin, queryId: string, { assigneeId }: AssignSupportQueryRequest): Promise<SupportQueueItem> {
  requireNbsAdmin(context.user, SUPPORT_QUEUE_DESK_ONLY);
  const assignee = await findUser(context.db, assigneeId);
  if (!assignee || assignee.role !== 'nbs_admin') throw badRequest('A query is assigned to a member of the support desk (nbs_admin)', 'assigneeId');
  return assign(context, origin, queryId, { id: assignee.id, name: fullName(assignee) });
}

export async function unassignSupportQuery(context: ServiceContext, origin: RequestOrigin, queryId: string): Promise<SupportQueueItem> {
  requireNbsAdmin(context.user, SUPPORT_QUEUE_DESK_ONLY);
  return assign(context, origin, queryId, null);
}
