import { NavLink, useLocation } from 'react-router-dom';

import { ScrollArea } from '@/components/ui/scroll-area';
import { navPages } from '@/lib/market-lens-pages';
import { isMarketLensPath, marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

/**
 * Below md, on market-lens pages, the pages of the sidebar's Market Lens accordion as a
 * horizontally scrollable strip of tabs (in the scroll area, which shows that more tabs
 * follow), with the same visibility rules (the page registry).
 */
export function MarketLensTabStrip() {
  const session = usePortalSession();
  const { pathname } = useLocation();
  if (!isMarketLensPath(pathname)) return null;
  const accountId = session.activeAccount?.id ?? null;
  return (
    <nav className="ml-tab-strip" aria-label="Market Lens pages">
      <ScrollArea>
        <ul className="list-unstyled mb-0">
          {navPages('market-lens', session).map(({ page, label }) => (
            <li key={page.path}>
              <NavLink to={marketLensPath(page.path, accountId)} className={({ isActive }) => (isActive ? 'ml-tab active' : 'ml-tab')}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </ScrollArea>
    </nav>
  );
}
