import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { JWK } from 'oidc-provider';

import type { IdentityDb } from './identity-database';

// Generated on first start and kept in idp_secrets: a new key on every start would invalidate
// every issued token and session cookie.
async function loadOrCreate<T>(db: IdentityDb, name: string, create: () => T): Promise<T> {
  const read = async () => {
    const row = await db.selectFrom('idp_secrets').select('value').where('name', '=', name).executeTakeFirst();
    const value: unknown = row?.value;
    return (typeof value === 'string' ? JSON.parse(value) : value) as T | undefined;
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  await db
    .insertInto('idp_secrets')
    .values({ name, value: sql`cast(${JSON.stringify(create())} as jsonb)` })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // Read back rather than trust our own value: another process may have won the insert.
  const created = await read();
  if (created === undefined) throw new Error(`idp secret ${name} could not be stored`);
  return created;
}

function createSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: `ml-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' } as JWK;
}

export async function loadSigningKey(db: IdentityDb): Promise<JWK> {
  return loadOrCreate(db, 'signing-key-rs256', createSigningKey);
}

export async function loadCookieKeys(db: IdentityDb): Promise<string[]> {
  return loadOrCreate(db, 'cookie-keys', () => [randomBytes(32).toString('base64url')]);
}

/** The key of the login and signup forms' anti-forgery tokens (form-token.ts). */
export async function loadFormTokenKey(db: IdentityDb): Promise<string> {
  // An object, not a bare string: a string read back from jsonb would be taken for unparsed JSON.
  const { key } = await loadOrCreate(db, 'form-token-key', () => ({ key: randomBytes(32).toString('base64url') }));
  return key;
}

export interface IdentitySecrets {
  signingKey: JWK;
  cookieKeys: string[];
  formTokenKey: string;
}

/** Every secret of the provider, created on first use. */
export async function loadIdentitySecrets(db: IdentityDb): Promise<IdentitySecrets> {
  const [signingKey, cookieKeys, formTokenKey] = await Promise.all([loadSigningKey(db), loadCookieKeys(db), loadFormTokenKey(db)]);
  return { signingKey, cookieKeys, formTokenKey };
}
