import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { getListAccountContactsMockHandler } from '@generated/api/accounts/accounts.msw';
import { getGetLatestClosingPricesMockHandler } from '@generated/api/closing-prices/closing-prices.msw';
import { getListOwnersMockHandler } from '@generated/api/owners/owners.msw';
import { getGetLatestPostMockHandler } from '@generated/api/posts/posts.msw';
import { ClosingPricesPanel } from '@/features/closing-prices/components/closing-prices-panel';
import { PriceTrendCard } from '@/features/closing-prices/components/price-trend-card';
import { AggregatedDashboardPage, DashboardPage } from '@/features/dashboard/components/account-dashboard-page';
import { MultiDashboardPage } from '@/features/dashboard/components/multi-dashboard-page';
import { OrdersWidget } from '@/features/dashboard/components/orders-widget';
import { LatestReportCard } from '@/features/market-information/components/latest-report-card';
import { AccountContactsCard } from '@/features/owners/components/account-contacts-card';
import { OwnersCard } from '@/features/owners/components/owners-card';
import { PositionWidget } from '@/features/position/components/position-widget';

import { STORY_NOW } from '../closing-prices/fixtures';
import { latestReport } from '../market-information/fixtures';
import { afterShown, failWith, never } from '../kit/api-responses';
import { demoProfile, multiPurchaseAccount, secondAccount, singleAccount, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { dashboardHandlers } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

/** The dashboards as the router composes them: each panel from its own feature. */
function MultiDashboard() {
  return (
    <MultiDashboardPage
      closingPrices={<ClosingPricesPanel now={STORY_NOW} />}
      latestReport={<LatestReportCard />}
      owners={<OwnersCard />}
      contacts={<AccountContactsCard />}
    />
  );
}

const accountSlots = {
  orders: <OrdersWidget />,
  position: <PositionWidget />,
  closingPrices: <ClosingPricesPanel now={STORY_NOW} />,
  priceTrend: <PriceTrendCard now={STORY_NOW} />,
  latestReport: <LatestReportCard />,
  owners: <OwnersCard />,
  contacts: <AccountContactsCard />,
};

const meta = {
  title: 'Dashboard/Dashboards',
  component: MultiDashboard,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession({ activeAccount: multiPurchaseAccount })],
  parameters: {
    route: '/app/market-lens/100240/dashboard/multi',
    path: '/app/market-lens/:accountId?/dashboard/multi',
    msw: { handlers: dashboardHandlers },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof MultiDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

async function waitForPanels(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: latestReport.title }, { timeout: 5000 });
  await canvas.findAllByRole('tab', {}, { timeout: 5000 });
  await waitFor(() => expect(canvas.getByRole('table', { name: /Closing prices/ })).toHaveTextContent('80.80'), SLOW);
}

export const Multi: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPanels(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /Closing Prices/ })).toHaveTextContent('20 November 2026');
  },
};

/** Admins also see the portal users of the account. */
export const MultiAdmin: Story = {
  decorators: [withPortalSession({ role: 'admin', activeAccount: multiPurchaseAccount })],
  play: async ({ canvas, canvasElement }) => {
    await waitForPanels(canvasElement);
    await expect(await canvas.findByText('Chloe Evans', {}, SLOW)).toBeVisible();
  },
};

/** Without view:closing_prices the left column's panel is not rendered. */
export const MultiWithoutClosingPrices: Story = {
  decorators: [withPortalSession({ activeAccount: multiPurchaseAccount, permissions: ['view:orders'] })],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: latestReport.title }, SLOW);
    await expect(canvas.queryByRole('heading', { name: /Closing Prices/ })).not.toBeInTheDocument();
  },
};

export const MultiLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetLatestClosingPricesMockHandler(never),
        getGetLatestPostMockHandler(never),
        getListOwnersMockHandler(never),
        getListAccountContactsMockHandler(never),
      ],
    },
  },
};

