/**
 * The contract's `bearerAuth` scheme, run before the body is read (app.ts): verifies the access
 * token, loads the caller, applies view-as and the account-status gate. What is allowed is
 * decided in guard.ts (docs/roles-and-permissions.md); this module applies it and audits every
 * request carrying `x-view-as`, allowed or refused. A request whose audit entry cannot be
 * written is refused (docs/security.md).
 */
import { randomUUID } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

import { insertAuditEntry } from '../admin/audit-log-queries';
import { runningViewAsSession } from '../admin/view-as-queries';
import type { CacheGenerations, Generations } from '../cache/generations';
import { VersionedCache } from '../cache/versioned-cache';
import type { Database } from '../db/schema';
import { ApiError, forbidden, unauthorized } from '../errors';
import { accessProblem, auditedViewAsId, decideViewAs, END_VIEW_AS_OPERATION, type Caller, type UserContext } from './guard';
import type { TokenVerifier } from './token-verifier';
import { loadUserContext } from './user-context';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
    /** The cache generations read when the request started (server/cache/generations.ts). */
    generations: Generations;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export const AUDIT_FAILED = 'The view-as request was refused because its audit entry could not be written. Try again later.';

export interface ViewAsAuditEntry {
  adminId: string;
  viewedId: string;
  method: string;
  path: string;
  reason: string | null;
  refusal: string | null;
  /** The running session the request was made in, when one runs. */
  sessionId: string | null;
}

/** Writes one audit entry; a failure refuses the request (403) and is logged. */
export async function writeViewAsAudit(db: Kysely<Database>, request: FastifyRequest, entry: ViewAsAuditEntry): Promise<void> {
  try {
    await insertAuditEntry(db, {
      id: randomUUID(),
      admin_user_id: entry.adminId,
      viewed_user_id: entry.viewedId,
      method: entry.method,
      path: entry.path.slice(0, 2000),
      reason: entry.reason,
      refusal: entry.refusal === null ? null : entry.refusal.slice(0, 500),
      ip: request.ip.slice(0, 64),
      view_as_session_id: entry.sessionId,
    });
  } catch (error) {
    request.log.error({ err: error }, 'view-as audit entry could not be written');
    throw forbidden(AUDIT_FAILED);
  }
}

async function applyViewAs(db: Kysely<Database>, request: FastifyRequest, actor: UserContext, header: string | string[]): Promise<Caller> {
  const operationId = request.routeOptions.config.operationId ?? '';
  const entry = { adminId: actor.user.id, method: request.method, path: request.url };
  try {
    const { viewed, session } = await decideViewAs(
      actor,
      header,
      { method: request.method, operationId },
      { load: (userId) => loadUserContext(db, userId), runningSession: (adminId, viewedId) => runningViewAsSession(db, adminId, viewedId) },
    );
    await writeViewAsAudit(db, request, { ...entry, viewedId: viewed.user.id, reason: session.reason, refusal: null, sessionId: session.id });
    // Ending the session is the admin's own act: answered as the admin.
    if (operationId === END_VIEW_AS_OPERATION) return { actor, user: actor, viewAs: false };
    return { actor, user: viewed, viewAs: true };
  } catch (error) {
    if (!(error instanceof ApiError) || error.message === AUDIT_FAILED) throw error;
    // Refused: audited all the same, with why (and the session's reason when one runs, e.g. a
    // refused write); a failed audit refuses it with that reason instead.
    const viewedId = auditedViewAsId(header);
    const session = typeof header === 'string' && viewedId === header ? await runningViewAsSession(db, actor.user.id, header) : undefined;
    await writeViewAsAudit(db, request, { ...entry, viewedId, reason: session?.reason ?? null, refusal: error.message, sessionId: session?.id ?? null });
    throw error;
  }
}

/**
 * The caller's context (user, companies, accounts, permissions) is loaded once and reused until
 * a table it is made of changes (the `user_context` generation, bumped by database triggers on
 * every write whoever makes it): a revoked permission or a status change applies to the next
 * request, on every process (docs/performance.md). Contexts are shared: never modify one.
 */
export function cachedUserContextLoader(db: Kysely<Database>, capacity = 20_000) {
  const contexts = new VersionedCache<UserContext>(capacity);
  return async (userId: string, generations: Generations): Promise<UserContext | undefined> => {
    const version = generations.user_context;
    const cached = contexts.get(userId, version);
    if (cached) return cached;
    const context = await loadUserContext(db, userId);
    if (context) contexts.set(userId, version, context);
    return context;
  };
}

export function createSecurityHandlers(db: Kysely<Database>, verifyToken: TokenVerifier, generations: CacheGenerations) {
  const loadContext = cachedUserContextLoader(db);
  return {
    async bearerAuth(request: FastifyRequest, _reply: FastifyReply) {
      const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw unauthorized();
      const { sub, grantId } = await verifyToken(match[1]);
      request.generations = await generations.read();
      const actor = await loadContext(sub, request.generations);
      if (!actor) throw unauthorized('The user of this token is not known to Market Lens');
      const header = request.headers['x-view-as'];
      const caller: Caller = header === undefined ? { actor, user: actor, viewAs: false } : await applyViewAs(db, request, actor, header);
      const problem = accessProblem(caller.user, request.routeOptions.config.operationId ?? '');
      if (problem) throw forbidden(problem);
      request.caller = grantId === undefined ? caller : { ...caller, grantId };
    },
  };
}
