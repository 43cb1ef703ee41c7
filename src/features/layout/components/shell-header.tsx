import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { BrandLogo } from '@/components/ui/brand-logo';
import { IconButton } from '@/components/ui/icon-button';
import { ExternalLinkIcon, MenuIcon } from '@/components/ui/icons';
import { env } from '@/config/env';
import { useAuthSession } from '@/lib/auth-session';
import { DASHBOARD_PATH } from '@/lib/market-lens-paths';

/**
 * The top header: product title, and for a logged-in user the search box
 * and the notifications button (slots, filled by the search and notifications
 * features), for a logged-out visitor a link back to the website.
 */
export function ShellHeader({
  search,
  notifications,
  menu,
}: {
  search?: ReactNode;
  notifications?: ReactNode;
  /** The menu button (shown below md only, by CSS), with the id of the slide-out menu it opens. */
  menu?: { expanded: boolean; controls: string; onToggle: () => void };
}) {
  const { isAuthenticated } = useAuthSession();
  return (
    <header className="ml-header">
      {isAuthenticated && menu ? (
        <IconButton
          label="Menu"
          className="ml-header__menu"
          aria-expanded={menu.expanded}
          aria-controls={menu.controls}
          onClick={menu.onToggle}
        >
          <MenuIcon size={22} />
        </IconButton>
      ) : null}
      <Link to={isAuthenticated ? DASHBOARD_PATH : '/'} className="ml-brand ml-header__brand">
        <BrandLogo size={28} />
      </Link>
      {isAuthenticated ? (
        <div className="ml-header__actions">
          {search}
          {notifications}
        </div>
      ) : (
        <div className="ml-header__actions">
          <a className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1" href={env.websiteUrl}>
            Back to website
            <ExternalLinkIcon size={14} />
          </a>
        </div>
      )}
    </header>
  );
}
