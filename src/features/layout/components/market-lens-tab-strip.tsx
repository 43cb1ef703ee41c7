import { NavLink, useLocation } from 'react-router-dom';

import { MARKET_LENS_BASE, marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { visibleMarketLensPages } from '../lib/market-lens-nav';

/**
 * Below md, on market-lens pages, the Market Lens pages as a horizontally scrollable
 * strip of tabs (spec §2), with the sidebar's visibility rules.
 */
export function MarketLensTabStrip() {
  const session = usePortalSession();
  const { pathname } = useLocation();
  if (!pathname.startsWith(`${MARKET_LENS_BASE}/`) && pathname !== MARKET_LENS_BASE) return null;
  const accountId = session.activeAccount?.id ?? null;
  return (
    <nav className="ml-tab-strip" aria-label="Market Lens pages">
      <ul className="list-unstyled mb-0">
        {visibleMarketLensPages(session).map(({ page, label }) => (
          <li key={page}>
            <NavLink to={marketLensPath(page, accountId)} className={({ isActive }) => (isActive ? 'ml-tab active' : 'ml-tab')}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
