/**
 * Tag `admin`, the users: listing those an admin administers; a user's permissions per account,
 * account status (the registrations queue: approve onto a company and account, reject; revoke,
 * reinstate) and role. Who may change whom is decided in guard.ts; every change and its audit
 * entry are written in ONE transaction, so a change whose audit entry cannot be written is not
 * made (docs/audit-log.md). Which company a registration is approved onto: approval-service.ts.
 */
import type { Kysely, Selectable } from 'kysely';

import type { AccountStatus } from '../../generated/model/accountStatus';
import type { AdminUser } from '../../generated/model/adminUser';
import type { AdminUserPage } from '../../generated/model/adminUserPage';
import type { ListAdminUsersParams } from '../../generated/model/listAdminUsersParams';
import { PermissionName } from '../../generated/model/permissionName';
import type { SetUserAccountPermissionsRequest } from '../../generated/model/setUserAccountPermissionsRequest';
import type { UpdateUserRoleRequest } from '../../generated/model/updateUserRoleRequest';
import type { UpdateUserStatusRequest } from '../../generated/model/updateUserStatusRequest';
import type { UserAccountPermissions } from '../../generated/model/userAccountPermissions';
import {
  administeredUser,
  isNbsAdmin,
  requireAdmin,
  requireAdministeredAccount,
  requireMayChangePermissions,
  requireMayChangeRole,
  requireMayChangeStatus,
  type UserContext,
  viewableCompanies,
} from '../auth/guard';
import { loadUserContext } from '../auth/user-context';
import type { Database, UsersTable } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { sendMessage } from '../messages/send-message';
import { paging, userIdentity } from '../representations';
import { MARKET_LENS_BASE } from '../../domain/portal-routes';
import { requireDecidedCompany } from './approval-service';
import { type RequestOrigin, writeChangeAudit } from './audit-log-service';
import { adminUsersPage, findCompany, findCompanyAccount, placeOnAccount, replaceGrants, updateRole, updateStatusFrom, usersLinks } from './users-queries';

/** Every permission, in the catalogue's order. */
export const ALL_PERMISSIONS = Object.values(PermissionName);

