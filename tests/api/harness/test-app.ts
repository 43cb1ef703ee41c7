/**
 * Builds the real app in-process on its own fresh database (a temporary PGlite directory, or a
 * database on DATABASE_URL's server), seeded at a fixed date (a copy of the run's seeded
 * template, tests/api/harness/seeded-template.ts), with responses checked against the contract.
 * Its business clock starts at the seed's date and runs on (or is the clock a test injects), so
 * no test depends on the day it runs (docs/time.md).
 * Tokens are signed with a local RS256 key whose JWKS the verifier is given.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';

import { buildApp } from '../../../server/app';
import { openDatabase, type Listen } from '../../../server/db/database';
import type { Database } from '../../../server/db/schema';
import { DAILY_REPORT_TAG_ID } from '../../../server/db/seed/content';
import { seedDatabase } from '../../../server/db/seed/seed';
import { type Clock, offsetClock } from '../../../server/lib/clock';
import { databaseUrlOf, onServer } from './database-server';
import { REFERENCE_DATE } from './reference-date';

export const ISSUER = 'http://localhost:4001/';
export const AUDIENCE = 'https://api.market-lens.local/api/v2';
export { REFERENCE_DATE };

/** Seeded users by role/status (see server/db/seed/organisations.ts). */
export const USERS = {
  northwind: 'ml|1001',
  harbourBuyer: 'ml|1002',
  pennine: 'ml|1003',
  harbourAdmin: 'ml|1004',
  desk: 'ml|1005',
  registered: 'ml|1006',
  revoked: 'ml|1007',
  unverified: 'ml|1009',
  termsNotAccepted: 'ml|1010',
  noCompany: 'ml|1011',
  caledonia: 'ml|1012',
} as const;
export const ACCOUNTS = { northwind: '51001', harbourLogistics: '52001', harbourColdStore: '52002', harbourHq: '52003', pennine: '53001', caledonia: '54001' } as const;

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

export interface TestContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  keys: KeyPair;
  /** The app's business clock. */
  clock: Clock;
  token(sub: string, overrides?: { audience?: string; issuer?: string; expiresIn?: string | number; keys?: KeyPair; kid?: string }): Promise<string>;
  /** Injects a request as `as` (a user id), optionally viewing as another user. */
  call(options: InjectOptions & { as?: string; viewAs?: string }): Promise<LightMyRequestResponse>;
  /** LISTEN on a channel of this database (OpenedDatabase.listen). */
  listen: Listen;
  /** Reopens the same database (restart test). */
  location: TestLocation;
  close(options?: { keepData?: boolean }): Promise<void>;
}

export async function newKeys(): Promise<KeyPair> {
  return generateKeyPair('RS256', { extractable: true });
}

/**
 * Where a test's database lives: a PGlite directory, or on PostgreSQL a schema of DATABASE_URL
 * or (a copy of the run's seeded template) a database of its own on the same server.
 */
export interface TestLocation {
  dataDir?: string;
  schema?: string;
  database?: string;
}

const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

export function freshLocation(): TestLocation {
  if (process.env.DATABASE_URL) return { schema: uniqueName('api_test') };
  return { dataDir: mkdtempSync(join(tmpdir(), 'ml-api-test-')) };
}

/**
 * Drops a test app's database once its last connection has gone: a pool's clients may still be
 * closing for a moment after the app closed, and forcing them off the server would make them
 * fail with "terminating connection" in the test process.
 */
