/**
 * Tag `settings`: notification preferences (notification-settings.ts; the contract checks the
 * shape: every event, both channels, nothing else) and the password change. The identity
 * provider changes the password, the API never stores one: the embedded provider checks the
 * current password and the policy and ends the user's other logins; an Auth0 tenant emails a
 * change-password link (docs/identity-provider.md, "Password change"). View-as writes are
 * refused by the guard before this runs.
 */

import type { ChangePasswordRequest } from '../../generated/model/changePasswordRequest';
import type { NotificationSettings } from '../../generated/model/notificationSettings';
import type { PasswordChange } from '../../generated/model/passwordChange';
import { ApiError, badRequest, forbidden } from '../errors';
import type { ServiceContext } from '../handler';
import { changeEmbeddedPassword, PasswordChangeError } from '../identity-provider';
import { databaseStore } from '../identity/directory';
import { Auth0PasswordChangeError, requestAuth0PasswordChangeEmail } from './auth0-password-change';
import { loadNotificationSettings } from './notification-settings';
import { saveNotificationSettings } from './queries';

export const getNotificationSettings = (context: ServiceContext): Promise<NotificationSettings> => loadNotificationSettings(context.db, context.user.user.id);

export async function updateNotificationSettings(context: ServiceContext, settings: NotificationSettings): Promise<NotificationSettings> {
  await saveNotificationSettings(context.db, context.user.user.id, settings);
  return getNotificationSettings(context);
}

/** Where a provider's failure is logged (the request's logger). */
export interface WarningLog {
  warn(details: object, message: string): void;
}

const FIELD_OF_FAILURE = { wrongCurrent: 'currentPassword', weak: 'newPassword', sameAsOld: 'newPassword' } as const;

export async function changePassword(context: ServiceContext, body: ChangePasswordRequest | undefined, log: WarningLog): Promise<PasswordChange> {
  const { actor, grantId } = context.caller;
  const provider = context.settings.passwordChange;
  if (provider.kind === 'auth0') {
    try {
      await requestAuth0PasswordChangeEmail(provider, actor.user.email);
    } catch (error) {
      log.warn({ err: error }, 'Auth0 change-password email failed');
      if (error instanceof Auth0PasswordChangeError) throw new ApiError(400, 'The identity provider could not send the change-password email. Please try again later.');
      throw new ApiError(400, 'The identity provider could not be reached. Please try again later.');
    }
    return { method: 'email', email: actor.user.email };
  }
  const { currentPassword, newPassword } = body ?? {};
  if (!currentPassword) throw badRequest('Enter your current password.', 'currentPassword');
  if (!newPassword) throw badRequest('Enter a new password.', 'newPassword');
  try {
    const input = { userId: actor.user.id, currentPassword, newPassword, keepGrantId: grantId };
    let change = provider.change;
    if (!change) {
      const store = databaseStore(context.db);
      change = (details) => changeEmbeddedPassword(store, details);
    }
    const { email } = await change(input);
    return { method: 'changed', email };
  } catch (error) {
    if (!(error instanceof PasswordChangeError)) throw error;
    if (error.reason === 'locked' || error.reason === 'unknownUser') throw forbidden(error.message);
    throw badRequest(error.message, FIELD_OF_FAILURE[error.reason]);
  }
}
