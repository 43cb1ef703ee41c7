/**
 * Tag `support`: support queries and their threads, the FAQ, the contact details with the desk's
 * open/closed status, and meeting requests in slots inside support hours. Customers see the
 * queries of their own accounts (another company's query answers 404, like a missing one); the
 * support desk (nbs_admin) sees every query, replies and moves the pipeline stage. The rules in
 * words: docs/support.md.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import type { AddSupportQueryCommentRequest } from '../../generated/model/addSupportQueryCommentRequest';
import type { CreateMeetingRequestRequest } from '../../generated/model/createMeetingRequestRequest';
import type { CreateSupportQueryRequest } from '../../generated/model/createSupportQueryRequest';
import type { FaqsResponse } from '../../generated/model/faqsResponse';
import type { ListMeetingSlotsParams } from '../../generated/model/listMeetingSlotsParams';
import type { ListSupportQueriesParams } from '../../generated/model/listSupportQueriesParams';
import type { MeetingRequestResponse } from '../../generated/model/meetingRequestResponse';
import type { MeetingSlots } from '../../generated/model/meetingSlots';
import type { SupportContactResponse } from '../../generated/model/supportContactResponse';
import type { SupportQueryCommentResponse } from '../../generated/model/supportQueryCommentResponse';
import type { SupportQueryDetail } from '../../generated/model/supportQueryDetail';
import type { SupportQueryDetailResponse } from '../../generated/model/supportQueryDetailResponse';
import type { SupportQueryPage } from '../../generated/model/supportQueryPage';
import type { UpdateSupportQueryRequest } from '../../generated/model/updateSupportQueryRequest';
import {
  createSupportQueryBodyDescriptionMin as DESCRIPTION_MIN,
  createSupportQueryBodySubjectMin as SUBJECT_MIN,
} from '../../generated/zod/support/support.zod';
import { canSeeAccount, isNbsAdmin, requireNbsAdmin, requireVisibleAccount } from '../auth/guard';
import { badRequest, conflict, notFound } from '../errors';
import { addDays, londonToday } from '../../domain/business-days';
import { sendMessage } from '../messages/send-message';
import { fullName, paging, toSupportQuery } from '../representations';
import { supportContactDetails } from '../support/contact-details';
import { meetingHost, takenSlots, toMeetingRequest } from '../support/meetings';
import { loadSupportQuery, stageAfterComment, supportQueryPath } from '../support/queries';
import { businessDaysAhead, deskStatus, SLOT_MINUTES, slotProblem, slotStartsBetween, SUPPORT_HOURS_TEXT } from '../support/support-hours';
import type { Handler } from '../handler';
import { marketLensPagePath } from '../../domain/portal-routes';

const QUERY_NOT_FOUND = 'Support query not found';

/**
 * A visible account that exists: customers only see real accounts, but the desk (nbs_admin)
 * sees "every account", so an unknown id must be refused before it reaches a foreign key.
 */
async function requireAccount(request: FastifyRequest, accountId: string): Promise<void> {
  requireVisibleAccount(request.caller.user, accountId);
  const account = await request.server.db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();
  if (!account) throw badRequest('accountId is not an account', 'accountId');
}
const MAX_SLOT_DAYS = 31;

// ---------------------------------------------------------------------------------------------
// Queries

const listSupportQueries: Handler<{ Querystring: ListSupportQueriesParams }, SupportQueryPage> = async (request) => {
  const context = request.caller.user;
  const { accountId, pipelineStage } = request.query;
  if (accountId !== undefined) requireVisibleAccount(context, accountId);
  const accounts = accountId !== undefined ? [accountId] : context.allAccounts ? undefined : [...context.accountIds];
  const { page, perPage, offset } = paging(request.query);
  if (accounts !== undefined && accounts.length === 0) return { data: [], total: 0, pagination: { page, perPage } };
  let query = request.server.db.selectFrom('support_queries as q');
  if (accounts !== undefined) query = query.where('q.account_id', 'in', accounts);
  if (pipelineStage !== undefined) query = query.where('q.pipeline_stage', '=', pipelineStage);
  const [rows, total] = await Promise.all([
    query
      .selectAll('q')
      .select((eb) => eb.selectFrom('support_query_comments as c').whereRef('c.query_id', '=', 'q.id').select(eb.fn.countAll<number>().as('n')).as('comment_count'))
      .orderBy('q.create_date', 'desc')
      .orderBy('q.id')
      .limit(perPage)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => toSupportQuery({ ...row, comment_count: row.comment_count ?? 0 })),
    total: Number(total.count),
    pagination: { page, perPage },
  };
};

