import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within, userEvent } from 'storybook/test';

import { getCancelOrderMockHandler, getGetOrderMockHandler } from '@generated/api/orders/orders.msw';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';

import { failWith, never } from '../kit/api-responses';
import { viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { mobile, withPageFrame } from '../kit/story-frame';
import { cancelledOrder, executedOrder, expiredOrder, pendingLimitOrder, rejectedOrder } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const meta = {
  title: 'Orders/Order detail',
  component: OrderDetailPage,
  tags: ['orders'],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: `/app/market-lens/100234/orders/${pendingLimitOrder.id}`,
    path: '/app/market-lens/:accountId?/orders/:orderId',
    msw: {
      handlers: [
        getGetOrderMockHandler({ data: pendingLimitOrder }),
        getCancelOrderMockHandler({ data: { ...pendingLimitOrder, status: 'cancelled', statusReason: 'Cancelled by Alex Morgan', updatedDate: '2026-11-23T10:05:00Z' } }),
      ],
    },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending limit order: every field, why it waits, and Cancel. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Buy Gas NBP Win-27' }, SLOW)).toBeVisible();
    await expect(canvas.getByText('Waiting for a closing price at or below the limit of 92.50 p/therm')).toBeVisible();
    await expect(canvas.getByText('92.50p/therm')).toBeVisible();
    await expect(canvas.getByText('29 Jan 2027')).toBeVisible();
    await expect(canvas.getByText('12,000 therms/day')).toBeVisible();
    // The order by its reference, never its id.
    await expect(canvas.getByText('Reference').nextElementSibling).toHaveTextContent('ML-26-004212');
    await expect(canvas.queryByText(pendingLimitOrder.id)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '← All orders' })).toHaveAttribute('href', '/app/market-lens/100234/orders');
  },
};

export const PendingMobile: Story = { ...Pending, globals: mobile };

export const Executed: Story = {
  parameters: { route: `/app/market-lens/100234/orders/${executedOrder.id}`, msw: { handlers: [getGetOrderMockHandler({ data: executedOrder })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Executed at the 2026-11-12 closing price of 84.35 £/MWh', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('£188,258.40')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

export const Rejected: Story = {
  parameters: { msw: { handlers: [getGetOrderMockHandler({ data: rejectedOrder })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/above 100 % of its forecast/, {}, SLOW)).toBeVisible();
  },
};

export const Cancelled: Story = {
  parameters: { msw: { handlers: [getGetOrderMockHandler({ data: cancelledOrder })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cancelled by Alex Morgan', {}, SLOW)).toBeVisible();
  },
};

export const Expired: Story = {
  parameters: { msw: { handlers: [getGetOrderMockHandler({ data: expiredOrder })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Expired on 2026-10-16/, {}, SLOW)).toBeVisible();
  },
};

/** Cancel asks first. */
export const CancelConfirm: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }, SLOW));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cancel this order?' });
    await expect(within(dialog).getByText(/Buy Gas NBP Win-27 will not execute/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  },
};

export const CancelConfirmMobile: Story = { ...CancelConfirm, globals: mobile };

/** Confirming cancels: the page shows the cancelled order. */
export const CancelDone: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }, SLOW));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(await canvas.findByText('Cancelled by Alex Morgan', {}, SLOW)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull());
    await expect(await within(canvasElement.ownerDocument.body).findByText('Order ML-26-004212 was cancelled.', {}, SLOW)).toBeVisible();
  },
};

/** It executed meanwhile: the server's 409 shows in the dialog. */
export const CancelRefused: Story = {
  parameters: {
    msw: { handlers: [getGetOrderMockHandler({ data: pendingLimitOrder }), getCancelOrderMockHandler(failWith(409, 'Only a pending order can be cancelled; this one is executed'))] },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }, SLOW));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent('Only a pending order can be cancelled; this one is executed');
    // No focus ring in the baseline: whether Chromium paints one after a click varies.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Viewing as another user: Cancel is disabled, and says why. */
export const ViewAs: Story = {
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1004' } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cancel order' }, SLOW)).toBeDisabled();
    await expect(canvas.getByText(/Viewing as is read-only/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getGetOrderMockHandler(never)] } },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [getGetOrderMockHandler(failWith(404, 'Order not found'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('This order does not exist, or it belongs to an account you cannot see.');
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getGetOrderMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, SLOW)).toBeEnabled();
  },
};
