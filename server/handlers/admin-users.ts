/**
 * Tag `admin`, the changes: a user's permissions per account, account status (the registrations
 * queue: approve onto a company and account, reject; revoke, reinstate) and role. Who may change
 * whom is decided in guard.ts; every change and its audit entry are written in ONE transaction, so a
 * change whose audit entry cannot be written is not made (docs/audit-log.md).
 */
import { randomUUID } from 'node:crypto';

import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';

import type { AccountStatus } from '../../generated/model/accountStatus';
import type { AdminUser } from '../../generated/model/adminUser';
import type { AdminUserResponse } from '../../generated/model/adminUserResponse';
import type { AuditAction } from '../../generated/model/auditAction';
import { PermissionName } from '../../generated/model/permissionName';
import type { SetUserAccountPermissionsRequest } from '../../generated/model/setUserAccountPermissionsRequest';
import type { UpdateUserRoleRequest } from '../../generated/model/updateUserRoleRequest';
import type { UpdateUserStatusRequest } from '../../generated/model/updateUserStatusRequest';
import type { UserAccountPermissionsResponse } from '../../generated/model/userAccountPermissionsResponse';
import {
  administeredUser,
  isNbsAdmin,
  requireAdministeredAccount,
  requireMayChangePermissions,
  requireMayChangeRole,
  requireMayChangeStatus,
  type UserContext,
} from '../auth/guard';
import { loadUserContext } from '../auth/user-context';
import type { Database, UsersTable } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { sendMessage } from '../messages/send-message';
import { getApprovalOptions, requireDecidedCompany } from './approval-options';
import type { Handler } from '../handler';
import { MARKET_LENS_BASE } from '../../domain/portal-routes';

/** Every permission, in the catalogue's order. */
export const ALL_PERMISSIONS = Object.values(PermissionName);

export interface AdminChange {
  targetId: string;
  action: Exclude<AuditAction, 'view_as'>;
  before: string;
  after: string;
  /** Why, when the admin said (a status change's reason, trimmed). */
  reason?: string;
}

export const CHANGE_AUDIT_FAILED = 'The change was not made because its audit entry could not be written. Try again later.';

/** Writes the audit entry of an administrative change in the change's own transaction; a failure undoes the change (403). */
export async function writeChangeAudit(trx: Kysely<Database>, request: FastifyRequest, change: AdminChange): Promise<void> {
  try {
    await insertChangeAudit(trx, request, change);
  } catch (error) {
    request.log.error({ err: error }, 'audit entry of an administrative change could not be written');
    throw forbidden(CHANGE_AUDIT_FAILED);
  }
}

async function insertChangeAudit(trx: Kysely<Database>, request: FastifyRequest, change: AdminChange): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      admin_user_id: request.caller.actor.user.id,
      viewed_user_id: change.targetId,
      action: change.action,
      method: request.method,
      path: request.url.slice(0, 2000),
      reason: change.reason?.slice(0, 500) ?? null,
      refusal: null,
      before_value: change.before.slice(0, 500),
      after_value: change.after.slice(0, 500),
      ip: request.ip.slice(0, 64),
    })
    .execute();
}

