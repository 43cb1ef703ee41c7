import { useLocation } from 'react-router-dom';

import { isAccountSelectorPage } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { AccountSelector } from './account-selector';

/**
 * Who sees the selector: multi-company users and nbs_admin, once the terms are accepted.
 * On which pages: the page registry's `accountSelector` (docs/routes.md).
 */
export function canChooseAccount(session: { profile: { isMultiCompany: boolean }; role: string; termsAccepted: boolean }): boolean {
  return session.termsAccepted && (session.profile.isMultiCompany || session.role === 'nbs_admin');
}

/** The selector on the pages that show one, wired to the active account in the URL. */
export function AccountSelectorBar() {
  const session = usePortalSession();
  const { pathname } = useLocation();
  if (!canChooseAccount(session) || !isAccountSelectorPage(pathname)) return null;
  return (
    <AccountSelector
      accounts={session.accounts}
      selected={session.activeAccount}
      onSelect={(account) => session.setActiveAccount(account?.id ?? null)}
    />
  );
}

/** Whether the current page shows the selector, for the shell to reserve its bar. */
export function useShowsAccountSelector(): boolean {
  const session = usePortalSession();
  const { pathname } = useLocation();
  return canChooseAccount(session) && isAccountSelectorPage(pathname);
}
