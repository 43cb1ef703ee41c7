import './account-selector.css';

import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

import { accountLabel } from '@/lib/accounts';
import { isAccountSelectorPage } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

/**
 * The selector (with downshift, about 10 KB gzip) is a chunk of its own: most customers
 * have one company and never see it, so their visits do not load it (docs/performance.md).
 */
const AccountSelector = lazy(() => import('./account-selector').then((module) => ({ default: module.AccountSelector })));

/**
 * What shows while the selector's chunk loads: its input group, same size and text, inert,
 * so the page below does not move when the selector arrives.
 */
function AccountSelectorPlaceholder({ label }: { label: string }) {
  return (
    <div className="ml-account-selector position-relative" aria-busy="true">
      <div className="input-group">
        <input className="form-control" placeholder="Search by customer" value={label} aria-label="Customer account" readOnly disabled />
        <button type="button" className="btn btn-outline-dark" aria-label="Open the account list" disabled>
          <span aria-hidden="true">▾</span>
        </button>
        <button type="button" className="btn btn-outline-dark" disabled>
          Clear
        </button>
      </div>
    </div>
  );
}

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
    <Suspense fallback={<AccountSelectorPlaceholder label={session.activeAccount ? accountLabel(session.activeAccount) : ''} />}>
      <AccountSelector
        accounts={session.accounts}
        selected={session.activeAccount}
        onSelect={(account) => session.setActiveAccount(account?.id ?? null)}
      />
    </Suspense>
  );
}

/** Whether the current page shows the selector, for the shell to reserve its bar. */
export function useShowsAccountSelector(): boolean {
  const session = usePortalSession();
  const { pathname } = useLocation();
  return canChooseAccount(session) && isAccountSelectorPage(pathname);
}
