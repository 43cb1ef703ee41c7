import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getGetOrderMockHandler } from '@generated/api/orders/orders.msw';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';

import { withPortalSession } from '../kit/portal-session-fixtures';
import { mobile, withPageFrame } from '../kit/story-frame';
import { toApprove } from '../approvals/fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };
const order = { ...toApprove.order, accountId: '100234' };

const meta = {
  title: 'Orders/Order awaiting approval',
  component: OrderDetailPage,
  tags: ['orders'],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: `/app/market-lens/100234/orders/${order.id}`,
    path: '/app/market-lens/:accountId?/orders/:orderId',
    msw: { handlers: [getGetOrderMockHandler({ data: order })] },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beyond the maker's trade authority: the status in words, why, where it is decided; it may still be cancelled. */
export const AwaitingApproval: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Awaiting approval', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Awaiting approval: 3 MW is above your largest volume per order of 2 MW')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Approvals' })).toHaveAttribute('href', '/app/market-lens/100234/approvals');
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  },
};

export const AwaitingApprovalMobile: Story = { ...AwaitingApproval, globals: mobile };
