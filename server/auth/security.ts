/**
 * The contract's `bearerAuth` scheme: verifies the access token, loads the caller, applies
 * view-as (audited on every request, read-only) and the account-status gate. What is allowed
 * is decided in guard.ts (docs/roles-and-permissions.md); this module only applies it.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { accessProblem, requireReadOnlyViewAs, viewAsTarget, type Caller } from './guard';
import type { TokenVerifier } from './token-verifier';
import { loadUserContext } from './user-context';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
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
        const viewed = await viewAsTarget(actor, viewedId, (userId) => loadUserContext(db, userId), 'The user to view as was not found');
        // A refused write is still audited: the audit shows what the admin tried.
        await audit(db, actor.user.id, viewed.user.id, request.method, request.url);
        requireReadOnlyViewAs(request.method);
        caller = { actor, user: viewed, viewAs: true };
      }
      const problem = accessProblem(caller.user, request.routeOptions.config.operationId ?? '');
      if (problem) throw forbidden(problem);
      request.caller = caller;
    },
  };
}
