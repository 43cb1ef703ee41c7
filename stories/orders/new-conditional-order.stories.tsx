import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';

import { getCreateOrderBracketMockHandler, getListTradableProductsMockHandler } from '@generated/api/orders/orders.msw';
import { getPreviewOrderMockHandler } from '@generated/api/what-if/what-if.msw';
import type { CreateOrderBracketRequest } from '@generated/model/createOrderBracketRequest';
import { NewOrderPage } from '@/features/orders/components/new-order-page';

import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { PREVIEW_WITHIN } from '../what-if/fixtures';
import { bracketStopLoss, bracketTakeProfit, TRADABLE } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

type Canvas = ReturnType<typeof within>;

/** The bodies and Idempotency-Keys the stories' createOrderBracket handler received. */
const posted: { key: string | null; body: CreateOrderBracketRequest }[] = [];
const bracketHandler = getCreateOrderBracketMockHandler(async ({ request }) => {
  posted.push({ key: request.headers.get('Idempotency-Key'), body: (await request.clone().json()) as CreateOrderBracketRequest });
  return { data: { bracketId: bracketTakeProfit.bracket?.bracketId ?? '', takeProfit: bracketTakeProfit, stopLoss: bracketStopLoss } };
});

/**
 * The new-order form's stop and one-cancels-other orders (docs/trading.md, "Stop orders and
 * brackets"): the trigger input, the help saying "at the published close", the order in plain
 * words in the index's unit, the rules' errors on their fields, the confirmation, and the form
 * opened from a fired price alert with its product and price.
 */
const meta = {
  title: 'Orders/New order/Stops and brackets',
  component: NewOrderPage,
  tags: ['orders'],
  loaders: [decodeFormIcons],
  beforeEach: () => {
    posted.length = 0;
  },
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: '/app/market-lens/100234/orders/add-new',
    path: '/app/market-lens/:accountId?/orders/add-new',
    msw: { handlers: [getPreviewOrderMockHandler({ data: PREVIEW_WITHIN }), getListTradableProductsMockHandler(TRADABLE), bracketHandler] },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof NewOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ends a play without focus: Chromium paints a focus ring's rounded glow one of two ways from load to load. */
const unfocused =
  (play: NonNullable<Story['play']>): NonNullable<Story['play']> =>
  async (context) => {
    await play(context);
    (context.canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  };

async function start(canvas: Canvas, type: 'Stop' | 'One-cancels-other', volume = '2') {
  await userEvent.selectOptions(await canvas.findByLabelText('Product', {}, SLOW), 'POWERUKBASECAL:Q2-27');
  await userEvent.type(canvas.getByLabelText('Volume'), volume);
  await userEvent.click(canvas.getByLabelText(type));
}

/** A stop: its trigger, "at the published close", and the order in words. */
export const StopFields: Story = {
  play: unfocused(async ({ canvas }) => {
    await start(canvas, 'Stop');
    await userEvent.type(canvas.getByLabelText('Trigger price'), '90');
    await expect(canvas.getByText(/A stop order executes at the published close once that close rises to or above your trigger/)).toBeVisible();
    await expect(canvas.getByText('Buy 2 MW of Q2-27 if the close rises to £90.00/MWh, at the published close.')).toBeVisible();
    await expect(canvas.queryByLabelText('Limit price')).toBeNull();
  }),
};

export const StopTriggerMissing: Story = {
  play: unfocused(async ({ canvas }) => {
    await start(canvas, 'Stop');
    await userEvent.click(canvas.getByRole('button', { name: 'Review order' }));
    await expect(canvas.getByText('A stop order needs a trigger price')).toBeVisible();
    await expect(canvas.getByLabelText('Trigger price')).toHaveAttribute('aria-invalid', 'true');
  }),
};

/** A bracket in plain words: "Buy 2 MW of Q2-27 if the close falls to £70.00/MWh or rises to £90.00/MWh, whichever comes first". */
export const BracketSentence: Story = {
  play: unfocused(async ({ canvas }) => {
    await start(canvas, 'One-cancels-other');
    await userEvent.type(canvas.getByLabelText('Take-profit limit price'), '70');
    await userEvent.type(canvas.getByLabelText('Stop-loss trigger price'), '90');
    await expect(canvas.getByText('Buy 2 MW of Q2-27 if the close falls to £70.00/MWh or rises to £90.00/MWh, whichever comes first, at the published close.')).toBeVisible();
    await expect(canvas.getByText(/The first one a published close reaches executes at that close and the other is cancelled/)).toBeVisible();
  }),
};

export const BracketSentenceMobile: Story = { ...BracketSentence, globals: mobile };

/** Legs the wrong way round: the error names the trigger, so one close could never meet both. */
export const BracketLegsWrongOrder: Story = {
  play: unfocused(async ({ canvas }) => {
    await start(canvas, 'One-cancels-other');
    await userEvent.type(canvas.getByLabelText('Take-profit limit price'), '90');
    await userEvent.type(canvas.getByLabelText('Stop-loss trigger price'), '70');
    await userEvent.click(canvas.getByRole('button', { name: 'Review order' }));
    await expect(canvas.getByText("A buy bracket's stop (70) must be above its limit (90), so one close can trigger only one of them")).toBeVisible();
    await expect(canvas.getByLabelText('Stop-loss trigger price')).toHaveAttribute('aria-invalid', 'true');
  }),
};

/** The confirmation of a bracket, then placing it: both legs in one call with one Idempotency-Key. */
async function confirmBracket(canvas: Canvas) {
  await start(canvas, 'One-cancels-other');
  await userEvent.type(canvas.getByLabelText('Take-profit limit price'), '70');
  await userEvent.type(canvas.getByLabelText('Stop-loss trigger price'), '90');
  await userEvent.click(canvas.getByRole('button', { name: 'Review order' }));
  await canvas.findByRole('heading', { name: 'Check your order' });
  await expect(canvas.getByText('One-cancels-other: take-profit limit £70.00/MWh, stop-loss trigger £90.00/MWh, at the published close')).toBeVisible();
  await expect(canvas.getByText('Buy 2 MW of Q2-27 if the close falls to £70.00/MWh or rises to £90.00/MWh, whichever comes first.')).toBeVisible();
  await expect(canvas.getByText(/counted once for both legs/)).toBeVisible();
}

export const BracketConfirmation: Story = {
  play: unfocused(async ({ canvas }) => {
    await confirmBracket(canvas);
  }),
};

/** No pixel baseline: it ends on another page. The body is the bracket, sent once. */
export const BracketPlaced: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await confirmBracket(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(posted).toHaveLength(1), SLOW);
    await expect(posted[0]?.body).toEqual({ accountId: '100234', tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Q2-27', tradeDirection: 'buy', volume: 2, limitPrice: 70, triggerPrice: 90, expiryDate: null });
    await expect(posted[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  },
};

/** Opened from a fired price alert's "Place an order": its product and price as a limit order. */
export const FromPriceAlert: Story = {
  parameters: { route: '/app/market-lens/100234/orders/add-new?tradeIndex=POWERUKBASECAL&period=Q2-27&limitPrice=85.00' },
  play: unfocused(async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Product', {}, SLOW)).toHaveValue('POWERUKBASECAL:Q2-27');
    await expect(canvas.getByLabelText('Limit')).toBeChecked();
    await expect(canvas.getByLabelText('Limit price')).toHaveValue('85.00');
  }),
};
