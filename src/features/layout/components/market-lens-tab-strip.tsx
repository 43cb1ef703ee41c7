import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

import { ScrollArea } from '@/components/ui/scroll-area';
import { navPages } from '@/lib/market-lens-pages';
import { isMarketLensPath, marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { useNavAccountId } from '@/lib/use-nav-account-id';

/** Room left beside the current tab when it is scrolled into view: the width of the edge's fade and arrow. */
const EDGE_ROOM_PX = 40;

/**
 * Scrolls the strip (not the page) so the current tab is in view: on a phone the later tabs
 * (Price alerts, Market information) start cut off, and their page opened with its tab hidden.
 */
function useCurrentTabInView(pathname: string) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const current = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const viewport = ref.current?.querySelector<HTMLElement>('.ml-scroll-area__viewport');
    if (!current || !viewport) return;
    const tab = current.getBoundingClientRect();
    const view = viewport.getBoundingClientRect();
    if (tab.right > view.right - EDGE_ROOM_PX) viewport.scrollLeft += tab.right - view.right + EDGE_ROOM_PX;
    else if (tab.left < view.left + EDGE_ROOM_PX) viewport.scrollLeft -= view.left + EDGE_ROOM_PX - tab.left;
  }, [pathname]);
  return ref;
}

/**
 * Below md, on market-lens pages, the pages of the sidebar's Market Lens accordion as a
 * horizontally scrollable strip of tabs (in the scroll area: a fade and an arrow at each edge
 * with more tabs beyond it), with the same visibility rules (the page registry). The current
 * tab is scrolled into view.
 */
export function MarketLensTabStrip() {
  const session = usePortalSession();
  const { pathname } = useLocation();
  const accountId = useNavAccountId();
  const ref = useCurrentTabInView(pathname);
  if (!isMarketLensPath(pathname)) return null;
  return (
    <nav ref={ref} className="ml-tab-strip" aria-label="Market Lens pages">
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
