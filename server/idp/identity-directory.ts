/**
 * What the identity provider reads and writes of the application's identity data (the users table
 * and what a user's claims are made of), behind one small interface. The provider's own state
 * (idp_artifacts: sessions, grants, codes, tokens) is not part of it.
 *
 * Two implementations: `databaseDirectory` works on a Kysely database (the application's own
 * database in-process and in the tests, or the provider's own PostgreSQL pool in its worker);
 * the worker on PGlite uses the remote one of identity-worker.ts, which asks the server's main
 * thread and keeps what it read until the data changes (docs/identity-provider.md, "Process layout").
 */
import {
  findUserByEmail,
  findUserById,
  lacksCompanyData,
  listDemoUsers,
  recordLogin,
  registerUser,
  riskNavigatorClaimsOf,
  setPasswordHash,
  verifyEmail,
  type DemoUser,
  type IdentityUser,
  type RegisteredUser,
  type RiskNavigatorClaims,
  type SignupRecord,
} from './accounts';
import type { IdentityDb } from './identity-database';

export interface IdentityDirectory {
  findUserById(id: string): Promise<IdentityUser | undefined>;
  findUserByEmail(email: string): Promise<IdentityUser | undefined>;
  /** See accounts.ts lacksCompanyData. */
  lacksCompanyData(user: IdentityUser): Promise<boolean>;
  riskNavigatorClaims(user: IdentityUser): Promise<RiskNavigatorClaims>;
  /** Stamps users.last_login_at. */
  recordLogin(userId: string): Promise<void>;
  /** The login page's list (demo mode). */
  listDemoUsers(): Promise<DemoUser[]>;
  /** A new self-registered user with an already hashed password; undefined when the email is taken. */
  registerUser(input: SignupRecord): Promise<RegisteredUser | undefined>;
  verifyEmail(token: string): Promise<IdentityUser | undefined>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
}

/** The directory of a database the caller can query directly. */
export function databaseDirectory(db: IdentityDb): IdentityDirectory {
  return {
    findUserById: (id) => findUserById(db, id),
    findUserByEmail: (email) => findUserByEmail(db, email),
    lacksCompanyData: (user) => lacksCompanyData(db, user),
    riskNavigatorClaims: (user) => riskNavigatorClaimsOf(db, user),
    recordLogin: (userId) => recordLogin(db, userId),
    listDemoUsers: () => listDemoUsers(db),
    registerUser: (input) => registerUser(db, input),
    verifyEmail: (token) => verifyEmail(db, token),
    setPasswordHash: (userId, passwordHash) => setPasswordHash(db, userId, passwordHash),
  };
}
