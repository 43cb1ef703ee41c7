import type { PasswordChangeInput } from '../identity-provider';
import type { Auth0PasswordChangeSettings } from './auth0-password-change';

/**
 * Which identity provider changes passwords: the embedded one (default) or an Auth0 tenant. The
 * embedded one runs the change itself when it has its own thread (`change`, server/identity/start-worker.ts);
 * without `change` the API does it on its own database (the provider in-process, as in tests).
 */
export type PasswordChangeSettings =
  | { kind: 'embedded'; change?: (input: PasswordChangeInput) => Promise<{ email: string }> }
  | ({ kind: 'auth0' } & Auth0PasswordChangeSettings);
