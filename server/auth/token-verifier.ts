/**
 * Verifies RS256 access tokens exactly as against Auth0: signature from the issuer's JWKS,
 * issuer, audience and expiry. Tests inject their own key set instead of a remote one.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

import { unauthorized } from '../errors';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Defaults to the issuer's `.well-known/jwks.json`. */
  keySet?: JWTVerifyGetKey;
}

export type TokenVerifier = (token: string) => Promise<{ sub: string }>;

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keySet = options.keySet ?? createRemoteJWKSet(new URL('.well-known/jwks.json', options.issuer));
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      });
      return { sub: payload.sub as string };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('The access token has expired');
      if (error instanceof errors.JOSEError) throw unauthorized('Missing or invalid bearer token');
      throw error;
    }
  };
}
