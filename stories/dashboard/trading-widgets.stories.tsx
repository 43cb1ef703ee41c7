import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getListOrdersMockHandler } from '@generated/api/orders/orders.msw';
import { getGetPositionOverviewMockHandler } from '@generated/api/position/position.msw';
import { OrdersWidget } from '@/features/dashboard/components/orders-widget';
import { PositionWidget } from '@/features/position/components/position-widget';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { withCardColumn } from '../kit/story-frame';
import { POWER_POSITION, positionResponse } from '../position/fixtures';
import { LATEST_ORDERS, ordersPage } from './trading-fixtures';

const SLOW = { timeout: 5000 };

/** The dashboards' trading widgets side by side, as the right column stacks them. */
function TradingWidgets() {
  return (
    <div className="d-flex flex-column gap-4">
      <PositionWidget />
      <OrdersWidget />
    </div>
  );
}

const meta = {
  title: 'Dashboard/Dashboards/Trading widgets',
  component: TradingWidgets,
  decorators: [withCardColumn, withPortalSession()],
  parameters: {
    route: '/app/market-lens/100234/dashboard',
    path: '/app/market-lens/:accountId?/dashboard',
    msw: { handlers: [getListOrdersMockHandler(ordersPage(LATEST_ORDERS)), getGetPositionOverviewMockHandler(positionResponse(POWER_POSITION))] },
  },
} satisfies Meta<typeof TradingWidgets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('region', { name: 'Latest orders' }, SLOW);
    for (const status of ['Pending', 'Executed', 'Rejected', 'Cancelled', 'Expired']) await expect(await within(orders).findByText(status, {}, SLOW)).toBeVisible();
    const position = canvas.getByRole('region', { name: 'Hedged by period' });
    await expect(await within(position).findAllByRole('progressbar', {}, SLOW)).toHaveLength(POWER_POSITION.periods.length);
    await expect(within(position).getByRole('progressbar', { name: 'Q3-27 hedged' })).toHaveAttribute('aria-valuetext', '16.67%');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getListOrdersMockHandler(never), getGetPositionOverviewMockHandler(never)] } },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [getListOrdersMockHandler(ordersPage([])), getGetPositionOverviewMockHandler(positionResponse({ ...POWER_POSITION, periods: [] }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders yet.', {}, SLOW)).toBeVisible();
    await expect(await canvas.findByText('This account has no contract for this index yet.', {}, SLOW)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getListOrdersMockHandler(failWith(500)), getGetPositionOverviewMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The orders are not available right now.', {}, SLOW)).toBeVisible();
    await expect(await canvas.findByText('The position is not available right now.', {}, SLOW)).toBeVisible();
  },
};

/** Without view:orders neither widget shows (the server would refuse both reads). */
export const WithoutPermission: Story = {
  decorators: [withPortalSession({ permissions: ['view:closing_prices'] })],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Latest orders' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Hedged by period' })).toBeNull();
  },
};
