/**
 * The contract's `bearerAuth` scheme: verifies the access token, loads the caller and applies
 * view-as (product brief §3). nbs_admin may view as anyone, admin only users whose companies
 * are all among the admin's; view-as is read-only and every view-as request is audited.
 * Data calls also need an approved account with verified email and accepted terms.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../errors';
import type { TokenVerifier } from './token-verifier';
import { loadUserContext, type UserContext } from './user-context';

export interface Caller {
  /** Who holds the token. */
  actor: UserContext;
  /** Whom the request acts as: the viewed user in view-as mode, else the actor. */
  user: UserContext;
  viewAs: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export const VIEW_AS_READ_ONLY = 'View-as mode is read-only: changes cannot be made while viewing as another user';

/** Calls a user may make before the account is approved and the terms accepted. */
const OPEN_TO_EVERY_STATUS = new Set(['getUserProfile', 'getTermsStatus', 'acceptTerms', 'updateUserProfile', 'listPermissions']);

export function mayViewAs(admin: UserContext, viewed: UserContext): boolean {
  if (admin.user.role === 'nbs_admin') return true;
  if (admin.user.role !== 'admin' || viewed.user.role === 'nbs_admin') return false;
  // Sharing a company is not enough: the viewed user must not see any company the admin cannot.
  return viewed.companyIds.length > 0 && viewed.companyIds.every((companyId) => admin.companyIds.includes(companyId));
}

function statusProblem(context: UserContext): string | undefined {
  const { user } = context;
  if (user.role === 'nbs_admin') return undefined;
  if (!user.terms_accepted_date) return 'You must accept the terms and conditions in order to access this application';
  if (!user.email_verified) return 'Verify your email address to access this application';
  if (user.account_status !== 'accountApproved') return `Your account is not approved (status: ${user.account_status})`;
  return undefined;
}

async function audit(db: Kysely<Database>, admin: string, viewed: string, method: string, path: string) {
  await db
    .insertInto('audit_log')
    .values((eb) => ({
      id: randomUUID(),
      admin_user_id: admin,
      viewed_user_id: viewed,
      method,
      path: path.slice(0, 2000),
      reason: eb
        .selectFrom('view_as_sessions')
        .select('reason')
        .where('admin_user_id', '=', admin)
        .where('viewed_user_id', '=', viewed)
        .orderBy('started_at', 'desc')
        .limit(1),
    }))
    .execute();
}

export function createSecurityHandlers(db: Kysely<Database>, verifyToken: TokenVerifier) {
  return {
    async bearerAuth(request: FastifyRequest, _reply: FastifyReply) {
      const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw unauthorized();
      const { sub } = await verifyToken(match[1]);
      const actor = await loadUserContext(db, sub);
      if (!actor) throw unauthorized('The user of this token is not known to Market Lens');
      const viewAsHeader = request.headers['x-view-as'];
      let caller: Caller = { actor, user: actor, viewAs: false };
      if (viewAsHeader !== undefined) {
        const viewedId = Array.isArray(viewAsHeader) ? viewAsHeader[0] : viewAsHeader;
        if (actor.user.role !== 'admin' && actor.user.role !== 'nbs_admin') throw forbidden('Only admins may view as another user');
        const viewed = viewedId ? await loadUserContext(db, viewedId) : undefined;
        if (!viewed) {
          if (actor.user.role === 'nbs_admin') throw notFound('The user to view as was not found');
          throw forbidden('You may only view as users of your own companies');
        }
        if (!mayViewAs(actor, viewed)) throw forbidden('You may only view as users of your own companies');
        await audit(db, actor.user.id, viewed.user.id, request.method, request.url);
        if (request.method !== 'GET' && request.method !== 'HEAD') throw forbidden(VIEW_AS_READ_ONLY);
        caller = { actor, user: viewed, viewAs: true };
      }
      const operationId = request.routeOptions.config.operationId ?? '';
      if (!OPEN_TO_EVERY_STATUS.has(operationId)) {
        const problem = statusProblem(caller.user);
        if (problem) throw forbidden(problem);
      }
      request.caller = caller;
    },
  };
}
