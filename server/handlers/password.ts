/**
 * Tag `settings`, changePassword: the identity provider changes the password, the API never stores
 * one. The embedded provider checks the current password and the policy and ends the user's other
 * logins; an Auth0 tenant emails a change-password link (docs/identity-provider.md, "Password change").
 */
import type { Kysely } from 'kysely';

import type { ChangePasswordRequest } from '../../generated/model/changePasswordRequest';
import type { PasswordChangeResponse } from '../../generated/model/passwordChangeResponse';
import type { Database } from '../db/schema';
import { ApiError, badRequest, forbidden } from '../errors';
import { Auth0PasswordChangeError, requestAuth0PasswordChangeEmail, type Auth0PasswordChangeSettings } from '../idp/auth0-password-change';
import type { IdentityDb } from '../idp/identity-database';
import { databaseDirectory } from '../idp/identity-directory';
import { changeEmbeddedPassword, PasswordChangeError, type PasswordChangeInput } from '../idp/password-change';
import type { Handler } from '../handler';

/**
 * Which identity provider changes passwords: the embedded one (default) or an Auth0 tenant. The
 * embedded one runs the change itself when it has its own thread (`change`, identity-worker-host.ts);
 * without `change` the API does it on its own database (the provider in-process, as in tests).
 */
export type PasswordChangeSettings =
  | { kind: 'embedded'; change?: (input: PasswordChangeInput) => Promise<{ email: string }> }
  | ({ kind: 'auth0' } & Auth0PasswordChangeSettings);

const FIELD_OF_FAILURE = { wrongCurrent: 'currentPassword', weak: 'newPassword', sameAsOld: 'newPassword' } as const;

const changePassword: Handler<{ Body?: ChangePasswordRequest }, PasswordChangeResponse> = async (request) => {
  const { db, settings } = request.server;
  const { actor, grantId } = request.caller;
  const provider = settings.passwordChange;
  if (provider.kind === 'auth0') {
    try {
      await requestAuth0PasswordChangeEmail(provider, actor.user.email);
    } catch (error) {
      request.log.warn({ err: error }, 'Auth0 change-password email failed');
      if (error instanceof Auth0PasswordChangeError) throw new ApiError(400, 'The identity provider could not send the change-password email. Please try again later.');
      throw new ApiError(400, 'The identity provider could not be reached. Please try again later.');
    }
    return { data: { method: 'email', email: actor.user.email } };
  }
  const { currentPassword, newPassword } = request.body ?? {};
  if (!currentPassword) throw badRequest('Enter your current password.', 'currentPassword');
  if (!newPassword) throw badRequest('Enter a new password.', 'newPassword');
  try {
    const input = { userId: actor.user.id, currentPassword, newPassword, keepGrantId: grantId };
    let change = provider.change;
    if (!change) {
      const identityDb = db as Kysely<Database> as unknown as IdentityDb;
      change = (details) => changeEmbeddedPassword({ directory: databaseDirectory(identityDb), artifacts: identityDb }, details);
    }
    const { email } = await change(input);
    return { data: { method: 'changed', email } };
  } catch (error) {
    if (!(error instanceof PasswordChangeError)) throw error;
    if (error.reason === 'locked' || error.reason === 'unknownUser') throw forbidden(error.message);
    throw badRequest(error.message, FIELD_OF_FAILURE[error.reason]);
  }
};

export const passwordHandlers = { changePassword };