/** The query if the caller may see it; 404 when it is missing or another company's. */
async function visibleQuery(request: FastifyRequest, queryId: string): Promise<SupportQueryDetail> {
  const query = await loadSupportQuery(request.server.db, queryId);
  if (!query || !canSeeAccount(request.caller.user, query.accountId)) throw notFound(QUERY_NOT_FOUND);
  return query;
}

const getSupportQuery: Handler<{ Params: { queryId: string } }, SupportQueryDetailResponse> = async (request) => ({
  data: await visibleQuery(request, request.params.queryId),
});

const createSupportQuery: Handler<{ Body: CreateSupportQueryRequest }, SupportQueryDetailResponse> = async (request, reply) => {
  const context = request.caller.user;
  const body = request.body;
  await requireAccount(request, body.accountId);
  const subject = body.subject.trim();
  const description = body.description.trim();
  // The contract's minimum lengths count the text without its surrounding spaces.
  if (subject.length < SUBJECT_MIN) throw badRequest(`subject must have at least ${SUBJECT_MIN} characters besides spaces`, 'subject');
  if (description.length < DESCRIPTION_MIN) throw badRequest(`description must have at least ${DESCRIPTION_MIN} characters besides spaces`, 'description');
  const id = randomUUID();
  const now = request.server.settings.clock.now();
  await request.server.db
    .insertInto('support_queries')
    .values({ id, account_id: body.accountId, user_id: context.user.id, subject, description, category: body.category, pipeline_stage: 'new', create_date: now, updated_date: now })
    .execute();
  const created = await loadSupportQuery(request.server.db, id);
  return reply.code(201).send({ data: created });
};

