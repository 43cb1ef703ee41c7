import type { ReactNode } from 'react';

import { env } from '@/config/env';
import { useAuthSession } from '@/lib/auth-session';

import { BrandLogo } from './brand-logo';
import { ExternalLinkIcon } from './icon-base';

/**
 * Frame of the pages a visitor sees before (or instead of) the portal: login, the login
 * callback, 404, app switching, the status cards and the terms page before acceptance.
 * A brand band, one main landmark, a short footer. A logged-out visitor also gets the
 * header's link back to the website (the portal header, which has it too, only mounts
 * inside the logged-in shell).
 */
export function PublicPageLayout({
  children,
  wide = false,
  headerAction,
}: {
  children: ReactNode;
  /** Wider content column (app cards) instead of the narrow login column. */
  wide?: boolean;
  /** Optional element on the right of the brand band (e.g. a link to the sibling app). */
  headerAction?: ReactNode;
}) {
  const { isLoading, isAuthenticated } = useAuthSession();
  const loggedOut = !isLoading && !isAuthenticated;
  // While the session is being checked the link holds its place, unseen: most visitors of
  // these pages turn out logged out, and a link arriving later would wrap the band on a
  // phone and push the whole page down (a layout shift, docs/performance.md).
  const websiteLink = loggedOut || isLoading;
  return (
    <div className="ml-public-page">
      <header className="ml-public-header flex-wrap">
        <span className="ml-brand">
          <BrandLogo />
        </span>
        {headerAction || websiteLink ? (
          <div className="d-flex flex-wrap align-items-center justify-content-end gap-2">
            {headerAction}
            {websiteLink ? (
              <a
                className={`btn btn-outline-light btn-sm d-inline-flex align-items-center gap-1${loggedOut ? '' : ' invisible'}`}
                href={env.websiteUrl}
                {...(loggedOut ? {} : { 'aria-hidden': true, tabIndex: -1 })}
              >
                Back to website
                <ExternalLinkIcon size={14} />
              </a>
            ) : null}
          </div>
        ) : null}
      </header>
      <main className={wide ? 'ml-public-main ml-public-main--wide' : 'ml-public-main'}>{children}</main>
      <footer className="ml-public-footer">Market Lens · Wholesale energy market intelligence for business customers</footer>
    </div>
  );
}
