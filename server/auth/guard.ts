/**
 * The one place that decides who may do what: roles and admin rights, who may view as whom,
 * the read-only rule of view-as, the account-status gate, account scoping and permissions.
 * Handlers and the security handler ask here instead of comparing roles themselves.
 * The rules in words: docs/roles-and-permissions.md.
 */
import type { Selectable } from 'kysely';

import type { PermissionName } from '../../generated/model/permissionName';
import type { Role } from '../../generated/model/role';
import type { UsersTable } from '../db/schema';
import { ApiError, forbidden, notFound } from '../errors';

/** What a request may see: the user, their companies and accounts, their permissions per account. */
export interface UserContext {
  user: Selectable<UsersTable>;
  companyIds: string[];
  /** The user's own accounts in order; the first is the default account. */
  productIds: string[];
  /** True for nbs_admin: every account, every permission. */
  allAccounts: boolean;
  /** Accounts visible to the user (unused when allAccounts). */
  accountIds: Set<string>;
  permissions: Map<string, Set<string>>;
}

export interface Caller {
  /** Who holds the token. */
  actor: UserContext;
  /** Whom the request acts as: the viewed user in view-as mode, else the actor. */
  user: UserContext;
  viewAs: boolean;
  /** The identity provider's grant (login) the access token belongs to, when the token names it. */
  grantId?: string;
}

// ---------------------------------------------------------------------------------------------
// Roles

/** nbs_admin (the supplier's desk) sees every account and holds every permission. */
export const seesEveryAccount = (role: Role): boolean => role === 'nbs_admin';

/** A customer admin also sees every account of their companies, not only their own accounts. */
export const seesCompanyAccounts = (role: Role): boolean => role === 'admin';

/** `admin` and `nbs_admin` count as admin. */
export const isAdmin = (context: UserContext): boolean => context.user.role === 'admin' || context.user.role === 'nbs_admin';

export const isNbsAdmin = (context: UserContext): boolean => context.user.role === 'nbs_admin';

/** Throws 403 with `message` unless the user is an admin (customer admin or nbs_admin). */
export function requireAdmin(context: UserContext, message: string): void {
  if (!isAdmin(context)) throw forbidden(message);
}

/** Throws 403 with `message` unless the user is nbs_admin. */
export function requireNbsAdmin(context: UserContext, message: string): void {
  if (!isNbsAdmin(context)) throw forbidden(message);
}

// ---------------------------------------------------------------------------------------------
// View-as

export const VIEW_AS_READ_ONLY = 'View-as mode is read-only: changes cannot be made while viewing as another user';
const ONLY_ADMINS_VIEW_AS = 'Only admins may view as another user';
const OWN_COMPANIES_ONLY = 'You may only view as users of your own companies';

/**
 * nbs_admin may view as anyone. A customer admin may view as a user who is not nbs_admin and
 * whose companies (at least one) are all among the admin's: sharing one company is not enough,
 * the viewed user must not see any company the admin cannot. Nobody else may view as anyone.
 */
export function mayViewAs(admin: UserContext, viewed: UserContext): boolean {
  if (isNbsAdmin(admin)) return true;
  if (admin.user.role !== 'admin' || viewed.user.role === 'nbs_admin') return false;
  return viewed.companyIds.length > 0 && viewed.companyIds.every((companyId) => admin.companyIds.includes(companyId));
}

/**
 * The companies a customer admin's viewable users must lie within, for listing them with
 * `viewableWithin` (auth/queries.ts, the same rule as `mayViewAs`); undefined when the admin may
 * view as everyone (nbs_admin).
 */
export function viewableCompanies(admin: UserContext): string[] | undefined {
  return isNbsAdmin(admin) ? undefined : admin.companyIds;
}

/**
 * The user `actor` asks to view as, or a refusal: 403 for a non-admin, 403 for a user outside a
 * customer admin's companies (a missing user looks the same to a customer admin, so nothing
 * leaks), 404 with `notFoundMessage` for a missing user asked for by nbs_admin.
 */
export async function viewAsTarget(
  actor: UserContext,
  viewedId: string | undefined,
  load: (userId: string) => Promise<UserContext | undefined>,
  notFoundMessage: string,
): Promise<UserContext> {
  requireAdmin(actor, ONLY_ADMINS_VIEW_AS);
  const viewed = viewedId ? await load(viewedId) : undefined;
  if (!viewed) {
    if (isNbsAdmin(actor)) throw notFound(notFoundMessage);
    throw forbidden(OWN_COMPANIES_ONLY);
  }
  if (!mayViewAs(actor, viewed)) throw forbidden(OWN_COMPANIES_ONLY);
  return viewed;
}

