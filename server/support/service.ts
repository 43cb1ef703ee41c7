/**
 * Tag `support`: support queries and their threads, the FAQ, the contact details with the desk's
 * open/closed status, and meeting requests in slots inside support hours. Customers see the
 * queries of their own accounts (another company's query answers 404, like a missing one); the
 * support desk (nbs_admin) sees every query, replies and moves the pipeline stage. The rules in
 * words: docs/support.md.
 */
import { randomUUID } from 'node:crypto';

import type { AddSupportQueryCommentRequest } from '../../generated/model/addSupportQueryCommentRequest';
import type { CreateMeetingRequestRequest } from '../../generated/model/createMeetingRequestRequest';
import type { CreateSupportQueryRequest } from '../../generated/model/createSupportQueryRequest';
import type { Faq } from '../../generated/model/faq';
import type { ListMeetingSlotsParams } from '../../generated/model/listMeetingSlotsParams';
import type { ListSupportQueriesParams } from '../../generated/model/listSupportQueriesParams';
import type { MeetingRequest } from '../../generated/model/meetingRequest';
import type { MeetingSlots } from '../../generated/model/meetingSlots';
import type { PipelineStage } from '../../generated/model/pipelineStage';
import type { SupportContact } from '../../generated/model/supportContact';
import type { SupportQueryComment } from '../../generated/model/supportQueryComment';
import type { SupportQueryDetail } from '../../generated/model/supportQueryDetail';
import type { SupportQueryPage } from '../../generated/model/supportQueryPage';
import type { UpdateSupportQueryRequest } from '../../generated/model/updateSupportQueryRequest';
import {
  createSupportQueryBodyDescriptionMin as DESCRIPTION_MIN,
  createSupportQueryBodySubjectMin as SUBJECT_MIN,
} from '../../generated/zod/support/support.zod';
import { canSeeAccount, isNbsAdmin, requireNbsAdmin, requireVisibleAccount } from '../auth/guard';
import { badRequest, conflict, notFound } from '../errors';
import { addDays, londonToday } from '../../domain/business-days';
import type { ServiceContext } from '../handler';
import { sendMessage } from '../messages/send-message';
import { fullName, iso, paging, toSupportQuery } from '../representations';
import { supportContactDetails } from './contact-details';
import { meetingHost, takenSlots, toMeetingRequest } from './meetings';
import {
  accountExists,
  faqs,
  findSupportQuery,
  insertComment,
  insertMeetingRequest,
  insertSupportQuery,
  lockSupportQuery,
  supportQueriesPage,
  supportQueryComments,
  updateSupportQuery as updateQuery,
} from './queries';
import { businessDaysAhead, deskStatus, SLOT_MINUTES, slotProblem, slotStartsBetween, SUPPORT_HOURS_TEXT } from './support-hours';
import { marketLensPagePath } from '../../domain/portal-routes';

const QUERY_NOT_FOUND = 'Support query not found';

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

/**
 * A visible account that exists: customers only see real accounts, but the desk (nbs_admin)
 * sees "every account", so an unknown id must be refused before it reaches a foreign key.
 */
async function requireAccount(context: ServiceContext, accountId: string): Promise<void> {
  requireVisibleAccount(context.user, accountId);
  const account = await accountExists(context.db, accountId);
  if (!account) throw badRequest('accountId is not an account', 'accountId');
}
const MAX_SLOT_DAYS = 31;

// ---------------------------------------------------------------------------------------------
// Queries

export async function listSupportQueries(context: ServiceContext, query: ListSupportQueriesParams): Promise<SupportQueryPage> {
  const { user } = context;
  const { accountId, pipelineStage } = query;
  if (accountId !== undefined) requireVisibleAccount(user, accountId);
  const accounts = accountId !== undefined ? [accountId] : user.allAccounts ? undefined : [...user.accountIds];
  const { page, perPage, offset } = paging(query);
  if (accounts !== undefined && accounts.length === 0) return { data: [], total: 0, pagination: { page, perPage } };
  const [rows, total] = await supportQueriesPage(context.db, { accounts, pipelineStage }, { limit: perPage, offset });
  return {
    data: rows.map((row) => toSupportQuery({ ...row, comment_count: row.comment_count ?? 0 })),
    total: Number(total.count),
    pagination: { page, perPage },
  };
}

