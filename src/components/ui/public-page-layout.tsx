import type { ReactNode } from 'react';

import { BrandLogo } from './brand-logo';

/**
 * Frame of the pages a visitor sees before (or instead of) the portal: login, the login
 * callback, 404 and app switching. A brand band, one main landmark, a short footer.
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
  return (
    <div className="ml-public-page">
      <header className="ml-public-header">
        <span className="ml-brand">
          <BrandLogo />
        </span>
        {headerAction}
      </header>
      <main className={wide ? 'ml-public-main ml-public-main--wide' : 'ml-public-main'}>{children}</main>
      <footer className="ml-public-footer">Market Lens · Wholesale energy market intelligence for business customers</footer>
    </div>
  );
}
