import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getPreviewOrderMockHandler } from '@generated/api/what-if/what-if.msw';
import type { CreateOrderRequest } from '@generated/model/createOrderRequest';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { mobile, withPageFrame } from '../kit/story-frame';
import { baseQ2 } from '../orders/fixtures';
import { PREVIEW_ABOVE_CEILING, PREVIEW_NEEDS_APPROVAL, PREVIEW_WITHIN } from './fixtures';

const SLOW = { timeout: 5000 };

const request: CreateOrderRequest = { accountId: '100234', tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Q2-27', tradeDirection: 'buy', volume: 2, priceType: 'market' };

/**
 * The order form's confirmation step with the server's what-if (previewOrder): each month the
 * order covers, now → after, and "Needs approval: …" when it will wait (docs/trading.md, "What-if").
 */
const meta = {
  title: 'What-if/Order preview',
  component: OrderConfirmation,
  decorators: [withPageFrame, withPortalSession()],
  args: {
    request,
    product: baseQ2,
    accountName: 'Northwind Foods (100234)',
    executionDay: '2026-11-23',
    submitting: false,
    error: null,
    onBack: () => undefined,
    onSubmit: () => undefined,
  },
  parameters: { msw: { handlers: [getPreviewOrderMockHandler({ data: PREVIEW_WITHIN })] } },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const monthTable = async (canvas: ReturnType<typeof within>, period: string) => canvas.findByRole('table', { name: new RegExp(`^${period}`) }, SLOW);

/** Within the policy and the buyer's authority: three months, now → after, no approval. */
export const Within: Story = {
  play: async ({ canvas }) => {
    const april = await monthTable(canvas, 'Apr-27');
    await expect(within(april).getByRole('row', { name: /^Hedged/ })).toHaveTextContent('65%85%');
    await expect(within(april).getByRole('row', { name: /^Open energy/ })).toHaveTextContent('2,520 MWh1,080 MWh');
    await expect(within(april).getByRole('row', { name: /^Average locked price/ })).toHaveTextContent('£80.10/MWh£81.10/MWh');
    await expect(within(april).getByRole('row', { name: /^Policy/ })).toHaveTextContent('Within policyWithin policy');
    await expect(canvas.queryByText(/Needs approval/)).toBeNull();
  },
};

export const WithinMobile: Story = { ...Within, globals: mobile };

/** Beyond the buyer's £ limit per order: it will wait for a colleague. */
export const NeedsApproval: Story = {
  parameters: { msw: { handlers: [getPreviewOrderMockHandler({ data: PREVIEW_NEEDS_APPROVAL })] } },
  play: async ({ canvas }) => {
    const note = await canvas.findByText(/Needs approval:/, {}, SLOW);
    await expect(note.closest('[role="status"]')).toHaveTextContent('£368,440.80 is above your largest value per order of £250,000.00. It will wait for a colleague who may approve it.');
  },
};

/** Takes May-27 and Jun-27 above their ceiling, and nobody at the company could approve it. */
export const AboveCeiling: Story = {
  parameters: { msw: { handlers: [getPreviewOrderMockHandler({ data: PREVIEW_ABOVE_CEILING })] } },
  play: async ({ canvas }) => {
    const may = await monthTable(canvas, 'May-27');
    await expect(within(may).getByRole('row', { name: /^Policy/ })).toHaveTextContent('Within policyAbove ceiling');
    const note = (await canvas.findByText(/Needs approval:/, {}, SLOW)).closest('[role="status"]');
    await expect(note).toHaveTextContent(/May-27 to 85.00 % \(ceiling 70 %\)/);
    await expect(note).toHaveTextContent(/Nobody at your company could approve it/);
  },
};

export const AboveCeilingMobile: Story = { ...AboveCeiling, globals: mobile };

/** The preview refused the order (the 400 placing would give): said in place, the order kept. */
export const PreviewError: Story = {
  parameters: {
    msw: { handlers: [getPreviewOrderMockHandler(failWith(400, 'Buying 2 MW would take Q2-27 above 100 % of its forecast: at most 1.5 MW can still be bought (pending buys included)'))] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByText(/The what-if could not be worked out/, {}, SLOW);
    await expect(alert).toHaveTextContent('at most 1.5 MW can still be bought');
    await expect(alert).toHaveTextContent('Your order is kept');
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled();
  },
};

/** While the server works it out. */
export const Loading: Story = {
  parameters: { msw: { handlers: [getPreviewOrderMockHandler(never)] }, visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'What this order does' }, SLOW)).toHaveAttribute('aria-busy', 'true');
  },
};
