import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

/** An in-app sidebar link, highlighted (and aria-current) on its page and the pages below it. */
export function SidebarNavLink({ to, icon, children, onNavigate }: { to: string; icon?: ReactNode; children: ReactNode; onNavigate?: () => void }) {
  return (
    <NavLink to={to} className={({ isActive }) => (isActive ? 'ml-nav-link active' : 'ml-nav-link')} onClick={onNavigate}>
      {icon}
      <span className="ml-nav-link__label">{children}</span>
    </NavLink>
  );
}
