/**
 * The identity provider's public entry (README.md): what the portal may import. The portal starts
 * the provider (on its own thread, or in-process in tests), answers its user directory, and
 * otherwise knows it only through OIDC and its JWKS.
 */
export {
  GRANT_CLAIM,
  METADATA_CLAIM,
  normaliseEmail,
  RISK_NAVIGATOR_CLAIM,
  type DemoUser,
  type IdentityUser,
  type RegisteredUser,
  type RiskNavigatorClaims,
  type SignupRecord,
} from './accounts';
export type { ArtifactStore } from './artifact-store';
export { databaseArtifacts } from './database-artifacts';
export type { IdentityDb, IdpTables } from './identity-database';
export type { IdentityDirectory } from './identity-directory';
export {
  ACCESS_TOKEN_TTL_SECONDS,
  API_SCOPES,
  startIdentityProvider,
  type IdentityProviderMode,
  type IdentityProviderOptions,
  type IdentityStore,
  type RunningIdentityProvider,
} from './identity-provider';
export { startIdentityProviderWorker, type IdentityWorker, type IdentityWorkerOptions } from './identity-worker-host';
export { runIdentityWorker, type IdentityWorkerHooks } from './identity-worker';
export { DEFAULT_LOGIN_THROTTLE, waitInWords, type LoginThrottleSettings } from './login-throttle';
export { hashPassword, verifyPassword } from './password';
export { changeEmbeddedPassword, PasswordChangeError, type PasswordChangeFailure, type PasswordChangeInput } from './password-change';
export type { DirectoryAnswers, IdentityEntry, IdentityKey } from './remote-directory';
export { loadIdentitySecrets, type IdentitySecrets } from './secrets';
export { commonSecurityOptions, inlineHashes } from './security-headers';