/**
 * POSTs that write nothing: a body too rich for a query string (the order preview runs
 * createOrder's checks on createOrder's body). View-as may make them.
 */
export const READ_ONLY_POSTS: ReadonlySet<string> = new Set(['previewOrder']);

/** View-as is read-only: only GET and HEAD (and READ_ONLY_POSTS) may be made while viewing as another user (and ending the session). */
export function requireReadOnlyViewAs(method: string, operationId = ''): void {
  if (operationId === END_VIEW_AS_OPERATION || READ_ONLY_POSTS.has(operationId)) return;
  if (method !== 'GET' && method !== 'HEAD') throw forbidden(VIEW_AS_READ_ONLY);
}

/** The operation that ends a view-as session: allowed with `x-view-as`, and answered as the admin. */
export const END_VIEW_AS_OPERATION = 'endViewAsSession';

export const VIEW_AS_NO_SESSION =
  'No view-as session is running for this user: it ended or expired. Start viewing as the user again and give a reason.';
const VIEW_AS_MALFORMED = 'x-view-as must be one user id';

/** The contract's UserId: what an `x-view-as` header must hold. */
const USER_ID = /^[A-Za-z0-9][A-Za-z0-9|_.:@-]{0,127}$/;

/** The running view-as session of an admin for a viewed user, as the guard needs it. */
export interface ViewAsSession {
  id: string;
  reason: string;
}

/**
 * Decides a request carrying `x-view-as`, in this order: only admins (403); one well-formed
 * user id (400); a user the admin may view as (403, or 404 for nbs_admin and a missing user);
 * a running session started for that user (403); read-only (403, except ending the session).
 * Every answer, allowed or refused, is audited by the caller (security.ts).
 */
export async function decideViewAs(
  actor: UserContext,
  header: string | string[],
  request: { method: string; operationId: string },
  lookups: {
    load: (userId: string) => Promise<UserContext | undefined>;
    runningSession: (adminId: string, viewedId: string) => Promise<ViewAsSession | undefined>;
  },
): Promise<{ viewed: UserContext; session: ViewAsSession }> {
  requireAdmin(actor, ONLY_ADMINS_VIEW_AS);
  if (Array.isArray(header) || !USER_ID.test(header)) throw new ApiError(400, VIEW_AS_MALFORMED, 'x-view-as');
  const viewed = await viewAsTarget(actor, header, lookups.load, 'The user to view as was not found');
  const session = await lookups.runningSession(actor.user.id, viewed.user.id);
  if (!session) throw forbidden(VIEW_AS_NO_SESSION);
  requireReadOnlyViewAs(request.method, request.operationId);
  return { viewed, session };
}

/**
 * The user id an audit entry names for a refused header: the header itself when it is a user id,
 * else `invalid:` and its first characters with anything outside a user id's alphabet as `_`.
 */
export function auditedViewAsId(header: string | string[]): string {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (USER_ID.test(value)) return value;
  return `invalid:${value.slice(0, 100).replace(/[^A-Za-z0-9|_.:@-]/g, '_')}`;
}

// ---------------------------------------------------------------------------------------------
// Administering users: permissions, status, role (docs/roles-and-permissions.md, "Who may change whom")

const ROLE_RANK: Record<Role, number> = { general: 0, admin: 1, nbs_admin: 2 };

export const ONLY_ADMINS_ADMINISTER = 'Only admins may administer users';
const OWN_COMPANIES_ADMINISTER = 'You may only administer users of your own companies';
const NOT_YOURSELF = 'You may not change your own access: ask another administrator';
const ONLY_DESK_STATUS = 'Only nbs_admin may approve, reject, revoke or reinstate users';
const ONLY_DESK_ROLES = 'Only nbs_admin may change roles';
const NOT_ABOVE_OWN_ROLE = 'You may not grant a role above your own';

/**
 * The user an admin asks to administer, or a refusal: 403 for a non-admin, for themself (nobody
 * changes their own access) and for a user outside a customer admin's companies — the same rule
 * as view-as (a missing user looks the same to a customer admin); 404 for nbs_admin and a missing user.
 */
export async function administeredUser(
  actor: UserContext,
  userId: string,
  load: (userId: string) => Promise<UserContext | undefined>,
): Promise<UserContext> {
  requireAdmin(actor, ONLY_ADMINS_ADMINISTER);
  const target = await load(userId);
  if (!target) {
    if (isNbsAdmin(actor)) throw notFound('User not found');
    throw forbidden(OWN_COMPANIES_ADMINISTER);
  }
  if (!mayViewAs(actor, target)) throw forbidden(OWN_COMPANIES_ADMINISTER);
  return target;
}

