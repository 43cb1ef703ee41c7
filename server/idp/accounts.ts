import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';

import { loadUserContext } from '../auth/user-context';
import type { Database, UsersTable } from '../db/schema';
import { DEMO_USERS } from '../db/seed/demo-users';
import { hashPassword, verifyPassword } from '../lib/password';
import { checkPassword } from '../../domain/password-policy';
import type { IdentityDb } from './identity-database';
import type { IdentityDirectory } from './identity-directory';

export const METADATA_CLAIM = 'https://market-lens.app/metadata';
/** The namespace of the Risk Navigator claims in the ID token (docs/risk-navigator.md). */
export const RISK_NAVIGATOR_CLAIM = 'https://risk-navigator.market-lens.local/claims';

/** The Risk Navigator role a Market Lens role holds (docs/risk-navigator.md). */
const RISK_NAVIGATOR_ROLES = { general: 'viewer', admin: 'manager', nbs_admin: 'desk' } as const;

export interface RiskNavigatorClaims {
  role: (typeof RISK_NAVIGATOR_ROLES)[keyof typeof RISK_NAVIGATOR_ROLES];
  /** The accounts whose support alerts the user may open: those Market Lens shows them. */
  accounts: string[];
  /** The desk (nbs_admin) is bound to no account and holds every one. */
  allAccounts: boolean;
}

export type IdentityUser = Pick<
  Selectable<UsersTable>,
  (typeof USER_COLUMNS)[number]
>;

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

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: IdentityDb, id: string): Promise<IdentityUser | undefined> {
  return (await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst()) as
    | IdentityUser
    | undefined;
}

export async function findUserByEmail(db: IdentityDb, email: string): Promise<IdentityUser | undefined> {
  return (await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst()) as IdentityUser | undefined;
}

// An unknown email is checked against this hash of a random password: the answer takes as long as
// for a known email with a wrong password, so its time does not tell who has an account.
let dummyHash: Promise<string> | undefined;
const hashOfNobody = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64url')));
/** Computes that hash ahead (at start), so that not even the first unknown email takes longer. */
export const preparePasswordChecks = async (): Promise<void> => void (await hashOfNobody());

/**
 * The user whose email and password match, or undefined — the same answer, after the same work (one
 * password hash compare), for an unknown email and a wrong password.
 */
export async function authenticate(directory: IdentityDirectory, email: string, password: string): Promise<IdentityUser | undefined> {
  const [user, nobody] = await Promise.all([directory.findUserByEmail(email), hashOfNobody()]);
  const matches = await verifyPassword(password, user?.password_hash ?? nobody);
  return user && matches ? user : undefined;
}

export async function recordLogin(db: IdentityDb, userId: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', userId).execute();
}

