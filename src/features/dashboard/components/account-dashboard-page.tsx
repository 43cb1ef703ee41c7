import { lazy, Suspense, type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Navigate } from 'react-router-dom';

import { SkeletonCard } from '@/components/ui/skeleton';
import { accountLabel } from '@/lib/accounts';
import { MULTI_PURCHASE_DASHBOARD } from '@/lib/market-lens-pages';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { DashboardHeader } from './dashboard-header';

/** Only users with several accounts and none chosen see it: a chunk of its own, off the dashboard visit's budget. */
const ChooseAccountPrompt = lazy(() => import('./choose-account-prompt').then((module) => ({ default: module.ChooseAccountPrompt })));

export interface AccountDashboardSlots {
  closingPrices: ReactNode;
  priceTrend: ReactNode;
  latestReport: ReactNode;
  owners: ReactNode;
  contacts?: ReactNode;
  /** Trading widgets (latest orders, hedged % by period); absent for accounts that do not trade. */
  orders?: ReactNode;
  position?: ReactNode;
  /** The hedging policy's summary (the single-account dashboard only): last in its column, so it moves nothing when it arrives. */
  policy?: ReactNode;
}

/**
 * A buyer's first look at one account (dashboard) or at all of them (aggregated): the
 * price trend of the default product and the closing prices on the left, the latest
 * report and the account team on the right. Multi-purchase accounts are sent to
 * dashboard/multi: the protected layout does it first, from the page registry
 * (docs/routes.md); the page repeats it so it is right on its own. The trading widgets
 * (latest orders, hedged % by period) sit at the top of the right column; the hedging policy's
 * summary, loaded as a chunk of its own, comes last in it.
 */
function AccountDashboard({ aggregated, closingPrices, priceTrend, latestReport, owners, contacts, orders, position, policy }: AccountDashboardSlots & { aggregated: boolean }) {
  const { profile, accounts, activeAccount, isMultiPurchase, permissionsLoading } = usePortalSession();
  if (isMultiPurchase) return <Navigate to={marketLensPath(MULTI_PURCHASE_DASHBOARD, activeAccount?.id)} replace />;

  const subtitle = aggregated
    ? `Welcome back, ${profile.firstname}. All your accounts together.`
    : activeAccount
      ? `Welcome back, ${profile.firstname}. ${accountLabel(activeAccount)}.`
      : `Welcome back, ${profile.firstname}.`;
  return (
    <div className="d-flex flex-column gap-4">
      <DashboardHeader title={aggregated ? 'Aggregated dashboard' : 'Dashboard'} subtitle={subtitle} />
      {/* A multi-company user (or the desk) with no account in the URL: the account's widgets stay empty, so ask for one. */}
      {!aggregated && activeAccount === null ? (
        <Suspense fallback={null}>
          <ChooseAccountPrompt accounts={accounts} />
        </Suspense>
      ) : null}
      {permissionsLoading ? (
        // Which widgets show depends on the permissions: until they are known the grid is a
        // skeleton, replaced whole. Widgets appearing one by one as their permission arrived
        // pushed the ones below them down (a layout shift, docs/performance.md).
        <Row className="g-4" aria-busy="true">
          <Col lg={7} xl={8} className="d-flex flex-column gap-4">
            <SkeletonCard lines={6} />
            <SkeletonCard lines={6} />
          </Col>
          <Col lg={5} xl={4} className="d-flex flex-column gap-4">
            <SkeletonCard lines={4} />
            <SkeletonCard lines={4} />
          </Col>
        </Row>
      ) : (
        <Row className="g-4">
          <Col lg={7} xl={8} className="d-flex flex-column gap-4">
            {priceTrend}
            {closingPrices}
          </Col>
          <Col lg={5} xl={4} className="d-flex flex-column gap-4">
            {position}
            {orders}
            {latestReport}
            {owners}
            {contacts}
            {policy}
          </Col>
        </Row>
      )}
    </div>
  );
}

/** dashboard: one account. */
export function DashboardPage(slots: AccountDashboardSlots) {
  return <AccountDashboard aggregated={false} {...slots} />;
}

/** dashboard/aggregated: all the user's accounts together. */
export function AggregatedDashboardPage(slots: AccountDashboardSlots) {
  return <AccountDashboard aggregated {...slots} />;
}