/**
 * Every panel failing: the closing prices banner and the two toasts. The owners failure
 * answers once the blog's toast is up, so the toasts always stack in the same order
 * (newest on top).
 */
export const MultiErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetLatestClosingPricesMockHandler(failWith(500)),
        getGetLatestPostMockHandler(failWith(503, 'Service unavailable')),
        getListOwnersMockHandler(afterShown('Error fetching latest blog', failWith(500))),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('No closing prices found', {}, SLOW)).toBeVisible();
    await expect(await page.findByText('Error fetching latest blog: Service unavailable', {}, SLOW)).toBeInTheDocument();
    await expect(await page.findByText('There was an error fetching user Owners data.', {}, SLOW)).toBeInTheDocument();
  },
};

export const MultiMobile: Story = {
  globals: mobile,
  play: Multi.play,
};

export const Single: Story = {
  render: () => <DashboardPage {...accountSlots} />,
  decorators: [withPortalSession()],
  parameters: { route: '/app/market-lens/100234/dashboard', path: '/app/market-lens/:accountId?/dashboard' },
  play: async ({ canvas, canvasElement }) => {
    await waitForPanels(canvasElement);
    await expect(await canvas.findByRole('img', { name: /Closing price of Day-ahead/ }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText(/Northwind Foods - 7001/)).toBeVisible();
    await expect(await canvas.findByRole('progressbar', { name: 'Jan-27 hedged' }, SLOW)).toHaveAttribute('aria-valuetext', '90%');
    await expect(await canvas.findByText('Buy 0.5 MW Power base UK Q2-27', {}, SLOW)).toBeVisible();
  },
};

/**
 * A multi-company buyer with no account in the URL: the dashboard asks for one (the selector
 * above it in the shell, or their accounts as links) instead of showing empty widgets.
 */
export const NoAccountChosen: Story = {
  render: () => <DashboardPage {...accountSlots} />,
  decorators: [
    withPortalSession({ profile: { ...demoProfile, isMultiCompany: true }, accounts: [singleAccount, secondAccount], activeAccount: null, permissions: [] }),
  ],
  parameters: { route: '/app/market-lens/dashboard', path: '/app/market-lens/:accountId?/dashboard' },
  play: async ({ canvas }) => {
    // The prompt is a chunk of its own.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Choose an account' }, SLOW)).toBeVisible();
    await expect(canvas.getByText(/Search for an account in ‘Search by customer’ above/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Northwind Logistics - 7002' })).toHaveAttribute('href', '/app/market-lens/100235/dashboard');
    await expect(canvas.getByRole('link', { name: 'Northwind Foods - 7001' })).toHaveAttribute('href', '/app/market-lens/100234/dashboard');
    await canvas.findByRole('heading', { name: latestReport.title }, SLOW);
  },
};

export const SingleMobile: Story = {
  ...Single,
  globals: mobile,
};

export const Aggregated: Story = {
  render: () => <AggregatedDashboardPage {...accountSlots} orders={<OrdersWidget allAccounts />} />,
  decorators: [withPortalSession()],
  parameters: { route: '/app/market-lens/dashboard/aggregated', path: '/app/market-lens/:accountId?/dashboard/aggregated' },
  play: async ({ canvas, canvasElement }) => {
    await waitForPanels(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aggregated dashboard' })).toBeVisible();
  },
};

/**
 * A multi-purchase account is sent from dashboard (and from dashboard/aggregated, orders and
 * position-overview) to dashboard/multi.
 */
export const SingleRedirectsMultiPurchase: Story = {
  render: () => <DashboardPage {...accountSlots} />,
  parameters: { route: '/app/market-lens/100240/dashboard', path: '/app/market-lens/:accountId?/dashboard', visual: { fullPage: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('story-location', {}, SLOW)).toHaveTextContent('/app/market-lens/100240/dashboard/multi');
  },
};
