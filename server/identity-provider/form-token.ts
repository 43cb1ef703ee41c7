/**
 * Anti-forgery tokens of the login and signup forms: an HMAC of the interaction's uid under a
 * server secret (secrets.ts), sent in a hidden field and checked on every post, in addition to the
 * SameSite interaction cookie. A forged cross-site post cannot read the page, so it cannot know the
 * token; a token from another interaction does not match this one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const FORM_TOKEN_FIELD = 'csrf';

export interface FormTokens {
  tokenFor(uid: string): string;
  /** True when `submitted` is the token of the interaction `uid`. */
  matches(uid: string, submitted: string | undefined): boolean;
}

export function createFormTokens(key: string): FormTokens {
  const tokenFor = (uid: string) => createHmac('sha256', key).update(`interaction-form:${uid}`).digest('base64url');
  return {
    tokenFor,
    matches(uid, submitted) {
      if (!submitted) return false;
      const expected = Buffer.from(tokenFor(uid));
      const given = Buffer.from(submitted);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