async function dropDatabase(database: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await onServer(`drop database if exists ${database}`);
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function dropLocation(location: TestLocation) {
  if (location.dataDir) rmSync(location.dataDir, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return;
  if (location.schema) await onServer(`drop schema if exists ${location.schema} cascade`);
  if (location.database) await dropDatabase(location.database);
}

/**
 * A fresh database holding one of the run's templates, seeded or only migrated (tests/api/harness/seeded-template.ts), or
 * null when the run made none (a test file run outside the API config).
 */
async function copyOfTemplate(which: 'seededTemplate' | 'migratedTemplate'): Promise<TestLocation | null> {
  let template: string;
  try {
    template = inject(which) ?? '';
  } catch {
    return null;
  }
  if (!template) return null;
  if (!process.env.DATABASE_URL) {
    const location = freshLocation();
    cpSync(template, location.dataDir!, { recursive: true });
    return location;
  }
  const database = uniqueName('api_test');
  await onServer(`create database ${database} template ${template}`);
  return { database };
}

export async function createTestApp(
  options: {
    location?: TestLocation;
    seed?: boolean;
    keys?: KeyPair;
    staticDir?: string;
    /** Business now; by default a clock starting at REFERENCE_DATE and running on. */
    clock?: Clock;
    /** Seed a fresh database at this date instead of copying the template (seeded at REFERENCE_DATE). */
    seedAt?: Date;
  } = {},
): Promise<TestContext> {
  const seed = options.seed !== false;
  const clock = options.clock ?? offsetClock(REFERENCE_DATE);
  const copy = seed && !options.location ? await copyOfTemplate(options.seedAt ? 'migratedTemplate' : 'seededTemplate') : null;
  const location = options.location ?? copy ?? freshLocation();
  const { db, close, listen } = await openDatabase({
    dataDir: location.dataDir,
    schema: location.schema,
    databaseUrl: location.database ? databaseUrlOf(location.database) : process.env.DATABASE_URL,
  });
  if (seed && (!copy || options.seedAt)) await seedDatabase(db, { referenceDate: options.seedAt ?? REFERENCE_DATE });
  const keys = options.keys ?? (await newKeys());
  const jwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const app = await buildApp({
    db,
    issuer: ISSUER,
    audience: AUDIENCE,
    keySet: createLocalJWKSet({ keys: [jwk] }),
    latestReportTagId: DAILY_REPORT_TAG_ID,
    version: 'test',
    staticDir: options.staticDir ?? false,
    validateResponses: true,
    clock,
  });
  await app.ready();

  const token: TestContext['token'] = async (sub, overrides = {}) =>
    new SignJWT({ 'https://market-lens.app/metadata': { hsId: sub.replace('ml|', '') } })
      .setProtectedHeader({ alg: 'RS256', kid: overrides.kid ?? 'test-key' })
      .setSubject(sub)
      .setIssuer(overrides.issuer ?? ISSUER)
      .setAudience(overrides.audience ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(overrides.expiresIn ?? '10m')
      .sign((overrides.keys ?? keys).privateKey);

  const call: TestContext['call'] = async ({ as, viewAs, headers, ...rest }) => {
    const auth = as ? { authorization: `Bearer ${await token(as)}` } : {};
    return app.inject({ ...rest, headers: { ...auth, ...(viewAs ? { 'x-view-as': viewAs } : {}), ...headers } });
  };

  return {
    app,
    db,
    keys,
    clock,
    token,
    call,
    listen,
    location,
    async close({ keepData = false } = {}) {
      await app.close();
      await close();
      if (!keepData) await dropLocation(location);
    },
  };
}

/** The contract's error body: statusCode, error, message (and maybe field), nothing else but the `figures` properties the contract adds (e.g. a 409's limitPriceRisk). */
export function expectErrorShape(body: unknown, statusCode: number, figures: string[] = []): { message: string; field?: string } {
  const value = body as Record<string, unknown>;
  if (value.statusCode !== statusCode || typeof value.error !== 'string' || typeof value.message !== 'string') {
    throw new Error(`Not a ${statusCode} error body: ${JSON.stringify(body)}`);
  }
  const extra = Object.keys(value).filter((key) => !['statusCode', 'error', 'message', 'field', ...figures].includes(key));
  if (extra.length) throw new Error(`Unexpected error properties ${extra.join(', ')}`);
  return value as { message: string; field?: string };
}
