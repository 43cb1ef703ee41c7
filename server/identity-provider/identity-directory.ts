/**
 * What the identity provider reads and writes of the application's identity data (the users table
 * and what a user's claims are made of), behind one small interface. The provider's own state
 * (idp_artifacts: sessions, grants, codes, tokens) is not part of it.
 *
 * The portal implements it on its database (server/identity/directory.ts: in-process, and in the
 * worker on PostgreSQL); the worker on PGlite uses remote-directory.ts, which asks the server's main
 * thread and keeps what it read until the data changes (docs/identity-provider.md, "Process layout").
 */
import type { DemoUser, IdentityUser, RegisteredUser, RiskNavigatorClaims, SignupRecord } from './accounts';

export interface IdentityDirectory {
  findUserById(id: string): Promise<IdentityUser | undefined>;
  findUserByEmail(email: string): Promise<IdentityUser | undefined>;
  /**
   * A user with no company gets "No Company Data" (as the CRM lookup of the real tenant answers),
   * except someone who registered on the signup page and awaits approval.
   */
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