/** Throws unless the actor may change the target's permissions: never their own. */
export function requireMayChangePermissions(actor: UserContext, target: UserContext): void {
  if (actor.user.id === target.user.id) throw forbidden(NOT_YOURSELF);
}

/**
 * Throws unless the account is one whose permissions the actor may set for the target: an account
 * the target sees (404 otherwise, as for a missing account) and, for a customer admin, one of the
 * admin's companies' accounts.
 */
export function requireAdministeredAccount(actor: UserContext, target: UserContext, accountId: string): void {
  if (!canSeeAccount(target, accountId)) throw notFound('The user has no such account');
  if (!canSeeAccount(actor, accountId)) throw forbidden('You may only administer accounts of your own companies');
}

/** Approving, rejecting, revoking and reinstating are the desk's (nbs_admin), never on themself. */
export function requireMayChangeStatus(actor: UserContext, target: UserContext): void {
  requireNbsAdmin(actor, ONLY_DESK_STATUS);
  if (actor.user.id === target.user.id) throw forbidden(NOT_YOURSELF);
}

/**
 * Roles are granted by the desk (nbs_admin) only, never above the actor's own role and never to
 * themself (nobody edits themself into a higher role).
 */
export function requireMayChangeRole(actor: UserContext, target: UserContext, role: Role): void {
  requireNbsAdmin(actor, ONLY_DESK_ROLES);
  if (actor.user.id === target.user.id) throw forbidden(NOT_YOURSELF);
  if (ROLE_RANK[role] > ROLE_RANK[actor.user.role]) throw forbidden(NOT_ABOVE_OWN_ROLE);
}

// ---------------------------------------------------------------------------------------------
// Account status gate

/**
 * Operations a user may call before the account is approved, the email verified and the terms
 * accepted: what the portal needs to show the status card. Not the permission catalogue: it is
 * for approved users' settings and user admin, and anyone else gets its 403.
 */
const OPEN_TO_EVERY_STATUS = new Set(['getUserProfile', 'getTermsStatus', 'acceptTerms', 'updateUserProfile']);

/**
 * Why the user may not call the operation yet, or undefined when they may. Every other call
 * needs accepted terms, a verified email and an approved account; nbs_admin is never gated.
 */
export function accessProblem(context: UserContext, operationId: string): string | undefined {
  if (OPEN_TO_EVERY_STATUS.has(operationId)) return undefined;
  const { user } = context;
  if (isNbsAdmin(context)) return undefined;
  if (!user.terms_accepted_date) return 'You must accept the terms and conditions in order to access this application';
  if (!user.email_verified) return 'Verify your email address to access this application';
  if (user.account_status !== 'accountApproved') return `Your account is not approved (status: ${user.account_status})`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Accounts and permissions

export function canSeeAccount(context: UserContext, accountId: string): boolean {
  return context.allAccounts || context.accountIds.has(accountId);
}

/** Throws 403 unless the account is among the user's (for a filter the caller asked for). */
export function requireVisibleAccount(context: UserContext, accountId: string): void {
  if (!canSeeAccount(context, accountId)) throw forbidden('You may not see this account');
}

/** nbs_admin holds every permission; anyone else what was granted on that account. */
export function hasPermission(context: UserContext, accountId: string, permission: PermissionName): boolean {
  if (isNbsAdmin(context)) return true;
  return context.permissions.get(accountId)?.has(permission) ?? false;
}

/** Visible account ids holding the permission; undefined means "every account" (nbs_admin). */
export function accountsWithPermission(context: UserContext, permission: PermissionName): string[] | undefined {
  if (context.allAccounts) return undefined;
  return [...context.accountIds].filter((accountId) => hasPermission(context, accountId, permission));
}

/** True when the user holds the permission on at least one account (or is nbs_admin). */
export function hasPermissionAnywhere(context: UserContext, permission: PermissionName): boolean {
  const accounts = accountsWithPermission(context, permission);
  return accounts === undefined || accounts.length > 0;
}

const noPermission = (permission: PermissionName) => `You do not have the ${permission} permission`;

/** Throws 403 unless the user holds the permission on at least one account. */
export function requirePermissionAnywhere(context: UserContext, permission: PermissionName): void {
  if (!hasPermissionAnywhere(context, permission)) throw forbidden(noPermission(permission));
}

/** Throws 403 unless the user holds the permission on this (visible) account. */
export function requirePermissionOn(context: UserContext, accountId: string, permission: PermissionName): void {
  if (!hasPermission(context, accountId, permission)) throw forbidden(`${noPermission(permission)} on this account`);
}