/** The users as the contract shows them to an admin: two queries for the whole page of users. */
export async function toAdminUsers(db: Kysely<Database>, rows: Selectable<UsersTable>[]): Promise<AdminUser[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [companies, products] = await Promise.all([
    db
      .selectFrom('user_companies as uc')
      .innerJoin('companies as c', 'c.id', 'uc.company_id')
      .select(['uc.user_id', 'uc.company_id', 'c.name'])
      .where('uc.user_id', 'in', ids)
      .orderBy('uc.company_id')
      .execute(),
    db.selectFrom('user_accounts').select(['user_id', 'account_id']).where('user_id', 'in', ids).orderBy('position').orderBy('account_id').execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    hsId: row.hs_id,
    email: row.email,
    email_verified: row.email_verified,
    firstname: row.firstname ?? '',
    lastname: row.lastname ?? '',
    role: row.role,
    accountStatus: row.account_status,
    companyIds: companies.filter((link) => link.user_id === row.id).map((link) => link.company_id),
    companies: companies
      .filter((link) => link.user_id === row.id)
      .map((link) => ({ id: link.company_id, name: link.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
    productIds: products.filter((link) => link.user_id === row.id).map((link) => link.account_id),
    multiCompanyGroupId: row.multi_company_group_id,
    createdDate: row.created_at.toISOString(),
    lastLoginDate: row.last_login_at ? row.last_login_at.toISOString() : null,
  }));
}

export async function toAdminUser(db: Kysely<Database>, row: Selectable<UsersTable>): Promise<AdminUser> {
  const [user] = await toAdminUsers(db, [row]);
  return user!;
}

type UserAccountRoute = { Params: { userId: string; accountId: string } };

const grantedOn = (target: UserContext, accountId: string): PermissionName[] => {
  if (isNbsAdmin(target)) return [...ALL_PERMISSIONS];
  const granted = target.permissions.get(accountId) ?? new Set<string>();
  return ALL_PERMISSIONS.filter((permission) => granted.has(permission));
};

/** How an audit entry shows a set of permissions. */
const permissionList = (permissions: readonly string[]) => (permissions.length ? permissions.join(', ') : 'none');

const listUserPermissionsAdmin: Handler<UserAccountRoute, UserAccountPermissionsResponse> = async (request) => {
  const { userId, accountId } = request.params;
  const { db } = request.server;
  const actor = request.caller.user;
  const target = await administeredUser(actor, userId, (id) => loadUserContext(db, id));
  requireAdministeredAccount(actor, target, accountId);
  return { data: { userId, accountId, permissions: grantedOn(target, accountId) } };
};

const setUserAccountPermissions: Handler<UserAccountRoute & { Body: SetUserAccountPermissionsRequest }, UserAccountPermissionsResponse> = async (request) => {
  const { userId, accountId } = request.params;
  const { db } = request.server;
  const actor = request.caller.user;
  const target = await administeredUser(actor, userId, (id) => loadUserContext(db, id));
  requireMayChangePermissions(actor, target);
  requireAdministeredAccount(actor, target, accountId);
  if (isNbsAdmin(target)) throw conflict('nbs_admin holds every permission on every account; there is nothing to change');
  const wanted = ALL_PERMISSIONS.filter((permission) => request.body.permissions.includes(permission));
  const before = grantedOn(target, accountId);
  await db.transaction().execute(async (trx) => {
    // Plain DELETE/INSERT on the grants table, so database triggers (caches) see the change.
    await trx.deleteFrom('user_account_permissions').where('user_id', '=', userId).where('account_id', '=', accountId).execute();
    if (wanted.length) {
      await trx
        .insertInto('user_account_permissions')
        .values(wanted.map((permission) => ({ user_id: userId, account_id: accountId, permission })))
        .execute();
    }
    await writeChangeAudit(trx, request, {
      targetId: userId,
      action: 'permissions',
      before: `${accountId}: ${permissionList(before)}`,
      after: `${accountId}: ${permissionList(wanted)}`,
    });
  });
  return { data: { userId, accountId, permissions: wanted } };
};

/** The status transitions of the registrations queue and of access (docs/roles-and-permissions.md). */
const TRANSITIONS: Record<UpdateUserStatusRequest['action'], { from: AccountStatus; to: AccountStatus }> = {
  approve: { from: 'registered', to: 'accountApproved' },
  reject: { from: 'registered', to: 'rejected' },
  revoke: { from: 'accountApproved', to: 'revoked' },
  reinstate: { from: 'revoked', to: 'accountApproved' },
};

export const WELCOME_SUBJECT = 'Welcome to Market Lens';
const welcomeBody = (firstname: string | null, accountName: string | null) =>
  [
    `Dear ${firstname?.trim() || 'customer'},`,
    '',
    accountName
      ? `your Market Lens account has been approved for ${accountName}. You can now sign in and use the portal.`
      : 'your Market Lens account has been approved. You can now sign in and use the portal.',
    '',
    'The Market Lens team',
  ].join('\n');

/**
 * Approval puts a user without a company onto the company and account the desk chose: the user
 * joins the company, buys for the account (first, so it becomes their default) and holds every
 * permission on it; an admin of the company may narrow them afterwards.
 */
async function placeOnAccount(trx: Kysely<Database>, userId: string, companyId: string, accountId: string): Promise<string> {
  const company = await trx.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw badRequest('The company was not found', 'companyId');
  const account = await trx
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('id', '=', accountId)
    .where((eb) => eb.or([eb('primary_company_id', '=', companyId), eb('parent_company_id', '=', companyId)]))
    .executeTakeFirst();
  if (!account) throw badRequest('The account does not belong to that company', 'accountId');
  await trx.insertInto('user_companies').values({ user_id: userId, company_id: companyId }).onConflict((oc) => oc.doNothing()).execute();
  await trx
    .insertInto('user_accounts')
    .values({ user_id: userId, account_id: accountId, position: 0 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx
    .insertInto('user_account_permissions')
    .values(ALL_PERMISSIONS.map((permission) => ({ user_id: userId, account_id: accountId, permission })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  return account.name;
}

const updateUserStatus: Handler<{ Params: { userId: string }; Body: UpdateUserStatusRequest }, AdminUserResponse> = async (request) => {
  const { userId } = request.params;
  const { action, companyId, accountId } = request.body;
  // The contract refuses a blank reason (pattern \S); the spaces around one are not kept.
  const reason = request.body.reason?.trim();
  const { db } = request.server;
  const actor = request.caller.user;
  const target = await administeredUser(actor, userId, (id) => loadUserContext(db, id));
  requireMayChangeStatus(actor, target);
  const { from, to } = TRANSITIONS[action];
  const placing = action === 'approve' && (companyId !== undefined || accountId !== undefined);
  if (placing && (companyId === undefined || accountId === undefined)) {
    throw badRequest('Approving onto an account needs both companyId and accountId', companyId === undefined ? 'companyId' : 'accountId');
  }
  if (action === 'approve' && !placing && target.companyIds.length === 0) {
    throw badRequest('The user belongs to no company yet: choose the company and account to approve them onto', 'companyId');
  }
  if (placing && companyId !== undefined) await requireDecidedCompany(db, target, companyId);
  const row = await db.transaction().execute(async (trx) => {
    // Only from the expected status: a concurrent change makes this a 409, not a double approval.
    const updated = await trx
      .updateTable('users')
      .set({ account_status: to })
      .where('id', '=', userId)
      .where('account_status', '=', from)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw conflict(`Cannot ${action} a user whose status is ${target.user.account_status} (needs ${from})`);
    let accountName: string | null = null;
    if (placing && companyId !== undefined && accountId !== undefined) accountName = await placeOnAccount(trx, userId, companyId, accountId);
    const placement = placing ? ` on ${companyId}/${accountId}` : '';
    await writeChangeAudit(trx, request, { targetId: userId, action: 'status', before: from, after: `${to}${placement}`, ...(reason ? { reason } : {}) });
    if (action === 'approve') {
      await sendMessage(trx, {
        userId,
        subject: WELCOME_SUBJECT,
        body: welcomeBody(updated.firstname, accountName),
        category: 'general',
        event: 'account',
        link: MARKET_LENS_BASE,
        now: request.server.settings.clock.now(),
      });
    }
    return updated;
  });
  return { data: await toAdminUser(db, row) };
};

const updateUserRole: Handler<{ Params: { userId: string }; Body: UpdateUserRoleRequest }, AdminUserResponse> = async (request) => {
  const { userId } = request.params;
  const { role } = request.body;
  const { db } = request.server;
  const actor = request.caller.user;
  const target = await administeredUser(actor, userId, (id) => loadUserContext(db, id));
  requireMayChangeRole(actor, target, role);
  const before = target.user.role;
  if (before === role) return { data: await toAdminUser(db, target.user) };
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('users').set({ role }).where('id', '=', userId).returningAll().executeTakeFirst();
    if (!updated) throw notFound('User not found');
    await writeChangeAudit(trx, request, { targetId: userId, action: 'role', before, after: role });
    return updated;
  });
  return { data: await toAdminUser(db, row) };
};

export const adminUserHandlers = { getApprovalOptions, listUserPermissionsAdmin, setUserAccountPermissions, updateUserStatus, updateUserRole };