/** The users as the contract shows them to an admin: two queries for the whole page of users. */
export async function toAdminUsers(db: Kysely<Database>, rows: Selectable<UsersTable>[]): Promise<AdminUser[]> {
  if (!rows.length) return [];
  const [companyLinks, products] = await usersLinks(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    ...userIdentity(row),
    email_verified: row.email_verified,
    companyIds: companyLinks.filter((link) => link.user_id === row.id).map((link) => link.company_id),
    companies: companyLinks
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

export async function listAdminUsers(context: ServiceContext, query: ListAdminUsersParams): Promise<AdminUserPage> {
  requireAdmin(context.user, 'Only admins may administer users');
  const { page, perPage, offset } = paging(query);
  const { q, status, company } = query;
  // An admin administers exactly the users they may view as.
  const [rows, total] = await adminUsersPage(context.db, { within: viewableCompanies(context.user), q, status, company }, { limit: perPage, offset });
  const data = await toAdminUsers(context.db, rows);
  return { data, total: Number(total.count), pagination: { page, perPage } };
}

/** The user the caller asks to administer, or guard.ts's refusal. */
const administered = (context: ServiceContext, userId: string) => administeredUser(context.user, userId, (id) => loadUserContext(context.db, id));

const grantedOn = (target: UserContext, accountId: string): PermissionName[] => {
  if (isNbsAdmin(target)) return [...ALL_PERMISSIONS];
  const granted = target.permissions.get(accountId) ?? new Set<string>();
  return ALL_PERMISSIONS.filter((permission) => granted.has(permission));
};

/** How an audit entry shows a set of permissions. */
const permissionList = (permissions: readonly string[]) => (permissions.length ? permissions.join(', ') : 'none');

export async function listUserPermissionsAdmin(context: ServiceContext, userId: string, accountId: string): Promise<UserAccountPermissions> {
  const target = await administered(context, userId);
  requireAdministeredAccount(context.user, target, accountId);
  return { userId, accountId, permissions: grantedOn(target, accountId) };
}

export async function setUserAccountPermissions(
  context: ServiceContext,
  origin: RequestOrigin,
  userId: string,
  accountId: string,
  body: SetUserAccountPermissionsRequest,
): Promise<UserAccountPermissions> {
  const actor = context.user;
  const target = await administered(context, userId);
  requireMayChangePermissions(actor, target);
  requireAdministeredAccount(actor, target, accountId);
  if (isNbsAdmin(target)) throw conflict('nbs_admin holds every permission on every account; there is nothing to change');
  const wanted = ALL_PERMISSIONS.filter((permission) => body.permissions.includes(permission));
  const before = grantedOn(target, accountId);
  await context.db.transaction().execute(async (trx) => {
    await replaceGrants(trx, userId, accountId, wanted);
    await writeChangeAudit(trx, context, origin, {
      targetId: userId,
      action: 'permissions',
      before: `${accountId}: ${permissionList(before)}`,
      after: `${accountId}: ${permissionList(wanted)}`,
    });
  });
  return { userId, accountId, permissions: wanted };
}

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
 * permission on it; an admin of the company may narrow them afterwards. The account's name.
 */
async function placeApproved(trx: Kysely<Database>, userId: string, companyId: string, accountId: string): Promise<string> {
  const company = await findCompany(trx, companyId);
  if (!company) throw badRequest('The company was not found', 'companyId');
  const account = await findCompanyAccount(trx, companyId, accountId);
  if (!account) throw badRequest('The account does not belong to that company', 'accountId');
  await placeOnAccount(trx, userId, companyId, accountId, ALL_PERMISSIONS);
  return account.name;
}

export async function updateUserStatus(context: ServiceContext, origin: RequestOrigin, userId: string, body: UpdateUserStatusRequest): Promise<AdminUser> {
  const { action, companyId, accountId } = body;
  // The contract refuses a blank reason (pattern \S); the spaces around one are not kept.
  const reason = body.reason?.trim();
  const { db } = context;
  const target = await administered(context, userId);
  requireMayChangeStatus(context.user, target);
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
    const updated = await updateStatusFrom(trx, userId, from, to);
    if (!updated) throw conflict(`Cannot ${action} a user whose status is ${target.user.account_status} (needs ${from})`);
    let accountName: string | null = null;
    if (placing && companyId !== undefined && accountId !== undefined) accountName = await placeApproved(trx, userId, companyId, accountId);
    const placement = placing ? ` on ${companyId}/${accountId}` : '';
    await writeChangeAudit(trx, context, origin, { targetId: userId, action: 'status', before: from, after: `${to}${placement}`, ...(reason ? { reason } : {}) });
    if (action === 'approve') {
      await sendMessage(trx, {
        userId,
        subject: WELCOME_SUBJECT,
        body: welcomeBody(updated.firstname, accountName),
        category: 'general',
        event: 'account',
        link: MARKET_LENS_BASE,
        now: context.clock.now(),
      });
    }
    return updated;
  });
  return toAdminUser(db, row);
}

export async function updateUserRole(context: ServiceContext, origin: RequestOrigin, userId: string, { role }: UpdateUserRoleRequest): Promise<AdminUser> {
  const { db } = context;
  const target = await administered(context, userId);
  requireMayChangeRole(context.user, target, role);
  const before = target.user.role;
  if (before === role) return toAdminUser(db, target.user);
  const row = await db.transaction().execute(async (trx) => {
    const updated = await updateRole(trx, userId, role);
    if (!updated) throw notFound('User not found');
    await writeChangeAudit(trx, context, origin, { targetId: userId, action: 'role', before, after: role });
    return updated;
  });
  return toAdminUser(db, row);
}
