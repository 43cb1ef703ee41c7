import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router-dom';

import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

/** The settings pages; User admin only for admins (the server refuses it to anyone else). */
export function SettingsNav() {
  const { isAdmin, activeAccount } = usePortalSession();
  const pages = [
    { path: 'settings/profile', label: 'Profile' },
    { path: 'settings/password', label: 'Password' },
    { path: 'settings/notifications', label: 'Notification settings' },
    ...(isAdmin ? [{ path: 'settings/user-admin', label: 'User admin' }] : []),
  ];
  return (
    <Nav variant="underline" as="nav" aria-label="Settings" className="flex-nowrap overflow-auto">
      {pages.map((page) => (
        <Nav.Item key={page.path}>
          <Nav.Link as={NavLink} to={marketLensPath(page.path, activeAccount?.id)} end>
            {page.label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