/** The query with its thread (oldest comment first), or undefined when it does not exist. */
async function loadSupportQuery(context: ServiceContext, queryId: string): Promise<SupportQueryDetail | undefined> {
  const query = await findSupportQuery(context.db, queryId);
  if (!query) return undefined;
  const comments = await supportQueryComments(context.db, queryId);
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

/** The query if the caller may see it; 404 when it is missing or another company's. */
export async function getSupportQuery(context: ServiceContext, queryId: string): Promise<SupportQueryDetail> {
  const query = await loadSupportQuery(context, queryId);
  if (!query || !canSeeAccount(context.user, query.accountId)) throw notFound(QUERY_NOT_FOUND);
  return query;
}

export async function createSupportQuery(context: ServiceContext, body: CreateSupportQueryRequest): Promise<SupportQueryDetail | undefined> {
  await requireAccount(context, body.accountId);
  const subject = body.subject.trim();
  const description = body.description.trim();
  // The contract's minimum lengths count the text without its surrounding spaces.
  if (subject.length < SUBJECT_MIN) throw badRequest(`subject must have at least ${SUBJECT_MIN} characters besides spaces`, 'subject');
  if (description.length < DESCRIPTION_MIN) throw badRequest(`description must have at least ${DESCRIPTION_MIN} characters besides spaces`, 'description');
  const id = randomUUID();
  const now = context.clock.now();
  await insertSupportQuery(context.db, {
    id, account_id: body.accountId, user_id: context.user.user.id, subject, description, category: body.category, pipeline_stage: 'new', create_date: now, updated_date: now,
  });
  return loadSupportQuery(context, id);
}

export async function addSupportQueryComment(context: ServiceContext, queryId: string, request: AddSupportQueryCommentRequest): Promise<SupportQueryComment> {
  const { user } = context;
  const query = await getSupportQuery(context, queryId);
  const body = request.body.trim();
  if (body.length === 0) throw badRequest('body must not be blank', 'body');
  const side = isNbsAdmin(user) ? 'support' : 'customer';
  const author = fullName(user.user);
  const id = randomUUID();
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const current = await lockSupportQuery(trx, query.id);
    if (current.pipeline_stage === 'closed') throw conflict('This query is closed: raise a new query to continue');
    await insertComment(trx, { id, query_id: query.id, author_user_id: user.user.id, author_name: author, body, created_at: now });
    await updateQuery(trx, query.id, { updated_date: now, pipeline_stage: stageAfterComment(current.pipeline_stage, side) });
    if (side === 'support' && current.user_id !== user.user.id) {
      await sendMessage(trx, {
        userId: current.user_id,
        subject: `Reply to your support query ${current.reference}: ${current.subject}`.slice(0, 200),
        body: `${author} of the support desk replied to your query ${current.reference} (${current.subject}):\n\n${body}`,
        category: 'general',
        event: 'support_query_reply',
        link: supportQueryPath(query.id, query.accountId),
        now,
      });
    }
  });
  return { id, body, createdDate: now.toISOString(), author: { name: author, side } };
}

export async function updateSupportQuery(context: ServiceContext, queryId: string, body: UpdateSupportQueryRequest): Promise<SupportQueryDetail> {
  requireNbsAdmin(context.user, 'Only the support desk may move a query through the pipeline');
  const query = await getSupportQuery(context, queryId);
  await updateQuery(context.db, query.id, { pipeline_stage: body.pipelineStage, updated_date: context.clock.now() });
  return getSupportQuery(context, query.id);
}

// ---------------------------------------------------------------------------------------------
// FAQ and contact

export const listFaqs = (context: ServiceContext): Promise<Faq[]> => faqs(context.db);

export function getSupportContact(context: ServiceContext): SupportContact {
  const { phone, email } = supportContactDetails();
  return { hours: SUPPORT_HOURS_TEXT, phone, email, timeZone: 'Europe/London', status: deskStatus(context.clock.now()) };
}

// ---------------------------------------------------------------------------------------------
// Meetings

/** The London days a slot listing covers: the next 10 business days by default, at most 31 days. */
function slotDays(query: ListMeetingSlotsParams, today: string): { from: string; to: string } {
  const from = query.from && query.from > today ? query.from : today;
  const to = query.to ?? businessDaysAhead(from, 10);
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) throw badRequest('to must not be before from', 'to');
  if (to > addDays(query.from ?? from, MAX_SLOT_DAYS - 1)) throw badRequest(`from and to may be at most ${MAX_SLOT_DAYS} days apart`, 'to');
  return { from, to };
}

export async function listMeetingSlots(context: ServiceContext, query: ListMeetingSlotsParams): Promise<MeetingSlots> {
  const { accountId, attendee = 'support_desk' } = query;
  if (accountId !== undefined) requireVisibleAccount(context.user, accountId);
  const host = await meetingHost(context.db, attendee, accountId);
  const now = context.clock.now();
  const { from, to } = slotDays(query, londonToday(now));
  const starts = to < from ? [] : slotStartsBetween(from, to, now);
  const taken = starts.length ? await takenSlots(context.db, host.key, starts[0] as Date, starts[starts.length - 1] as Date) : new Set<number>();
  const slotMs = SLOT_MINUTES * 60_000;
  return {
    data: starts.filter((start) => !taken.has(start.getTime())).map((start) => ({ start: start.toISOString(), end: new Date(start.getTime() + slotMs).toISOString() })),
    timeZone: 'Europe/London',
    slotMinutes: SLOT_MINUTES,
  };
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export async function createMeetingRequest(context: ServiceContext, body: CreateMeetingRequestRequest): Promise<MeetingRequest> {
  const { user } = context;
  if (body.accountId !== undefined) await requireAccount(context, body.accountId);
  const start = new Date(body.start);
  const now = context.clock.now();
  const problem = slotProblem(start, now);
  if (problem) throw badRequest(problem, 'start');
  const topic = body.topic.trim();
  if (topic.length < 3) throw badRequest('topic must have at least 3 characters besides spaces', 'topic');
  const host = await meetingHost(context.db, body.attendee, body.accountId);
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const notes = body.notes?.trim() || null;
  try {
    const row = await context.db.transaction().execute(async (trx) => {
      const inserted = await insertMeetingRequest(trx, {
        id: randomUUID(),
        account_id: body.accountId ?? null,
        user_id: user.user.id,
        slot_start: start,
        slot_end: end,
        topic,
        notes,
        contact_method: body.contactMethod,
        attendee: host.attendee,
        host_key: host.key,
        attendee_name: host.name,
        created_at: now,
      });
      const when = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' }).format(start);
      await sendMessage(trx, {
        userId: user.user.id,
        subject: `Meeting requested: ${when}`,
        body: `Your ${body.contactMethod === 'video' ? 'video call' : 'phone call'} with ${host.name} on ${when} (UK time, 30 minutes) is requested.\n\nTopic: ${topic}${notes ? `\n\n${notes}` : ''}`,
        category: 'general',
        event: 'support_query_reply',
        link: marketLensPagePath('support/request-meeting'),
        now,
      });
      return inserted;
    });
    return toMeetingRequest(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This slot has just been taken: choose another slot');
    throw error;
  }
}