export async function setPasswordHash(db: IdentityDb, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

async function hasCompany(db: IdentityDb, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user_companies').select('company_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

async function signedUpHere(db: IdentityDb, userId: string): Promise<boolean> {
  const row = await db.selectFrom('idp_email_verifications').select('token').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/**
 * A user with no company gets "No Company Data" (as the CRM lookup of the real tenant answers) —
 * except someone who registered on the signup page and awaits approval: no company is linked
 * before approval, and they must reach the portal's "Thank you for signing up" card.
 */
export async function lacksCompanyData(db: IdentityDb, user: IdentityUser): Promise<boolean> {
  if (await hasCompany(db, user.id)) return false;
  return !(user.account_status === 'registered' && (await signedUpHere(db, user.id)));
}

/**
 * The Risk Navigator claims of a user (docs/risk-navigator.md): the role their Market Lens
 * role maps to, and the accounts they hold — the accounts the API lets them see (their own,
 * plus their companies' for an admin), only once the account is approved.
 */
export async function riskNavigatorClaimsOf(db: IdentityDb, user: IdentityUser): Promise<RiskNavigatorClaims> {
  const role = RISK_NAVIGATOR_ROLES[user.role];
  if (user.account_status !== 'accountApproved') return { role, accounts: [], allAccounts: false };
  // The identity tables extend the core ones: the API's own loader decides which accounts are visible.
  const context = await loadUserContext(db as unknown as Kysely<Database>, user.id);
  if (!context) return { role, accounts: [], allAccounts: false };
  return { role, accounts: context.allAccounts ? [] : [...context.accountIds], allAccounts: context.allAccounts };
}

/**
 * The claims Auth0 would put in the ID token (the SDK builds `user` from it): the standard
 * ones, the metadata claim the API and the SPA read the CRM id from, and the Risk Navigator
 * claims the risk-navigator page reads.
 */
export async function claimsOf(directory: IdentityDirectory, user: IdentityUser): Promise<Record<string, unknown>> {
  return { ...standardClaimsOf(user), [RISK_NAVIGATOR_CLAIM]: await directory.riskNavigatorClaims(user) };
}

function standardClaimsOf(user: IdentityUser): Record<string, unknown> {
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return {
    sub: user.id,
    email: user.email,
    email_verified: user.email_verified,
    given_name: user.firstname ?? undefined,
    family_name: user.lastname ?? undefined,
    name: name || user.email,
    nickname: user.email.split('@')[0],
    picture: null,
    locale: 'en-GB',
    // Auth0 sends updated_at as an ISO date string; the users table has no update stamp.
    updated_at: new Date(user.created_at).toISOString(),
    phone_number: user.mobile_phone ?? undefined,
    phone_number_verified: user.mobile_phone ? false : undefined,
    [METADATA_CLAIM]: { hsId: user.hs_id },
  };
}

export interface DemoUser {
  email: string;
  role: string;
  account_status: string;
  description?: string;
}

/**
 * The login page's list: the seed's demo logins, with role and status as they are now in the
 * users table. A database seeded some other way shows its first users instead.
 */
export async function listDemoUsers(db: IdentityDb, limit = 40): Promise<DemoUser[]> {
  const emails = DEMO_USERS.map((user) => user.email);
  const seeded = await db
    .selectFrom('users')
    .select(['email', 'role', 'account_status'])
    .where('email', 'in', emails)
    .execute();
  if (seeded.length > 0) {
    return seeded
      .map((user) => ({ ...user, description: DEMO_USERS.find((demo) => demo.email === user.email)?.description }))
      .sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email));
  }
  return db.selectFrom('users').select(['email', 'role', 'account_status']).orderBy('email').limit(limit).execute();
}

export interface SignupInput {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
}

/** What registerUser stores: the signup without the password, which arrives hashed. */
export type SignupRecord = Omit<SignupInput, 'password'> & { passwordHash: string };

export interface RegisteredUser {
  user: IdentityUser;
  verificationToken: string;
}

export type SignupErrors = Partial<Record<keyof SignupInput, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSignup(input: SignupInput): SignupErrors {
  const errors: SignupErrors = {};
  if (!EMAIL_PATTERN.test(input.email.trim())) errors.email = 'Enter a valid email address, like name@company.co.uk.';
  if (!input.firstname.trim()) errors.firstname = 'Enter your first name.';
  if (!input.lastname.trim()) errors.lastname = 'Enter your last name.';
  // The one password policy (domain/password-policy.ts), with the typed details as context.
  const password = checkPassword(input.password, input);
  if (password) errors.password = password;
  return errors;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Creates a self-registered user (status 'registered', email not verified, role general) and a
 * single-use email verification token. Returns undefined when the email is already taken. The
 * password comes hashed: the provider hashes it on its own thread (hashSignup).
 */
export async function registerUser(db: IdentityDb, input: SignupRecord): Promise<RegisteredUser | undefined> {
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(db, email)) return undefined;
  const { passwordHash } = input;
  // The CRM id is a digit string; a new registration takes the next free number.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { next } = (await db
      .selectFrom('users')
      .select((eb) => eb.fn.coalesce(eb.fn.max(eb.cast('hs_id', 'bigint')), eb.lit(1000)).as('next'))
      .where('hs_id', '~', '^[0-9]+$')
      .executeTakeFirstOrThrow()) as { next: number | string };
    const hsId = String(BigInt(next) + 1n + BigInt(attempt));
    try {
      const token = randomBytes(24).toString('base64url');
      const user = await db.transaction().execute(async (trx) => {
        const created = (await trx
          .insertInto('users')
          .values({
            id: `ml|${hsId}`,
            hs_id: hsId,
            email,
            password_hash: passwordHash,
            firstname: input.firstname.trim(),
            lastname: input.lastname.trim(),
            email_verified: false,
            role: 'general',
            account_status: 'registered',
          })
          .returning(USER_COLUMNS)
          .executeTakeFirstOrThrow()) as IdentityUser;
        await trx.insertInto('idp_email_verifications').values({ token, user_id: created.id }).execute();
        return created;
      });
      return { user, verificationToken: token };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await findUserByEmail(db, email)) return undefined;
    }
  }
  throw new Error('Could not allocate a CRM id for the new user');
}

/** The signup as registerUser stores it: the password replaced by its hash. */
export async function hashSignup({ password, ...rest }: SignupInput): Promise<SignupRecord> {
  return { ...rest, passwordHash: await hashPassword(password) };
}

/** Marks the token's user as verified; false when the token is unknown or already used. */
export async function verifyEmail(db: IdentityDb, token: string): Promise<IdentityUser | undefined> {
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable('idp_email_verifications')
      .set({ used_at: new Date() })
      .where('token', '=', token)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (!link) return undefined;
    return (await trx
      .updateTable('users')
      .set({ email_verified: true })
      .where('id', '=', link.user_id as string)
      .returning(USER_COLUMNS)
      .executeTakeFirst()) as IdentityUser | undefined;
  });
}
