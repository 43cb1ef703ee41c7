/**
 * Login throttling (docs/identity-provider.md, "Login throttling"), with rate-limiter-flexible's
 * in-memory store — the identity provider runs on one thread (its worker under `npm start`), so its counters are all in one place.
 *
 * Every login attempt takes a point from two buckets before the password is checked: one for the
 * client address and one for the email address (known or not: a lock must not tell who has an
 * account). Taking the point first means parallel guesses cannot slip past the count. A correct
 * password empties the email's bucket and gives the client address its point back, so only failures
 * add up; an attempt on a locked email gives the address its point back too (no password is checked). When a bucket is empty, the email (or the address) is locked for a while and the answer
 * says how long to wait — also to someone who then types the right password.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { normaliseEmail } from './accounts';

export interface LoginThrottleSettings {
  /** Failed attempts for one email address within accountWindowSeconds before it is locked. */
  accountAttempts: number;
  accountWindowSeconds: number;
  accountLockSeconds: number;
  /** Failed attempts from one client address within addressWindowSeconds before it is locked. */
  addressAttempts: number;
  addressWindowSeconds: number;
  addressLockSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = {
  accountAttempts: 5,
  accountWindowSeconds: 15 * 60,
  accountLockSeconds: 15 * 60,
  addressAttempts: 50,
  addressWindowSeconds: 60 * 60,
  addressLockSeconds: 15 * 60,
};

/** "15 minutes", "1 minute", "40 seconds": the wait, rounded up, in words. */
export function waitInWords(milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function accountLockedMessage(milliseconds: number): string {
  return `Too many failed login attempts for this email address, so logging in with it is paused. Please try again in ${waitInWords(milliseconds)}.`;
}

export function addressLockedMessage(milliseconds: number): string {
  return `Too many failed login attempts from your network, so logging in from it is paused. Please try again in ${waitInWords(milliseconds)}.`;
}

export type LoginAttempt =
  | { locked: true; message: string }
  | {
      locked: false;
      /** The password was right: the email's failures are forgotten, the address gets its point back. */
      succeeded(): Promise<void>;
      /** The password was wrong: undefined, or the lock message when this failure used up a bucket. */
      failed(): Promise<string | undefined>;
    };

export interface LoginThrottle {
  attempt(email: string, clientAddress: string): Promise<LoginAttempt>;
}

/** consume() resolves while the bucket has points and rejects with the same result type after. */
function take(limiter: RateLimiterMemory, key: string): Promise<{ result: RateLimiterRes; refused: boolean }> {
  return limiter.consume(key).then(
    (result) => ({ result, refused: false }),
    (error: unknown) => {
      if (error instanceof RateLimiterRes) return { result: error, refused: true };
      throw error;
    },
  );
}

export function createLoginThrottle(overrides: Partial<LoginThrottleSettings> = {}): LoginThrottle {
  const settings = { ...DEFAULT_LOGIN_THROTTLE, ...overrides };
  const accounts = new RateLimiterMemory({
    keyPrefix: 'login-account',
    points: settings.accountAttempts,
    duration: settings.accountWindowSeconds,
    blockDuration: settings.accountLockSeconds,
  });
  const addresses = new RateLimiterMemory({
    keyPrefix: 'login-address',
    points: settings.addressAttempts,
    duration: settings.addressWindowSeconds,
    blockDuration: settings.addressLockSeconds,
  });

  return {
    async attempt(email, clientAddress) {
      const account = normaliseEmail(email);
      const { result: byAddress, refused: addressLocked } = await take(addresses, clientAddress);
      if (addressLocked) return { locked: true, message: addressLockedMessage(byAddress.msBeforeNext) };
      const { result: byAccount, refused: accountLocked } = await take(accounts, account);
      if (accountLocked) {
        // Knocking on a locked email checks no password: it does not count against the address.
        await addresses.reward(clientAddress, 1);
        return { locked: true, message: accountLockedMessage(byAccount.msBeforeNext) };
      }
      return {
        locked: false,
        async succeeded() {
          await Promise.all([accounts.delete(account), addresses.reward(clientAddress, 1)]);
        },
        async failed() {
          // The last allowed failure locks at once, so the answer to it already says so.
          if (byAccount.remainingPoints === 0) {
            await accounts.block(account, settings.accountLockSeconds);
            return accountLockedMessage(settings.accountLockSeconds * 1000);
          }
          if (byAddress.remainingPoints === 0) {
            await addresses.block(clientAddress, settings.addressLockSeconds);
            return addressLockedMessage(settings.addressLockSeconds * 1000);
          }
          return undefined;
        },
      };
    },
  };
}
