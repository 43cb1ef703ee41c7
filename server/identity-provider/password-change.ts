/**
 * Password change at the embedded identity provider (docs/identity-provider.md, "Password
 * change"): the current password must be right, the new one must pass the one password policy
 * (domain/password-policy.ts) and differ from the current one. Afterwards every other session
 * of the user ends and every other grant is revoked with all its tokens — refresh tokens included —
 * through the same stored-artifact revocation logout uses (artifact-store.ts).
 *
 * Wrong current passwords are throttled per user, like logins: the form must not become a way
 * around the login throttle.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { hashPassword, verifyPassword } from './password';
import { checkPassword } from '../../domain/password-policy';
import type { ArtifactStore } from './artifact-store';
import type { IdentityDirectory } from './identity-directory';
import { waitInWords } from './login-throttle';

export type PasswordChangeFailure = 'wrongCurrent' | 'weak' | 'sameAsOld' | 'locked' | 'unknownUser';

export class PasswordChangeError extends Error {
  constructor(
    readonly reason: PasswordChangeFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PasswordChangeError';
  }
}

export const WRONG_CURRENT_PASSWORD = 'The current password is not right.';
export const SAME_AS_OLD_PASSWORD = 'The new password is the same as the current one: choose a different one.';

/** Wrong current passwords per user: 5 within 15 minutes pause the form for 15 minutes. */
const wrongCurrent = new RateLimiterMemory({ keyPrefix: 'password-change', points: 5, duration: 15 * 60, blockDuration: 15 * 60 });

async function lockedFor(userId: string): Promise<number> {
  const state = await wrongCurrent.get(userId);
  return state && state.remainingPoints <= 0 ? state.msBeforeNext : 0;
}

async function countFailure(userId: string): Promise<void> {
  await wrongCurrent.consume(userId).catch((error: unknown) => {
    if (!(error instanceof RateLimiterRes)) throw error;
  });
}

/**
 * Ends every session of the user except the one that holds `keepGrantId`, and revokes every other
 * grant of the user with all of its tokens. Without `keepGrantId` every session and grant ends.
 */
export async function revokeOtherSessions(artifacts: ArtifactStore, userId: string, keepGrantId?: string): Promise<number> {
  const revoked = (await artifacts.grantIdsOf(userId)).filter((id) => id !== keepGrantId);
  for (const grantId of revoked) {
    // Every artifact issued under the grant (refresh, access, codes), then the grant itself.
    await artifacts.adapter('RefreshToken').revokeByGrantId(grantId);
    await artifacts.adapter('Grant').destroy(grantId);
  }
  for (const session of await artifacts.sessionsOf(userId)) {
    const authorizations = (session.payload.authorizations ?? {}) as Record<string, { grantId?: string }>;
    const holdsKept = keepGrantId !== undefined && Object.values(authorizations).some((entry) => entry.grantId === keepGrantId);
    if (!holdsKept) await artifacts.adapter('Session').destroy(session.id);
  }
  return revoked.length;
}

export interface PasswordChangeInput {
  userId: string;
  currentPassword: string;
  newPassword: string;
  keepGrantId?: string;
}

/** Where a password change reads and writes: the users (directory) and the provider's artifacts. */
export interface PasswordChangeStore {
  directory: IdentityDirectory;
  /** The provider's sessions, grants and tokens. */
  artifacts: ArtifactStore;
}

/** Changes the password or throws PasswordChangeError with the sentence to show. */
export async function changeEmbeddedPassword(store: PasswordChangeStore, input: PasswordChangeInput): Promise<{ email: string }> {
  const { directory, artifacts } = store;
  const user = await directory.findUserById(input.userId);
  if (!user) throw new PasswordChangeError('unknownUser', 'The user is not known to the identity provider.');
  const wait = await lockedFor(user.id);
  if (wait > 0) {
    throw new PasswordChangeError('locked', `Too many wrong current passwords, so changing the password is paused. Please try again in ${waitInWords(wait)}.`);
  }
  if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
    await countFailure(user.id);
    throw new PasswordChangeError('wrongCurrent', WRONG_CURRENT_PASSWORD);
  }
  if (input.newPassword === input.currentPassword) throw new PasswordChangeError('sameAsOld', SAME_AS_OLD_PASSWORD);
  const weak = checkPassword(input.newPassword, { email: user.email, firstname: user.firstname ?? '', lastname: user.lastname ?? '' });
  if (weak) throw new PasswordChangeError('weak', weak);
  const passwordHash = await hashPassword(input.newPassword);
  await directory.setPasswordHash(user.id, passwordHash);
  await revokeOtherSessions(artifacts, user.id, input.keepGrantId);
  return { email: user.email };
}
