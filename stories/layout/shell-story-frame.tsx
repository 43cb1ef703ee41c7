import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

import { AccountSelectorBar, useShowsAccountSelector } from '@/features/accounts/components/account-selector-bar';
import { ProtectedShell } from '@/features/layout/components/protected-shell';
import { NotificationsControl } from '@/features/notifications/components/notifications-control';
import { HeaderSearch } from '@/features/search/components/header-search';

/** Stand-in page content, so the shell is seen around something. */
export function StoryPage({ title = 'Dashboard' }: { title?: string }) {
  return (
    <>
      <h1 className="h3 mb-4">{title}</h1>
      <div className="row g-4">
        <div className="col-12 col-xl-7">
          <Card>
            <Card.Body>
              <h2 className="h5">Closing prices</h2>
              <p className="text-body-secondary mb-0">The page of the current route renders here, inside the shell.</p>
            </Card.Body>
          </Card>
        </div>
        <div className="col-12 col-xl-5">
          <Card>
            <Card.Body>
              <h2 className="h5">Latest daily report</h2>
              <p className="text-body-secondary mb-0">Each page brings its own cards.</p>
            </Card.Body>
          </Card>
        </div>
      </div>
    </>
  );
}

/** The shell composed as the app composes it: search and notifications in their slots. */
export function ShellStoryFrame({ accountSelector, children }: { accountSelector?: ReactNode; children?: ReactNode }) {
  return (
    <ProtectedShell search={<HeaderSearch />} notifications={<NotificationsControl />} accountSelector={accountSelector}>
      {children ?? <StoryPage />}
    </ProtectedShell>
  );
}

/** The shell with the app's real account selector, shown on the pages and for the users the app shows it to. */
export function AppSelectorShellFrame({ children }: { children?: ReactNode }) {
  const showsSelector = useShowsAccountSelector();
  return <ShellStoryFrame accountSelector={showsSelector ? <AccountSelectorBar /> : null}>{children}</ShellStoryFrame>;
}
