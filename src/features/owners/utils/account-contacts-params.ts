import type { ListAccountContactsParams } from '@generated/model/listAccountContactsParams';
import type { PortalSession } from '@/lib/portal-session';

/**
 * The contacts call as the product writes it: `accounts/contacts?accountId&isMultiCompany=true`
 * (docs/interpretations.md, "The contacts call"). Loaded only when the user has accounts and a
 * non-general role; null means "do not load". `isMultiCompany=true` is always sent: the card
 * lists the people at the user's companies (the whole group for a multi-company user).
 *
 * The account comes from the role, the multi-company flag and the active account:
 * - nbs_admin (bound to no account): the active account, or none (every account);
 * - a multi-company user (who has the account selector): the active account, else their default;
 * - anyone else (one company, no selector): their default account.
 * Without a default account, the first of their accounts.
 */
export function accountContactsParams(
  session: Pick<PortalSession, 'role' | 'accounts' | 'activeAccount' | 'profile'>,
): ListAccountContactsParams | null {
  const { role, accounts, activeAccount, profile } = session;
  if (role === 'general' || accounts.length === 0) return null;
  const ownAccount = profile.defaultAccountId ?? accounts[0]?.id;
  let accountId: string | undefined;
  if (role === 'nbs_admin') accountId = activeAccount?.id;
  else if (profile.isMultiCompany) accountId = activeAccount?.id ?? ownAccount;
  else accountId = ownAccount;
  return { ...(accountId ? { accountId } : {}), isMultiCompany: true };
}
