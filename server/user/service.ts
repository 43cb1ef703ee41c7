/** Tag `user`: the signed-in (or viewed) user's profile, and changing one's own name and mobile. */
import type { UpdateUserProfileRequest } from '../../generated/model/updateUserProfileRequest';
import type { UserProfile } from '../../generated/model/userProfile';
import type { UserContext } from '../auth/guard';
import { loadUserContext } from '../auth/user-context';
import { badRequest, forbidden, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { INVALID_MOBILE, toE164Mobile } from '../lib/phone';
import { updateProfile } from './queries';
import { userIdentity } from '../representations';

export function toUserProfile(context: UserContext): UserProfile {
  const { user } = context;
  return {
    ...userIdentity(user),
    email_verified: user.email_verified,
    defaultAccountId: user.default_account_id ?? context.productIds[0] ?? null,
    isMultiCompany: user.is_multi_company,
    termsAcceptedDate: user.terms_accepted_date ? user.terms_accepted_date.toISOString() : null,
    companyIds: context.companyIds,
    productIds: context.productIds,
    multiCompanyGroupId: user.multi_company_group_id,
    mobilePhone: user.mobile_phone,
  };
}

export function getUserProfile(context: ServiceContext, id: string): UserProfile {
  // Only one's own profile (in view-as: the viewed user's, or still the admin's own);
  // another id is indistinguishable from a missing one.
  const { user, actor } = context.caller;
  if (id === user.user.id) return toUserProfile(user);
  if (id === actor.user.id) return toUserProfile(actor);
  throw notFound('User not found');
}

export async function updateUserProfile(context: ServiceContext, id: string, body: UpdateUserProfileRequest): Promise<UserProfile> {
  const { actor } = context.caller;
  if (id !== actor.user.id) throw forbidden('You may only change your own profile');
  const { firstname, lastname, mobilePhone } = body;
  const phone = mobilePhone === undefined || mobilePhone === null ? mobilePhone : toE164Mobile(mobilePhone);
  if (phone === undefined && mobilePhone !== undefined) throw badRequest(INVALID_MOBILE, 'mobilePhone');
  if (firstname !== undefined && firstname.trim() === '') throw badRequest('Enter your first name.', 'firstname');
  if (lastname !== undefined && lastname.trim() === '') throw badRequest('Enter your last name.', 'lastname');
  await updateProfile(context.db, actor.user.id, {
    ...(firstname !== undefined ? { firstname: firstname.trim() } : {}),
    ...(lastname !== undefined ? { lastname: lastname.trim() } : {}),
    ...(phone !== undefined ? { mobile_phone: phone } : {}),
  });
  const updated = await loadUserContext(context.db, actor.user.id);
  if (!updated) throw notFound('User not found');
  return toUserProfile(updated);
}
