// The route guard waits for the permissions instead of flashing the 404 page (src/app/protected-routes.tsx).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { guardPage } from '@/app/protected-routes';
import { findPage, type MarketLensPage } from '@/lib/market-lens-pages';
import { PortalSessionProvider, type PortalSession } from '@/lib/portal-session';
import { PERMISSIONS } from '@/machines/roles';

import { makePortalSession } from '../../../stories/kit/portal-session-fixtures';
import { HARBOUR_ACCOUNTS } from './portal-fixtures';

/** An ordinary buyer on Harbour Foods (a single-purchase account), from the stories' session kit. */
const session = (permissionsLoading: boolean, permissions = permissionsLoading ? [] : [PERMISSIONS.viewOrders]): PortalSession =>
  makePortalSession({ accounts: HARBOUR_ACCOUNTS, activeAccount: HARBOUR_ACCOUNTS[0] ?? null, permissions, permissionsLoading });

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