const addSupportQueryComment: Handler<{ Params: { queryId: string }; Body: AddSupportQueryCommentRequest }, SupportQueryCommentResponse> = async (
  request,
  reply,
) => {
  const context = request.caller.user;
  const query = await visibleQuery(request, request.params.queryId);
  const body = request.body.body.trim();
  if (body.length === 0) throw badRequest('body must not be blank', 'body');
  const side = isNbsAdmin(context) ? 'support' : 'customer';
  const author = fullName(context.user);
  const id = randomUUID();
  const now = request.server.settings.clock.now();
  await request.server.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('support_queries').select(['pipeline_stage', 'user_id', 'subject', 'reference']).where('id', '=', query.id).forUpdate().executeTakeFirstOrThrow();
    if (current.pipeline_stage === 'closed') throw conflict('This query is closed: raise a new query to continue');
    await trx.insertInto('support_query_comments').values({ id, query_id: query.id, author_user_id: context.user.id, author_name: author, body, created_at: now }).execute();
    await trx
      .updateTable('support_queries')
      .set({ updated_date: now, pipeline_stage: stageAfterComment(current.pipeline_stage, side) })
      .where('id', '=', query.id)
      .execute();
    if (side === 'support' && current.user_id !== context.user.id) {
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
  return reply.code(201).send({ data: { id, body, createdDate: now.toISOString(), author: { name: author, side } } });
};

const updateSupportQuery: Handler<{ Params: { queryId: string }; Body: UpdateSupportQueryRequest }, SupportQueryDetailResponse> = async (request) => {
  requireNbsAdmin(request.caller.user, 'Only the support desk may move a query through the pipeline');
  const query = await visibleQuery(request, request.params.queryId);
  await request.server.db
    .updateTable('support_queries')
    .set({ pipeline_stage: request.body.pipelineStage, updated_date: request.server.settings.clock.now() })
    .where('id', '=', query.id)
    .execute();
  return { data: await visibleQuery(request, query.id) };
};

// ---------------------------------------------------------------------------------------------
// FAQ and contact

const listFaqs: Handler<object, FaqsResponse> = async (request) => {
  const rows = await request.server.db.selectFrom('faqs').select(['id', 'question', 'answer', 'category']).orderBy('category_position').orderBy('position').execute();
  return { data: rows };
};

const getSupportContact: Handler<object, SupportContactResponse> = async (request) => {
  const { phone, email } = supportContactDetails();
  return { data: { hours: SUPPORT_HOURS_TEXT, phone, email, timeZone: 'Europe/London', status: deskStatus(request.server.settings.clock.now()) } };
};

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

const listMeetingSlots: Handler<{ Querystring: ListMeetingSlotsParams }, MeetingSlots> = async (request) => {
  const { accountId, attendee = 'support_desk' } = request.query;
  if (accountId !== undefined) requireVisibleAccount(request.caller.user, accountId);
  const host = await meetingHost(request.server.db, attendee, accountId);
  const now = request.server.settings.clock.now();
  const { from, to } = slotDays(request.query, londonToday(now));
  const starts = to < from ? [] : slotStartsBetween(from, to, now);
  const taken = starts.length ? await takenSlots(request.server.db, host.key, starts[0] as Date, starts[starts.length - 1] as Date) : new Set<number>();
  const slotMs = SLOT_MINUTES * 60_000;
  return {
    data: starts.filter((start) => !taken.has(start.getTime())).map((start) => ({ start: start.toISOString(), end: new Date(start.getTime() + slotMs).toISOString() })),
    timeZone: 'Europe/London',
    slotMinutes: SLOT_MINUTES,
  };
};

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const createMeetingRequest: Handler<{ Body: CreateMeetingRequestRequest }, MeetingRequestResponse> = async (request, reply) => {
  const context = request.caller.user;
  const body = request.body;
  if (body.accountId !== undefined) await requireAccount(request, body.accountId);
  const start = new Date(body.start);
  const now = request.server.settings.clock.now();
  const problem = slotProblem(start, now);
  if (problem) throw badRequest(problem, 'start');
  const topic = body.topic.trim();
  if (topic.length < 3) throw badRequest('topic must have at least 3 characters besides spaces', 'topic');
  const host = await meetingHost(request.server.db, body.attendee, body.accountId);
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const notes = body.notes?.trim() || null;
  try {
    const row = await request.server.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('meeting_requests')
        .values({
          id: randomUUID(),
          account_id: body.accountId ?? null,
          user_id: context.user.id,
          slot_start: start,
          slot_end: end,
          topic,
          notes,
          contact_method: body.contactMethod,
          attendee: host.attendee,
          host_key: host.key,
          attendee_name: host.name,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const when = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' }).format(start);
      await sendMessage(trx, {
        userId: context.user.id,
        subject: `Meeting requested: ${when}`,
        body: `Your ${body.contactMethod === 'video' ? 'video call' : 'phone call'} with ${host.name} on ${when} (UK time, 30 minutes) is requested.\n\nTopic: ${topic}${notes ? `\n\n${notes}` : ''}`,
        category: 'general',
        event: 'support_query_reply',
        link: marketLensPagePath('support/request-meeting'),
        now,
      });
      return inserted;
    });
    return reply.code(201).send({ data: toMeetingRequest(row) });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This slot has just been taken: choose another slot');
    throw error;
  }
};

export const supportHandlers = {
  listSupportQueries,
  getSupportQuery,
  createSupportQuery,
  addSupportQueryComment,
  updateSupportQuery,
  listFaqs,
  getSupportContact,
  listMeetingSlots,
  createMeetingRequest,
};
