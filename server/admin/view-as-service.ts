/**
 * View-as sessions: starting one (an admin views the portal as a user they may view as, for a
 * reason, for VIEW_AS_SESSION_MINUTES) and ending it; each recorded in the audit log in the same
 * transaction. The requests made in a session are decided and audited by the security handler
 * (server/auth/security.ts, guard.ts).
 */
import { randomUUID } from 'node:crypto';

import type { StartViewAsRequest } from '../../generated/model/startViewAsRequest';
import type { ViewAsUser } from '../../generated/model/viewAsUser';
import { startViewAsSessionBodyReasonMin } from '../../generated/zod/admin/admin.zod';
import { viewAsTarget } from '../auth/guard';
import { loadUserContext } from '../auth/user-context';
import { badRequest } from '../errors';
import type { ServiceContext } from '../handler';
import { fullName } from '../representations';
import { insertAuditEntry } from './audit-log-queries';
import type { RequestOrigin } from './audit-log-service';
import { endRunningSessions, insertSession } from './view-as-queries';

/**
 * Starts a view-as session: it ends by itself VIEW_AS_SESSION_MINUTES later, or with
 * endViewAsSession; the admin's other running sessions end now (one view-as at a time).
 */
export async function startViewAsSession(context: ServiceContext, origin: RequestOrigin, body: StartViewAsRequest): Promise<ViewAsUser> {
  const { db, settings } = context;
  const { actor } = context.caller;
  const viewed = await viewAsTarget(actor, body.userId, (userId) => loadUserContext(db, userId), 'User not found');
  // The contract's minimum length counts the reason without the spaces around it.
  const reason = body.reason.trim();
  if (reason.length < startViewAsSessionBodyReasonMin) throw badRequest(`reason must have at least ${startViewAsSessionBodyReasonMin} characters besides spaces`, 'reason');
  // Real time, not the business clock: sessions and the audit log (docs/time.md).
  const now = new Date();
  const expiresAt = new Date(now.getTime() + settings.viewAsSessionMinutes * 60_000);
  const sessionId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await endRunningSessions(trx, actor.user.id, now);
    await insertSession(trx, { id: sessionId, admin_user_id: actor.user.id, viewed_user_id: viewed.user.id, reason, started_at: now, expires_at: expiresAt, ended_at: null });
    await insertAuditEntry(trx, {
      id: randomUUID(), admin_user_id: actor.user.id, viewed_user_id: viewed.user.id, method: origin.method, path: origin.path.slice(0, 2000), reason, refusal: null,
      ip: origin.ip.slice(0, 64), view_as_session_id: sessionId,
    });
  });
  return {
    id: viewed.user.id,
    name: fullName(viewed.user),
    companyIds: viewed.companyIds,
    multiCompanyGroupId: viewed.user.multi_company_group_id,
    marketLensUserData: { role: viewed.user.role ?? 'general' },
  };
}

/**
 * Exit View As: ends the caller's running sessions, each recorded in the audit log. Idempotent.
 * `viewAsHeader`: the request carried `x-view-as`.
 */
export async function endViewAsSession(context: ServiceContext, origin: RequestOrigin, viewAsHeader: boolean): Promise<void> {
  const { actor } = context.caller;
  // Real time: view-as sessions end on the real clock (docs/time.md).
  const now = new Date();
  await context.db.transaction().execute(async (trx) => {
    const ended = await endRunningSessions(trx, actor.user.id, now);
    // A request carrying x-view-as was audited by the security handler already.
    if (context.caller.viewAs || viewAsHeader) return;
    for (const session of ended) {
      await insertAuditEntry(trx, {
        id: randomUUID(),
        admin_user_id: actor.user.id,
        viewed_user_id: session.viewed_user_id,
        method: origin.method,
        path: origin.path.slice(0, 2000),
        reason: session.reason,
        refusal: null,
        ip: origin.ip.slice(0, 64),
        view_as_session_id: session.id,
      });
    }
  });
}
