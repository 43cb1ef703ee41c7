import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

import { FileIcon, HomeIcon, LifebuoyIcon, MailIcon } from '@/components/ui/icons';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { canSeeFiles, OVERVIEW_PATH } from '../lib/market-lens-nav';

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

/** Under 700px (spec §2, §9): Overview, Messages, Files, Support at thumb reach. */
export function MobileBottomBar() {
  const session = usePortalSession();
  const accountId = session.activeAccount?.id ?? null;
  return (
    <nav className="ml-bottom-bar" aria-label="Quick links">
      <ul className="list-unstyled mb-0">
        <BarLink to={OVERVIEW_PATH} icon={<HomeIcon />}>
          Overview
        </BarLink>
        <BarLink to={marketLensPath('messages', accountId)} icon={<MailIcon />}>
          Messages
        </BarLink>
        {canSeeFiles(session) ? (
          <BarLink to={marketLensPath('files', accountId)} icon={<FileIcon />}>
            Files
          </BarLink>
        ) : null}
        <BarLink to={marketLensPath('support', accountId)} icon={<LifebuoyIcon />}>
          Support
        </BarLink>
      </ul>
    </nav>
  );
}
