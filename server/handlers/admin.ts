/** Tag `admin`: users to administer, view-as sessions and the view-as audit log. */
import { randomUUID } from 'node:crypto';

import type { AdminUserPage } from '../../generated/model/adminUserPage';
import type { AuditLogPage } from '../../generated/model/auditLogPage';
import type { ListAdminUsersParams } from '../../generated/model/listAdminUsersParams';
import type { ListAuditLogParams } from '../../generated/model/listAuditLogParams';
import type { StartViewAsRequest } from '../../generated/model/startViewAsRequest';
import type { ViewAsUserResponse } from '../../generated/model/viewAsUserResponse';
import { startViewAsSessionBodyReasonMin } from '../../generated/zod/admin/admin.zod';
import { requireAdmin, requireNbsAdmin, viewableUsersFilter, viewAsTarget } from '../auth/guard';
import { loadUserContext } from '../auth/user-context';
import { badRequest } from '../errors';
import { fullName, likePattern, paging } from '../representations';
import { adminUserHandlers, toAdminUsers } from './admin-users';
import { listAuditActivity } from './audit-activity';
import { AUDIT_LOG_NBS_ADMIN_ONLY, accountNamer, auditEntries, auditFilters, exportAuditLogCsv, filteredAuditLog, toAuditLogEntry } from './audit-log';
import { assignSupportQuery, listSupportQueue, unassignSupportQuery } from './support-queue';
import type { Handler } from '../handler';

const listAdminUsers: Handler<{ Querystring: ListAdminUsersParams }, AdminUserPage> = async (request) => {
  const { db } = request.server;
  const context = request.caller.user;
  requireAdmin(context, 'Only admins may administer users');
  const { page, perPage, offset } = paging(request.query);
  const { q, status, company } = request.query;
  let query = db.selectFrom('users as u');
  // An admin administers exactly the users they may view as.
  const viewable = viewableUsersFilter(context);
  if (viewable) query = query.where(viewable);
  if (status) query = query.where('u.account_status', '=', status);
  if (company?.trim()) {
    // By the company's name (part of it) or its id: the desk knows customers by company.
    const pattern = likePattern(company.trim());
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_companies as uc')
          .innerJoin('companies as c', 'c.id', 'uc.company_id')
          .whereRef('uc.user_id', '=', 'u.id')
          .where((inner) => inner.or([inner('c.name', 'ilike', pattern), inner('c.id', '=', company.trim())]))
          .select('uc.company_id'),
      ),
    );
  }
  if (q) {
    const pattern = likePattern(q.trim());
    query = query.where((eb) =>
      eb.or([eb('u.email', 'ilike', pattern), eb('u.firstname', 'ilike', pattern), eb('u.lastname', 'ilike', pattern), eb(eb.fn('concat_ws', [eb.val(' '), 'u.firstname', 'u.lastname']), 'ilike', pattern)]),
    );
  }
  const [rows, total] = await Promise.all([
    query.selectAll('u').orderBy('u.lastname').orderBy('u.firstname').orderBy('u.id').limit(perPage).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const data = await toAdminUsers(db, rows);
  return { data, total: Number(total.count), pagination: { page, perPage } };
};

const listAuditLog: Handler<{ Querystring: ListAuditLogParams }, AuditLogPage> = async (request) => {
  requireNbsAdmin(request.caller.user, AUDIT_LOG_NBS_ADMIN_ONLY);
  const { db } = request.server;
  const { page, perPage, offset } = paging(request.query);
  const filters = auditFilters(request.query);
  const [rows, total] = await Promise.all([
    auditEntries(db, filters).limit(perPage).offset(offset).execute(),
    filteredAuditLog(db, filters).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const account = await accountNamer(db, rows);
  return { data: rows.map((row) => toAuditLogEntry(row, account)), total: Number(total.count), pagination: { page, perPage } };
};

/**
 * Starts a view-as session: it ends by itself VIEW_AS_SESSION_MINUTES later, or with
 * endViewAsSession; the admin's other running sessions end now (one view-as at a time).
 */
const startViewAsSession: Handler<{ Body: StartViewAsRequest }, ViewAsUserResponse> = async (request) => {
  const { db, settings } = request.server;
  const { actor } = request.caller;
  const viewed = await viewAsTarget(actor, request.body.userId, (userId) => loadUserContext(db, userId), 'User not found');
  // The contract's minimum length counts the reason without the spaces around it.
  const reason = request.body.reason.trim();
  if (reason.length < startViewAsSessionBodyReasonMin) throw badRequest(`reason must have at least ${startViewAsSessionBodyReasonMin} characters besides spaces`, 'reason');
  // Real time, not the business clock: sessions and the audit log (docs/time.md).
  const now = new Date();
  const expiresAt = new Date(now.getTime() + settings.viewAsSessionMinutes * 60_000);
  const sessionId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('view_as_sessions').set({ ended_at: now }).where('admin_user_id', '=', actor.user.id).where('ended_at', 'is', null).where('expires_at', '>', now).execute();
    await trx
      .insertInto('view_as_sessions')
      .values({ id: sessionId, admin_user_id: actor.user.id, viewed_user_id: viewed.user.id, reason, started_at: now, expires_at: expiresAt, ended_at: null })
      .execute();
    await trx
      .insertInto('audit_log')
      .values({
        id: randomUUID(), admin_user_id: actor.user.id, viewed_user_id: viewed.user.id, method: request.method, path: request.url.slice(0, 2000), reason, refusal: null,
        ip: request.ip.slice(0, 64), view_as_session_id: sessionId,
      })
      .execute();
  });
  return {
    data: {
      id: viewed.user.id,
      name: fullName(viewed.user),
      companyIds: viewed.companyIds,
      multiCompanyGroupId: viewed.user.multi_company_group_id,
      marketLensUserData: { role: viewed.user.role ?? 'general' },
    },
  };
};

/** Exit View As: ends the caller's running sessions, each recorded in the audit log. Idempotent. */
const endViewAsSession: Handler = async (request, reply) => {
  const { db } = request.server;
  const { actor } = request.caller;
  // Real time: view-as sessions end on the real clock (docs/time.md).
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('view_as_sessions')
      .set({ ended_at: now })
      .where('admin_user_id', '=', actor.user.id)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['id', 'viewed_user_id', 'reason'])
      .execute();
    // A request carrying x-view-as was audited by the security handler already.
    if (request.caller.viewAs || request.headers['x-view-as'] !== undefined) return;
    for (const session of ended) {
      await trx
        .insertInto('audit_log')
        .values({
          id: randomUUID(),
          admin_user_id: actor.user.id,
          viewed_user_id: session.viewed_user_id,
          method: request.method,
          path: request.url.slice(0, 2000),
          reason: session.reason,
          refusal: null,
          ip: request.ip.slice(0, 64),
          view_as_session_id: session.id,
        })
        .execute();
    }
  });
  return reply.code(204).send();
};

export const adminHandlers = { listAdminUsers, listAuditLog, listAuditActivity, listSupportQueue, assignSupportQuery, unassignSupportQuery, exportAuditLogCsv, startViewAsSession, endViewAsSession, ...adminUserHandlers };
