import { useLocation } from 'react-router-dom';

import { accountIdFromPath, isMarketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

/**
 * The account the navigation's links carry (sidebar, tab strip, bottom bar, settings tabs): on a market-lens page, the URL's own account
 * segment (none when the URL has none), so a link's target is the current URL on its page and
 * NavLink marks it current (aria-current="page"). The active account alone was wrong: a
 * single-company buyer's default account is active on /app/market-lens/dashboard, so every
 * link pointed at /app/market-lens/51001/… and none was ever current. An account the user may
 * not see is never carried on (the links lead back out of the refusal). Outside market-lens
 * pages the links keep the active account.
 */
export function useNavAccountId(): string | null {
  const { activeAccount } = usePortalSession();
  const { pathname } = useLocation();
  const activeId = activeAccount?.id ?? null;
  if (!isMarketLensPath(pathname)) return activeId;
  const urlAccountId = accountIdFromPath(pathname);
  return urlAccountId !== null && urlAccountId === activeId ? urlAccountId : null;
}
