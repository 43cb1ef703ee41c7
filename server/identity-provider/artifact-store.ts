/**
 * Where the provider keeps its short-lived state — oidc-provider's artifacts: interactions,
 * sessions, grants, codes, access and refresh tokens — and the questions it asks of them beyond
 * oidc-provider's adapter. Two stores keep them: the portal's database (database-artifacts.ts,
 * in-process and on PostgreSQL) and, when the portal runs on PGlite, a SQLite file of the worker's
 * own (file-artifacts.ts; docs/identity-provider.md, "Process layout").
 */
import type { AdapterFactory, AdapterPayload } from 'oidc-provider';

export interface ArtifactStore {
  /** oidc-provider's adapter over these artifacts. */
  adapter: AdapterFactory;
  /** The ids of every grant of the user. */
  grantIdsOf(userId: string): Promise<string[]>;
  /** Every session of the user, with its payload. */
  sessionsOf(userId: string): Promise<{ id: string; payload: AdapterPayload }[]>;
  /** Drops what has expired (never returned anyway), so the store does not grow without bound. */
  deleteExpired(): Promise<void>;
}

// oidc-provider artifacts that belong to a grant: revoking the grant (logout, refresh-token reuse)
// must delete every one of them.
export const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/**
 * Now in epoch milliseconds for artifact lifetimes. Real time, on purpose: oidc-provider stamps
 * and checks its tokens on the machine's clock, so the stores must too (docs/time.md, "What stays
 * on real time"). The stores take it as an argument so that tests can set it.
 */
export type Now = () => number;
export const realNow: Now = () => Date.now();

/** The columns an artifact is found by, taken from its payload. */
export function artifactKeys(model: string, payload: AdapterPayload) {
  return {
    grantId: GRANTABLE.has(model) ? (payload.grantId ?? null) : null,
    sessionUid: model === 'Session' ? (payload.uid ?? null) : null,
    userCode: payload.userCode ?? null,
  };
}

/** The payload as oidc-provider expects it back: `consumed` in epoch seconds once used (it rejects a reused refresh token with it). */
export function withConsumed(payload: AdapterPayload, consumedAtMs: number | null): AdapterPayload {
  return consumedAtMs === null ? payload : { ...payload, consumed: Math.floor(consumedAtMs / 1000) };
}
