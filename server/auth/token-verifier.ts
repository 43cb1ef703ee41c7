/**
 * Verifies RS256 access tokens exactly as against Auth0: signature from the issuer's JWKS,
 * issuer, audience and expiry. Tests inject their own key set instead of a remote one.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

import { unauthorized } from '../errors';
// The embedded identity provider names the login a token was issued under (password change keeps it).
import { GRANT_CLAIM } from '../identity-provider';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Defaults to the issuer's `.well-known/jwks.json`. */
  keySet?: JWTVerifyGetKey;
}

export type TokenVerifier = (token: string) => Promise<{ sub: string; grantId?: string }>;

/** Tokens already verified, kept until they expire (a signature check per request is wasted work). */
const VERIFIED_CAPACITY = 10_000;

const withoutExpiry = ({ sub, grantId }: { sub: string; grantId?: string }) => (grantId === undefined ? { sub } : { sub, grantId });

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keySet = options.keySet ?? createRemoteJWKSet(new URL('.well-known/jwks.json', options.issuer));
  const verified = new Map<string, { sub: string; grantId?: string; expiresAt: number }>();
  return async (token) => {
    const known = verified.get(token);
    // Real time: tokens expire on the real clock, not the business one (docs/time.md).
    if (known && known.expiresAt > Date.now()) return withoutExpiry(known);
    if (known) verified.delete(token);
    const result = await verify(token);
    if (verified.size >= VERIFIED_CAPACITY) verified.delete(verified.keys().next().value as string);
    verified.set(token, result);
    return withoutExpiry(result);
  };

  async function verify(token: string): Promise<{ sub: string; grantId?: string; expiresAt: number }> {
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      });
      const grantId = payload[GRANT_CLAIM];
      return { sub: payload.sub as string, expiresAt: (payload.exp as number) * 1000, ...(typeof grantId === 'string' ? { grantId } : {}) };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('The access token has expired');
      if (error instanceof errors.JOSEError) throw unauthorized('Missing or invalid bearer token');
      throw error;
    }
  }
}
