import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ClosingPricesPanel } from '@/features/closing-prices/components/closing-prices-panel';
import { PriceTrendCard } from '@/features/closing-prices/components/price-trend-card';
import { DashboardPage } from '@/features/dashboard/components/account-dashboard-page';
import { OrdersWidget } from '@/features/dashboard/components/orders-widget';
import { LatestReportCard } from '@/features/market-information/components/latest-report-card';
import { AccountContactsCard } from '@/features/owners/components/account-contacts-card';
import { OwnersCard } from '@/features/owners/components/owners-card';
import { PositionWidget } from '@/features/position/components/position-widget';

import { STORY_NOW } from '../closing-prices/fixtures';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { dashboardHandlers } from './fixtures';

function Dashboard() {
  return (
    <DashboardPage
      orders={<OrdersWidget />}
      position={<PositionWidget />}
      closingPrices={<ClosingPricesPanel now={STORY_NOW} />}
      priceTrend={<PriceTrendCard now={STORY_NOW} />}
      latestReport={<LatestReportCard />}
      owners={<OwnersCard />}
      contacts={<AccountContactsCard />}
    />
  );
}

/**
 * The dashboard while the permissions of the account load (a login, an account switch):
 * which widgets show depends on them, so the grid is a skeleton, replaced whole.
 */
const meta = {
  title: 'Dashboard/Dashboard (loading permissions)',
  component: Dashboard,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession({ permissions: [], permissionsLoading: true })],
  parameters: {
    route: '/app/market-lens/100234/dashboard',
    path: '/app/market-lens/:accountId?/dashboard',
    msw: { handlers: dashboardHandlers },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SkeletonGrid: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const grid = canvasElement.querySelector('.row[aria-busy="true"]');
    await expect(grid).not.toBeNull();
    await expect(grid?.querySelectorAll('.card[aria-busy="true"]')).toHaveLength(4);
    // No widget yet: none of them asks for its data before the permissions say it shows.
    await expect(canvas.queryByRole('region', { name: 'Latest daily report' })).toBeNull();
  },
};

export const SkeletonGridPhone: Story = { ...SkeletonGrid, globals: mobile };
