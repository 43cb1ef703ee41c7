/**
 * What the provider itself knows of a user and the rules it applies to them: the claims it puts in
 * the ID token, the login's password check and the signup's validation. The users themselves live
 * behind the directory (identity-directory.ts), which the portal answers.
 */
import { randomBytes } from 'node:crypto';

import { checkPassword } from '../../domain/password-policy';
import type { IdentityDirectory } from './identity-directory';
import { hashPassword, verifyPassword } from './password';

export const METADATA_CLAIM = 'https://market-lens.app/metadata';
/**
 * The grant (the login) an access token was issued under, so a password change can end every other
 * login and keep this one (password-change.ts); the portal hands it on from the token.
 */
export const GRANT_CLAIM = 'https://market-lens.app/grant';
/** The namespace of the Risk Navigator claims in the ID token (docs/risk-navigator.md). */
export const RISK_NAVIGATOR_CLAIM = 'https://risk-navigator.market-lens.local/claims';

export interface RiskNavigatorClaims {
  role: 'viewer' | 'manager' | 'desk';
  /** The accounts whose support alerts the user may open: those Market Lens shows them. */
  accounts: string[];
  /** The desk (nbs_admin) is bound to no account and holds every one. */
  allAccounts: boolean;
}

/** A user as the directory hands it to the provider (the portal's users table, these columns). */
export interface IdentityUser {
  id: string;
  hs_id: string;
  email: string;
  password_hash: string;
  firstname: string | null;
  lastname: string | null;
  mobile_phone: string | null;
  email_verified: boolean;
  role: string;
  account_status: string;
  created_at: Date;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
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

/** The signup as registerUser stores it: the password replaced by its hash. */
export async function hashSignup({ password, ...rest }: SignupInput): Promise<SignupRecord> {
  return { ...rest, passwordHash: await hashPassword(password) };
}
