import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router-dom';

import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';
import { useNavAccountId } from '@/lib/use-nav-account-id';

import { ScrollArea } from './scroll-area';

/**
 * The one tab strip of the settings pages (Profile, Password, Notification settings, Hedging
 * policy, User admin), under each page's heading; a page of its own feature each, so it lives here. User
 * admin only for admins (the server refuses it to anyone else). It scrolls with a fade when the
 * screen is narrow. Its links carry the URL's account, like the navigation, so the page's own tab
 * is current.
 */
export function SettingsTabs() {
  const { isAdmin, isMultiPurchase } = usePortalSession();
  const accountId = useNavAccountId();
  const pages = [
    { path: 'settings/profile', label: 'Profile' },
    { path: 'settings/password', label: 'Password' },
    { path: 'settings/notifications', label: 'Notification settings' },
    // The customer's hedging policy (docs/hedging-policy.md): not for a multi-purchase account, which does not trade.
    ...(isMultiPurchase ? [] : [{ path: 'settings/hedging-policy', label: 'Hedging policy' }]),
    ...(isAdmin ? [{ path: 'settings/user-admin', label: 'User admin' }] : []),
  ];
  return (
    <nav aria-label="Settings" className="ml-settings-tabs">
      <ScrollArea>
        <Nav variant="underline" as="ul" className="flex-nowrap text-nowrap">
          {pages.map((page) => (
            <Nav.Item as="li" key={page.path}>
              <Nav.Link as={NavLink} to={marketLensPath(page.path, accountId)} end>
                {page.label}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </ScrollArea>
    </nav>
  );
}
