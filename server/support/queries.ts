/**
 * Support queries and their threads: reading them as the contract shows them, and the
 * pipeline rules of a new comment (docs/support.md).
 */
import type { Kysely } from 'kysely';

import type { PipelineStage } from '../../generated/model/pipelineStage';
import type { SupportQueryComment } from '../../generated/model/supportQueryComment';
import type { SupportQueryDetail } from '../../generated/model/supportQueryDetail';
import type { Database } from '../db/schema';
import { fullName, iso } from '../representations';
import { marketLensPagePath } from '../../domain/portal-routes';

/** The portal page of a query (the reply message links to it). */
export const supportQueryPath = (queryId: string, accountId: string) => marketLensPagePath(`support/queries/${encodeURIComponent(queryId)}`, accountId);

/**
 * Where a query goes when someone comments on it: the desk's first reply starts work on a new
 * query; a customer's answer to a query waiting on them puts it back with the desk. Any
 * other stage stays as it is (the desk moves it explicitly). A closed query takes no comments.
 */
export function stageAfterComment(stage: PipelineStage, side: SupportQueryComment['author']['side']): PipelineStage {
  if (side === 'support' && stage === 'new') return 'in_progress';
  if (side === 'customer' && stage === 'waiting_on_customer') return 'in_progress';
  return stage;
}

/** The query with its thread (oldest comment first), or undefined when it does not exist. */
export async function loadSupportQuery(db: Kysely<Database>, queryId: string): Promise<SupportQueryDetail | undefined> {
  const query = await db
    .selectFrom('support_queries as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .select(['q.id', 'q.reference', 'q.account_id', 'q.subject', 'q.description', 'q.category', 'q.pipeline_stage', 'q.create_date', 'q.updated_date', 'u.firstname', 'u.lastname', 'u.email'])
    .where('q.id', '=', queryId)
    .executeTakeFirst();
  if (!query) return undefined;
  const comments = await db
    .selectFrom('support_query_comments as c')
    .leftJoin('users as u', 'u.id', 'c.author_user_id')
    .select(['c.id', 'c.body', 'c.created_at', 'c.author_name', 'c.author_user_id', 'u.role'])
    .where('c.query_id', '=', queryId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  return {
    id: query.id,
    reference: query.reference,
    accountId: query.account_id,
    subject: query.subject,
    createDate: iso(query.create_date),
    pipelineStage: query.pipeline_stage,
    updatedDate: iso(query.updated_date),
    commentCount: comments.length,
    category: query.category,
    raisedBy: fullName(query),
    description: query.description,
    comments: comments.map((comment) => ({
      id: comment.id,
      body: comment.body,
      createdDate: iso(comment.created_at),
      // Comments without a user are the account team's (seeded history); the desk is nbs_admin.
      author: { name: comment.author_name, side: comment.author_user_id === null || comment.role === 'nbs_admin' ? 'support' : 'customer' },
    })),
  };
}
