/**
 * Logout revokes (docs/identity-provider.md, "Logout"): when /v2/logout ends a session, every grant
 * that session held is revoked with all of its tokens — every refresh token of the rotation family,
 * access tokens and unused codes — and the grant itself.
 *
 * oidc-provider itself keeps the grants of a session whose tokens do not expire with it (OpenID
 * Connect lets offline_access tokens outlive a logout); Market Lens's refresh tokens must not, so
 * this runs after the provider's logout confirmation, with the session it has just ended.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';

type Next = () => Promise<unknown>;

// oidc-provider matches routes case-insensitively with an optional trailing slash (request-boundary.ts).
const LOGOUT_CONFIRM = /^\/v2\/logout\/confirm\/?$/i;

interface EndedSession {
  destroyed?: boolean;
  authorizations?: Record<string, { grantId?: string }>;
}

export async function revokeGrantsOfEndedSession(ctx: KoaContextWithOIDC, next: Next) {
  await next();
  if (ctx.method !== 'POST' || !LOGOUT_CONFIRM.test(ctx.path)) return;
  const session = ctx.oidc?.session as EndedSession | undefined;
  if (!session?.destroyed) return;
  const { provider } = ctx.oidc;
  const grantIds = Object.values(session.authorizations ?? {}).flatMap(({ grantId }) => (grantId ? [grantId] : []));
  for (const grantId of grantIds) {
    await Promise.all([
      provider.RefreshToken.revokeByGrantId(grantId),
      provider.AccessToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
    ]);
    const grant = await provider.Grant.find(grantId);
    await grant?.destroy();
  }
}
