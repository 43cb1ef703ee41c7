/**
 * The real app for the load scripts (load-server.ts, load-trading.mjs) on a loopback port,
 * trusting a local RS256 key instead of an identity provider, and the bearer tokens of seeded
 * users signed with that key — so every measured request passes the real token check and guard.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';

import { buildApp } from '../../server/app';
import { uncachedGenerations } from '../../server/cache/generations';
import type { Database } from '../../server/db/schema';
import { DAILY_REPORT_TAG_ID } from '../../server/db/seed/content';

const ISSUER = 'http://localhost:4001/';
const AUDIENCE = 'https://api.market-lens.local/api/v2';
const KEY_ID = 'load-test';

export async function startLoadApp(
  db: Kysely<Database>,
  version: string,
  { cache = true }: { cache?: boolean } = {},
): Promise<{ app: FastifyInstance; port: number; tokenFor(hsId: number, expiresIn: string): Promise<string> }> {
  const keys = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const app = await buildApp({
    db,
    issuer: ISSUER,
    audience: AUDIENCE,
    keySet: createLocalJWKSet({ keys: [jwk] }),
    latestReportTagId: DAILY_REPORT_TAG_ID,
    version,
    staticDir: false,
    // Without the response cache every read runs its queries (docs/performance.md).
    ...(cache ? {} : { generations: uncachedGenerations() }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const tokenFor = (hsId: number, expiresIn: string) =>
    new SignJWT({ 'https://market-lens.app/metadata': { hsId: String(hsId) } })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
      .setSubject(`ml|${hsId}`)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(keys.privateKey);
  return { app, port: (app.server.address() as { port: number }).port, tokenFor };
}
