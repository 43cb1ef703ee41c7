import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getGetOrderMockHandler, getListOrdersMockHandler } from '@generated/api/orders/orders.msw';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { OrdersPage } from '@/features/orders/components/orders-page';

import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { bracketStopLoss, CONDITIONAL_ORDERS, orderPage, pendingStopOrder } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

/** A stop order's and a bracket leg's page, and the orders list with them: type and trigger shown. */
const meta = {
  title: 'Orders/Order detail/Stops and brackets',
  component: OrderDetailPage,
  tags: ['orders'],
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: `/app/market-lens/100234/orders/${pendingStopOrder.id}`,
    path: '/app/market-lens/:accountId?/orders/:orderId',
    msw: { handlers: [getGetOrderMockHandler({ data: pendingStopOrder })] },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending buy-stop: its trigger and when it executes. */
export const PendingStop: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Buy Power base UK Q3-27' }, SLOW)).toBeVisible();
    await expect(canvas.getByText('Price type').nextElementSibling).toHaveTextContent('Stop');
    await expect(canvas.getByText('£90.00/MWh: executes at the published close once the close rises to or above it')).toBeVisible();
  },
};

/** A bracket's stop-loss leg: which leg it is, and a link to the other. */
export const BracketLeg: Story = {
  parameters: { route: `/app/market-lens/100234/orders/${bracketStopLoss.id}`, msw: { handlers: [getGetOrderMockHandler({ data: bracketStopLoss })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/the stop-loss of a one-cancels-other bracket/, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ML-26-004219' })).toHaveAttribute('href', `/app/market-lens/100234/orders/${bracketStopLoss.bracket?.linkedOrderId}`);
  },
};

export const BracketLegMobile: Story = { ...BracketLeg, globals: mobile };

/** The orders list with a bracket, a stop and a limit: each row's type and trigger or limit. */
export const ListWithStopsAndBrackets: Story = {
  render: () => <OrdersPage />,
  parameters: {
    route: '/app/market-lens/100234/orders',
    path: '/app/market-lens/:accountId?/orders',
    msw: { handlers: [getListOrdersMockHandler(orderPage(CONDITIONAL_ORDERS))] },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Orders' }, SLOW);
    // Type names the order and a bracket's leg, Price its condition: a stop's trigger, a limit's limit.
    const row = async (reference: string) => (await within(table).findByText(reference, undefined, SLOW)).closest('tr')!;
    await expect(await row('ML-26-004220')).toHaveTextContent(/Stop-lossTrigger £90\.00\/MWh/);
    await expect(await row('ML-26-004219')).toHaveTextContent(/Take-profitLimit £70\.00\/MWh/);
    await expect(await row('ML-26-004218')).toHaveTextContent(/StopTrigger £90\.00\/MWh/);
  },
};
