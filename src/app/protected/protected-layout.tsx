import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes } from 'react-router-dom';

import '@/styles/bootstrap-grid.scss';
import '@/styles/bootstrap-portal.scss';

import { FullPageSpinner } from '@/components/ui/loading-spinner';
import { PublicPageLayout } from '@/components/ui/public-page-layout';
import { StatusCard } from '@/components/ui/status-card';
import { AccountSelectorBar, useShowsAccountSelector } from '@/features/accounts/components/account-selector-bar';
import { ProtectedShell } from '@/features/layout/components/protected-shell';
import { ViewAsBanner } from '@/features/layout/components/view-as-banner';
import { NotificationsControl } from '@/features/notifications/components/notifications-control';
import { HeaderSearch } from '@/features/search/components/header-search';
import { useAuthSession } from '@/lib/auth-session';
import { accountIdFromPath, LOGIN_PATH, multiPurchaseRedirect, pageFromPath } from '@/lib/market-lens-paths';
import { PortalSessionProvider, usePortalSession, useViewAs } from '@/lib/portal-session';
import { saveReturnPath } from '@/lib/return-path';
import { AppToastContainer } from '@/lib/toast-container';
import type { StatusCard as StatusCardContent, StatusCardKind } from '@/machines/account-status-machine';

import { preloadPageAt, protectedRoutes } from '../protected-routes';
import { RouteErrorBoundary } from '../route-error-boundary';
import { ProtectedProviders } from '../session/portal-providers';
import { sessionOwner } from '../session/session-state';
import { usePortalGate } from '../session/use-portal-gate';
import { PageChunkLoading } from './page-chunk-loading';

/** Rarely seen (a URL with an account the user may not see): a chunk of its own, off the dashboard visit's budget. */
const AccountRefused = lazy(() => import('./account-refused').then((module) => ({ default: module.AccountRefused })));

/** The page at the current path (src/app/protected-routes.tsx), once its chunk is here. */
function ProtectedPages() {
  return <Suspense fallback={<PageChunkLoading />}>{useRoutes(protectedRoutes)}</Suspense>;
}

/**
 * The login guard: a signed-out visitor goes to login, and the path they wanted is
 * remembered for them — the one place a return path is saved (docs/session-state.md).
 * It belongs to whoever's session this tab last held (null: nobody's yet).
 */
function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    saveReturnPath(`${pathname}${search}${hash}`, sessionOwner());
    void navigate(LOGIN_PATH, { replace: true });
  }, [pathname, search, hash, navigate]);
  return <FullPageSpinner label="Redirecting to login" />;
}

/**
 * While an admin views the portal as someone else, the banner with 'Exit View As' stays
 * on top of whatever the viewed user would see — their status cards included.
 */
export function ViewAsFrame({ children }: { children: ReactNode }) {
  const viewAs = useViewAs();
  if (!viewAs?.isViewAsMode) return <>{children}</>;
  return (
    <>
      <div className="sticky-top">
        <ViewAsBanner />
      </div>
      {children}
    </>
  );
}

/**
 * A protected page the user may not see yet (terms, email, approval, load error): the
 * status card and 'Back to login'; the load error also offers 'Try again'.
 */
export function StatusCardPage({
  card,
  status,
  onBackToLogin,
  onRetry,
}: {
  card: StatusCardContent;
  status: StatusCardKind;
  onBackToLogin: () => void;
  onRetry?: () => void;
}) {
  const refusal = status === 'revoked' || status === 'rejected' || status === 'loadError';
  return (
    <ViewAsFrame>
      <PublicPageLayout>
        <StatusCard
          title={card.title}
          text={card.text}
          tone={refusal ? 'danger' : 'info'}
          link={card.link ? (card.link.external ? { label: card.link.label, href: card.link.href } : { label: card.link.label, to: card.link.href }) : undefined}
          action={onRetry ? { label: 'Try again', onClick: onRetry } : undefined}
          onBackToLogin={onBackToLogin}
        />
      </PublicPageLayout>
    </ViewAsFrame>
  );
}

function ProtectedContent() {
  const gate = usePortalGate();
  const { logout } = useAuthSession();
  const { pathname, key } = useLocation();
  const onTermsPage = pageFromPath(pathname) === 'terms';
  // The sidebar, the tab strip and the bottom bar list the pages the permissions open: a shell
  // drawn before they are known gained links one by one, moving the others (a layout shift,
  // docs/performance.md). So the first frame of the portal waits for them; later account
  // switches keep the shell and let the page show its own loading state.
  const [portalShown, setPortalShown] = useState(false);
  const permissionsPending = gate.kind === 'allowed' && Boolean(gate.session.permissionsLoading);
  if (gate.kind === 'allowed' && !permissionsPending && !portalShown) setPortalShown(true);
  // That first frame is a big tree (shell, navigation, the page and its widgets): React renders
  // it as a deferred value, in slices that leave the main thread free between them, instead of
  // one long task; the spinner stays until it is ready (docs/performance.md).
  const portalReady = useDeferredValue(portalShown);

  if (gate.kind === 'loading' || (gate.kind === 'allowed' && !portalReady)) return <FullPageSpinner label="Loading Market Lens" />;

  if (gate.kind === 'card') {
    // The terms page is where the first card leads, so it shows while the others do not.
    if (onTermsPage && !gate.termsAccepted && gate.status !== 'loadError') {
      return (
        <ViewAsFrame>
          <PublicPageLayout wide>
            <ProtectedPages />
          </PublicPageLayout>
        </ViewAsFrame>
      );
    }
    return <StatusCardPage card={gate.card} status={gate.status} onBackToLogin={() => void logout()} onRetry={gate.retry} />;
  }

  const redirect = gate.session.isMultiPurchase ? multiPurchaseRedirect(pathname) : null;
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <PortalSessionProvider value={gate.session}>
      <PortalShell resetKey={key} />
      <AppToastContainer />
    </PortalSessionProvider>
  );
}

/** The shell around the page, with the error boundary around the page (see route-error-boundary.tsx). */
function PortalShell({ resetKey }: { resetKey: string }) {
  const showsSelector = useShowsAccountSelector();
  const { accountRefused } = usePortalSession();
  const { pathname } = useLocation();
  const refusedAccountId = accountRefused ? accountIdFromPath(pathname) : null;
  return (
    <ProtectedShell
      search={<HeaderSearch />}
      notifications={<NotificationsControl />}
      accountSelector={showsSelector ? <AccountSelectorBar /> : null}
    >
      <RouteErrorBoundary resetKey={resetKey}>
        {refusedAccountId !== null ? (
          <Suspense fallback={<PageChunkLoading />}>
            <AccountRefused accountId={refusedAccountId} />
          </Suspense>
        ) : (
          <ProtectedPages />
        )}
      </RouteErrorBoundary>
    </ProtectedShell>
  );
}

/** Everything under /app: needs login; then the portal session, or a status card. */
export function ProtectedLayout() {
  const { isLoading, isAuthenticated } = useAuthSession();
  // The page's chunk comes while the session and the permissions load, not after them.
  const { pathname } = useLocation();
  useEffect(() => preloadPageAt(pathname), [pathname]);
  if (isLoading) return <FullPageSpinner label="Loading Market Lens" />;
  if (!isAuthenticated) return <RedirectToLogin />;
  return (
    <ProtectedProviders>
      <ProtectedContent />
    </ProtectedProviders>
  );
}
