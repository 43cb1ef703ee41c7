// The route guard waits for the permissions instead of flashing the 404 page (src/app/protected-routes.tsx).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { guardPage } from '@/app/protected-routes';
import { findPage, type MarketLensPage } from '@/lib/market-lens-pages';
import { PortalSessionProvider, type PortalSession } from '@/lib/portal-session';
import { hasPermission, PERMISSIONS } from '@/machines/roles';

import { HARBOUR_ACCOUNTS, makeProfile } from './portal-fixtures';

function session(permissionsLoading: boolean, permissions = permissionsLoading ? [] : [PERMISSIONS.viewOrders]): PortalSession {
  const activeAccount = HARBOUR_ACCOUNTS[0] ?? null;
  return {
    profile: makeProfile({ role: 'general' }),
    role: 'general',
    isAdmin: false,
    accounts: HARBOUR_ACCOUNTS,
    activeAccount,
    activeCompanyId: activeAccount?.primaryCompanyId ?? null,
    isMultiPurchase: false,
    setActiveAccount: vi.fn(),
    permissions,
    hasPermission: (name) => hasPermission('general', permissions, name),
    permissionsLoading,
    termsAccepted: true,
    viewAs: { isViewAsMode: false, viewAsUser: null, originalUserId: null, enter: vi.fn(), exit: vi.fn() },
    logout: vi.fn(),
  };
}

const Guarded = guardPage(findPage('orders') as MarketLensPage, () => <h1>Orders</h1>);
const renderWith = (value: PortalSession) =>
  render(
    <MemoryRouter>
      <PortalSessionProvider value={value}>
        <Guarded />
      </PortalSessionProvider>
    </MemoryRouter>,
  );

describe('guardPage while the permissions load', () => {
  it('shows a spinner, neither the page nor the 404 page', () => {
    renderWith(session(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your permissions');
    expect(screen.queryByText(/404/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();
  });

  it('then decides: the page with the permission, the 404 page without', () => {
    renderWith(session(false));
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeVisible();
    renderWith(session(false, []));
    expect(screen.getByText('404 - Not found')).toBeVisible();
  });
});
