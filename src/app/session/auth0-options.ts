import type { Auth0ProviderOptions } from '@auth0/auth0-react';

/**
 * The login library's timings and storage, set explicitly so that an SDK upgrade
 * cannot change them silently (docs/constants.md). What the SDK does not let the
 * portal set — the silent-login lock, the token-expiry margin, the fetch retries —
 * is pinned by tests/unit/app/auth0-options.test.ts against the installed SDK.
 */
export const AUTH0_CLIENT_OPTIONS = {
  /** Tokens (refresh tokens included) are kept in local storage. */
  cacheLocation: 'localstorage',
  /** Access tokens are renewed with refresh tokens ... */
  useRefreshTokens: true,
  /** ... and with a hidden-frame silent login when the refresh token is missing or invalid. */
  useRefreshTokensFallback: true,
  /** The hidden-frame silent login gives up after 60 s. */
  authorizeTimeoutInSeconds: 60,
  /** Clock skew allowed when the ID token's exp, nbf and auth_time are checked: 60 s. */
  leeway: 60,
  /** Days the "is authenticated" session cookie lives (the SDK's `auth0.{clientId}.is.authenticated`). */
  sessionCheckExpiryDays: 1,
  /** A call to the identity provider's token endpoint gives up after 10 s. */
  httpTimeoutInSeconds: 10,
} as const satisfies Partial<Auth0ProviderOptions>;

/**
 * The SDK's fixed behaviour the portal relies on, which no option sets (pinned by the
 * unit test named above).
 */
export const AUTH0_FIXED_TIMINGS = {
  /** The lock that keeps two tabs from renewing a token at once waits 5 s per try ... */
  silentLoginLockTimeoutMs: 5000,
  /** ... and is tried 10 times. */
  silentLoginLockTries: 10,
  /** A token request that fails on the network is attempted up to 3 times. */
  tokenRequestAttempts: 3,
  /** A cached access token is treated as expired 60 s before it expires. */
  accessTokenExpiryMarginSeconds: 60,
} as const;
