/**
 * The portal's side of the identity provider's user directory (docs/identity-provider.md): the
 * users, their claims and the signup's writes, on the portal's database. The provider asks through
 * this interface in-process (tests, the settings service) and in its worker on PostgreSQL, and
 * through the channel (answers below) from its worker on PGlite.
 */
import { randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';

import {
  databaseArtifacts,
  loadIdentitySecrets,
  normaliseEmail,
  type DemoUser,
  type DirectoryAnswers,
  type IdentityDirectory,
  type IdentityStore,
  type IdentityUser,
  type IdentityDb,
  type IdpTables,
  type RegisteredUser,
  type RiskNavigatorClaims,
  type SignupRecord,
} from '../identity-provider';

import { loadUserContext } from '../auth/user-context';
import type { Role } from '../../generated/model/role';
import type { Database } from '../db/schema';
import { DEMO_USERS } from '../db/seed/demo-users';
import {
  hasCompany,
  insertRegisteredUser,
  selectFirstUsers,
  selectHighestHsId,
  selectLoginListUsers,
  selectUserByEmail,
  selectUserById,
  signedUpHere,
  stampLastLogin,
  updatePasswordHash,
  useVerificationLink,
  type DirectoryDb,
} from './queries';

/** The Risk Navigator role a Market Lens role holds (docs/risk-navigator.md). */
const RISK_NAVIGATOR_ROLES: Record<Role, RiskNavigatorClaims['role']> = { general: 'viewer', admin: 'manager', nbs_admin: 'desk' };

const findUserByEmail = (db: DirectoryDb, email: string) => selectUserByEmail(db, normaliseEmail(email));

/**
 * A user with no company gets "No Company Data" (as the CRM lookup of the real tenant answers) —
 * except someone who registered on the signup page and awaits approval: no company is linked
 * before approval, and they must reach the portal's "Thank you for signing up" card.
 */
async function lacksCompanyData(db: DirectoryDb, user: IdentityUser): Promise<boolean> {
  if (await hasCompany(db, user.id)) return false;
  return !(user.account_status === 'registered' && (await signedUpHere(db, user.id)));
}

/**
 * The Risk Navigator claims of a user (docs/risk-navigator.md): the role their Market Lens
 * role maps to, and the accounts they hold — the accounts the API lets them see (their own,
 * plus their companies' for an admin), only once the account is approved.
 */
async function riskNavigatorClaimsOf(db: DirectoryDb, user: IdentityUser): Promise<RiskNavigatorClaims> {
  const role = RISK_NAVIGATOR_ROLES[user.role as Role];
  if (user.account_status !== 'accountApproved') return { role, accounts: [], allAccounts: false };
  // The API's own loader decides which accounts are visible.
  const context = await loadUserContext(db as unknown as Kysely<Database>, user.id);
  if (!context) return { role, accounts: [], allAccounts: false };
  return { role, accounts: context.allAccounts ? [] : [...context.accountIds], allAccounts: context.allAccounts };
}

/**
 * The login page's list: the seed's demo logins, with role and status as they are now in the
 * users table. A database seeded some other way shows its first users instead.
 */
async function listDemoUsers(db: DirectoryDb, limit = 40): Promise<DemoUser[]> {
  const emails = DEMO_USERS.map((user) => user.email);
  const seeded = await selectLoginListUsers(db, emails);
  if (seeded.length > 0) {
    return seeded
      .map((user) => ({ ...user, description: DEMO_USERS.find((demo) => demo.email === user.email)?.description }))
      .sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email));
  }
  return selectFirstUsers(db, limit);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Creates a self-registered user and a single-use email verification token. Returns undefined
 * when the email is already taken. The password comes hashed: the provider hashes it on its own
 * thread.
 */
async function registerUser(db: DirectoryDb, input: SignupRecord): Promise<RegisteredUser | undefined> {
  const email = normaliseEmail(input.email);
  if (await selectUserByEmail(db, email)) return undefined;
  // The CRM id is a digit string; a new registration takes the next free number.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const hsId = String((await selectHighestHsId(db)) + 1n + BigInt(attempt));
    try {
      const token = randomBytes(24).toString('base64url');
      const user = await insertRegisteredUser(
        db,
        { hsId, email, passwordHash: input.passwordHash, firstname: input.firstname.trim(), lastname: input.lastname.trim() },
        token,
      );
      return { user, verificationToken: token };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await selectUserByEmail(db, email)) return undefined;
    }
  }
  throw new Error('Could not allocate a CRM id for the new user');
}

const directoryDb = (database: Kysely<Database>): DirectoryDb => database.withTables<IdpTables>();

/** The directory of a database the caller can query directly. */
export function databaseDirectory(database: Kysely<Database>): IdentityDirectory {
  const db = directoryDb(database);
  return {
    findUserById: (id) => selectUserById(db, id),
    findUserByEmail: (email) => findUserByEmail(db, email),
    lacksCompanyData: (user) => lacksCompanyData(db, user),
    riskNavigatorClaims: (user) => riskNavigatorClaimsOf(db, user),
    recordLogin: (userId) => stampLastLogin(db, userId),
    listDemoUsers: () => listDemoUsers(db),
    registerUser: (input) => registerUser(db, input),
    verifyEmail: (token) => useVerificationLink(db, token),
    setPasswordHash: (userId, passwordHash) => updatePasswordHash(db, userId, passwordHash),
  };
}

/** The provider keeping everything in the portal's database (in-process, and its worker on PostgreSQL). */
export function databaseStore(database: Kysely<Database>): IdentityStore {
  const identityTables = database.withTables<IdpTables>() as unknown as IdentityDb;
  return { directory: databaseDirectory(database), artifacts: databaseArtifacts(identityTables), loadSecrets: () => loadIdentitySecrets(identityTables) };
}

/** The main thread's answers to the worker's questions over the channel (the worker on PGlite). */
export function directoryAnswers(database: Kysely<Database>): DirectoryAnswers {
  const directory = databaseDirectory(database);
  const identityTables = database.withTables<IdpTables>() as unknown as IdentityDb;
  return {
    async lookupIdentity(key) {
      const user = 'id' in key ? await directory.findUserById(key.id) : await directory.findUserByEmail(key.email);
      if (!user) return undefined;
      const [lacks, riskNavigator] = await Promise.all([directory.lacksCompanyData(user), directory.riskNavigatorClaims(user)]);
      return { user, lacksCompanyData: lacks, riskNavigator };
    },
    recordLogin: (userId) => directory.recordLogin(userId),
    listDemoUsers: () => directory.listDemoUsers(),
    registerUser: (input) => directory.registerUser(input),
    verifyEmail: (token) => directory.verifyEmail(token),
    setPasswordHash: (userId, passwordHash) => directory.setPasswordHash(userId, passwordHash),
    loadSecrets: () => loadIdentitySecrets(identityTables),
  };
}
