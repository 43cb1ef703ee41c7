import { lazy, Suspense } from 'react';

import { ClosingPricesPanel } from '@/features/closing-prices/components/closing-prices-panel';
import { PriceTrendCard } from '@/features/closing-prices/components/price-trend-card';
import { AggregatedDashboardPage, DashboardPage } from '@/features/dashboard/components/account-dashboard-page';
import { MultiDashboardPage } from '@/features/dashboard/components/multi-dashboard-page';
import { OrdersWidget } from '@/features/dashboard/components/orders-widget';
import { LatestReportCard } from '@/features/market-information/components/latest-report-card';
import { AccountContactsCard } from '@/features/owners/components/account-contacts-card';
import { OwnersCard } from '@/features/owners/components/owners-card';
import { PositionWidget } from '@/features/position/components/position-widget';

// The hedging policy's card is a chunk of its own, fetched after the dashboard's first frame and
// placed last in its column (no layout shift), so it stays off the dashboard visit's budget.
const PolicySummaryCard = lazy(() => import('@/features/position/components/policy-summary-card'));

// The dashboards are layouts; the app composes them from the panels of their own
// features, because features never import each other.

export function MultiDashboardRoute() {
  return (
    <MultiDashboardPage
      closingPrices={<ClosingPricesPanel />}
      latestReport={<LatestReportCard />}
      owners={<OwnersCard />}
      contacts={<AccountContactsCard />}
    />
  );
}

const accountSlots = (aggregated: boolean) => ({
  orders: <OrdersWidget allAccounts={aggregated} />,
  position: <PositionWidget />,
  closingPrices: <ClosingPricesPanel />,
  priceTrend: <PriceTrendCard />,
  latestReport: <LatestReportCard />,
  owners: <OwnersCard />,
  contacts: <AccountContactsCard />,
});

export function DashboardRoute() {
  return (
    <DashboardPage
      {...accountSlots(false)}
      policy={
        <Suspense fallback={null}>
          <PolicySummaryCard />
        </Suspense>
      }
    />
  );
}

export function AggregatedDashboardRoute() {
  return <AggregatedDashboardPage {...accountSlots(true)} />;
}
