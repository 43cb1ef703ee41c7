import type { ListAccountContactsParams } from '@generated/model/listAccountContactsParams';
import type { PortalSession } from '@/lib/portal-session';

/**
 * Contacts are loaded only when the user has accounts and a non-general
 * role. The account is the active one; without one, an nbs_admin (bound to no account)
 * asks for every account, anyone else for their default account. Multi-company users
 * ask for the whole group. Null means "do not load".
 */
export function accountContactsParams(
  session: Pick<PortalSession, 'role' | 'accounts' | 'activeAccount' | 'profile'>,
): ListAccountContactsParams | null {
  if (session.role === 'general' || session.accounts.length === 0) return null;
  const accountId =
    session.activeAccount?.id ??
    (session.role === 'nbs_admin' ? undefined : (session.profile.defaultAccountId ?? session.accounts[0]?.id));
  return {
    ...(accountId ? { accountId } : {}),
    ...(session.profile.isMultiCompany ? { isMultiCompany: true } : {}),
  };
}
