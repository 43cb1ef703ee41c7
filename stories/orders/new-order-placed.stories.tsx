import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getCreateOrderMockHandler, getListTradableProductsMockHandler } from '@generated/api/orders/orders.msw';
import { getPreviewOrderMockHandler } from '@generated/api/what-if/what-if.msw';
import type { OrderResponse } from '@generated/model/orderResponse';
import { NewOrderPage } from '@/features/orders/components/new-order-page';
import { orderPath } from '@/features/orders/utils/order-labels';

import { PageThenLocation } from '../kit/page-then-location';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, withPageFrame } from '../kit/story-frame';
import { PREVIEW_WITHIN } from '../what-if/fixtures';
import { pendingMarketOrder, TRADABLE } from './fixtures';

/** Waits up to 8 s: two test workers share one machine. */
const SLOW = { timeout: 8000 };

const placed: OrderResponse = { data: { ...pendingMarketOrder, orderDate: '2026-11-23T10:00:00Z', updatedDate: '2026-11-23T10:00:00Z', statusReason: 'Waiting for the 2026-11-23 closing price' } };

/** The last step of a new order: placed, the success toast, and on to the order's own page. */
const meta = {
  title: 'Orders/New order (placed)',
  component: NewOrderPage,
  render: () => (
    <PageThenLocation path="/app/market-lens/:accountId?/orders/add-new">
      <NewOrderPage />
    </PageThenLocation>
  ),
  tags: ['orders'],
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: '/app/market-lens/100234/orders/add-new',
    path: '*',
    msw: { handlers: [getListTradableProductsMockHandler(TRADABLE), getCreateOrderMockHandler(placed), getPreviewOrderMockHandler({ data: PREVIEW_WITHIN })] },
  },
} satisfies Meta<typeof NewOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placed: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Product', {}, SLOW), 'POWERUKBASECAL:Q2-27');
    await userEvent.type(canvas.getByLabelText('Volume'), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Review order' }));
    await canvas.findByRole('heading', { name: 'Check your order' }, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(`Your order ${placed.data.reference} was placed.`, {}, SLOW)).toBeVisible();
    await expect(await canvas.findByTestId('story-location', {}, { timeout: 8000 })).toHaveTextContent(orderPath(placed.data));
  },
};
