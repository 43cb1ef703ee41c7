/** The identity provider's questions about the portal's users, as SQL (server/identity/directory.ts). */
import type { Kysely } from 'kysely';

import type { IdentityUser, IdpTables } from '../identity-provider';

import type { Database } from '../db/schema';

/** The portal's database as the directory uses it: the core tables plus the provider's email-verification links. */
export type DirectoryDb = Kysely<Database & IdpTables>;

const USER_COLUMNS = [
  'id',
  'hs_id',
  'email',
  'password_hash',
  'firstname',
  'lastname',
  'mobile_phone',
  'email_verified',
  'role',
  'account_status',
  'created_at',
] as const;

export async function selectUserById(db: DirectoryDb, id: string): Promise<IdentityUser | undefined> {
  return (await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst()) as IdentityUser | undefined;
}

/** By the already normalised email. */
export async function selectUserByEmail(db: DirectoryDb, email: string): Promise<IdentityUser | undefined> {
  return (await db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst()) as IdentityUser | undefined;
}

export async function stampLastLogin(db: DirectoryDb, userId: string): Promise<void> {
  // Real time: a login happens on the machine's clock, like the provider's sessions (docs/time.md).
  await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', userId).execute();
}

export async function updatePasswordHash(db: DirectoryDb, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function hasCompany(db: DirectoryDb, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user_companies').select('company_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function signedUpHere(db: DirectoryDb, userId: string): Promise<boolean> {
  const row = await db.selectFrom('idp_email_verifications').select('token').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function selectLoginListUsers(db: DirectoryDb, emails: readonly string[]) {
  return db.selectFrom('users').select(['email', 'role', 'account_status']).where('email', 'in', emails).execute();
}

export async function selectFirstUsers(db: DirectoryDb, limit: number) {
  return db.selectFrom('users').select(['email', 'role', 'account_status']).orderBy('email').limit(limit).execute();
}

/** The highest numeric CRM id so far (1000 when there is none). */
export async function selectHighestHsId(db: DirectoryDb): Promise<bigint> {
  const { next } = (await db
    .selectFrom('users')
    .select((eb) => eb.fn.coalesce(eb.fn.max(eb.cast('hs_id', 'bigint')), eb.lit(1000)).as('next'))
    .where('hs_id', '~', '^[0-9]+$')
    .executeTakeFirstOrThrow()) as { next: number | string };
  return BigInt(next);
}

/** A self-registered user (status 'registered', email not verified, role general) and their verification link, in one transaction. */
export async function insertRegisteredUser(
  db: DirectoryDb,
  user: { hsId: string; email: string; passwordHash: string; firstname: string; lastname: string },
  token: string,
): Promise<IdentityUser> {
  return db.transaction().execute(async (trx) => {
    const created = (await trx
      .insertInto('users')
      .values({
        id: `ml|${user.hsId}`,
        hs_id: user.hsId,
        email: user.email,
        password_hash: user.passwordHash,
        firstname: user.firstname,
        lastname: user.lastname,
        email_verified: false,
        role: 'general',
        account_status: 'registered',
      })
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow()) as IdentityUser;
    await trx.insertInto('idp_email_verifications').values({ token, user_id: created.id }).execute();
    return created;
  });
}

/** Uses the verification link and marks its user verified; undefined when the token is unknown or already used. */
export async function useVerificationLink(db: DirectoryDb, token: string): Promise<IdentityUser | undefined> {
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable('idp_email_verifications')
      // Real time: the link's use, like its expiry, is the machine's clock (docs/time.md).
      .set({ used_at: new Date() })
      .where('token', '=', token)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (!link) return undefined;
    return (await trx
      .updateTable('users')
      .set({ email_verified: true })
      .where('id', '=', link.user_id)
      .returning(USER_COLUMNS)
      .executeTakeFirst()) as IdentityUser | undefined;
  });
}
