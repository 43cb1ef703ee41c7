import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

import { HomeIcon } from '@/components/ui/icons';
import { navPages } from '@/lib/market-lens-pages';
import { marketLensPath, OVERVIEW_PATH } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { useNavAccountId } from '@/lib/use-nav-account-id';

function BarLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <NavLink to={to} className={({ isActive }) => (isActive ? 'ml-bottom-bar__link active' : 'ml-bottom-bar__link')}>
        {icon}
        <span>{children}</span>
      </NavLink>
    </li>
  );
}

/**
 * Under 700px: Overview, then the registry's bottom-bar pages (Messages, Files, Support)
 * at thumb reach, with the sidebar's visibility rules.
 */
export function MobileBottomBar() {
  const session = usePortalSession();
  const accountId = useNavAccountId();
  return (
    <nav className="ml-bottom-bar" aria-label="Quick links">
      <ul className="list-unstyled mb-0">
        <BarLink to={OVERVIEW_PATH} icon={<HomeIcon />}>
          Overview
        </BarLink>
        {navPages('bottom-bar', session).map(({ page, label, icon: Icon }) => (
          <BarLink key={page.path} to={marketLensPath(page.path, accountId)} icon={Icon ? <Icon /> : null}>
            {label}
          </BarLink>
        ))}
      </ul>
    </nav>
  );
}
