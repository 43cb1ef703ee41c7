import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, waitFor, within, userEvent } from 'storybook/test';

import { getCreateOrderMockHandler, getListTradableProductsMockHandler } from '@generated/api/orders/orders.msw';
import { getPreviewOrderMockHandler } from '@generated/api/what-if/what-if.msw';
import type { CreateOrderRequest } from '@generated/model/createOrderRequest';
import type { OrderResponse } from '@generated/model/orderResponse';
import { NewOrderPage } from '@/features/orders/components/new-order-page';

import { failWith, never } from '../kit/api-responses';
import { multiPurchaseAccount, secondAccount, singleAccount, viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { PREVIEW_WITHIN } from '../what-if/fixtures';
import { pendingMarketOrder, TRADABLE, TRADABLE_ON_GOOD_FRIDAY } from './fixtures';

/** The confirmation step's what-if (its own states: stories/what-if/order-preview.stories.tsx). */
const previewHandler = getPreviewOrderMockHandler({ data: PREVIEW_WITHIN });

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

type Canvas = ReturnType<typeof within>;

/** The POST bodies and Idempotency-Keys the stories' createOrder handler received. */
const posted: { key: string | null; body: CreateOrderRequest }[] = [];
const placed: OrderResponse = { data: { ...pendingMarketOrder, orderDate: '2026-11-23T10:00:00Z', updatedDate: '2026-11-23T10:00:00Z', statusReason: 'Waiting for the 2026-11-23 closing price' } };
const recordingCreate = (answer: () => Promise<OrderResponse> | OrderResponse) =>
  getCreateOrderMockHandler(async ({ request }) => {
    posted.push({ key: request.headers.get('Idempotency-Key'), body: (await request.clone().json()) as CreateOrderRequest });
    return answer();
  });

const meta = {
  title: 'Orders/New order',
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
    msw: { handlers: [previewHandler, getListTradableProductsMockHandler(TRADABLE), recordingCreate(() => placed)] },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof NewOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type User = typeof userEvent;

/** Ends a play without focus: Chromium paints a focus ring's rounded glow one of two ways from load to load. */
const unfocused =
  (play: NonNullable<Story['play']>): NonNullable<Story['play']> =>
  async (context) => {
    await play(context);
    (context.canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  };

async function choose(canvas: Canvas, user: User, product = 'POWERUKBASECAL:Q2-27') {
  await user.selectOptions(await canvas.findByLabelText('Product', {}, SLOW), product);
}

async function fillMarketBuy(canvas: Canvas, user: User, volume = '2') {
  await choose(canvas, user);
  await user.type(canvas.getByLabelText('Volume'), volume);
}

export const Pristine: Story = {
  play: unfocused(async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Product', {}, SLOW)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Review order' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  }),
};

export const PristineMobile: Story = { ...Pristine, globals: mobile };

/** Review with nothing filled in: every missing input says so. */
export const Required: Story = {
  play: unfocused(async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Review order' }, SLOW));
    await expect(canvas.getByText('Choose the product to trade')).toBeVisible();
    await expect(canvas.getByText('Enter the volume')).toBeVisible();
  }),
};

/** The product's market and position show once it is chosen; the volume its share of the forecast. */
export const ProductChosen: Story = {
  play: unfocused(async ({ canvas }) => {
    await fillMarketBuy(canvas, userEvent, '2');
    const summary = canvas.getByLabelText('Q2-27 at a glance');
    await expect(within(summary).getByText('£84.35/MWh on 20 Nov 2026')).toBeVisible();
    await expect(within(summary).getByText('−0.42')).toBeVisible();
    await expect(within(summary).getByText('£80.05/MWh – £88.10/MWh')).toBeVisible();
    await expect(within(summary).getByText('65% (6.5 of 10 MW)')).toBeVisible();
    await expect(canvas.getByText('20% of the Q2-27 forecast.')).toBeVisible();
  }),
};

export const ProductChosenMobile: Story = { ...ProductChosen, globals: mobile };

/** Buying beyond 100 % of the forecast (pending buys counted), in the server's words. */
export const AboveForecast: Story = {
  play: unfocused(async ({ canvas }) => {
    await fillMarketBuy(canvas, userEvent, '2.51');
    await expect(canvas.getByText(/would take Q2-27 above 100 % of its forecast: at most 2.5 MW can still be bought/)).toBeVisible();
    await expect(canvas.getByLabelText('Volume')).toHaveAttribute('aria-invalid', 'true');
  }),
};

export const BelowMinimumClip: Story = {
  play: unfocused(async ({ canvas }) => {
    await fillMarketBuy(canvas, userEvent, '0.5');
    await expect(canvas.getByText('The minimum clip for Q2-27 is 1 MW (10 % of the forecast)')).toBeVisible();
  }),
};

export const SellBelowZero: Story = {
  play: unfocused(async ({ canvas }) => {
    await choose(canvas, userEvent);
    await userEvent.click(canvas.getByLabelText('Sell back'));
    await userEvent.type(canvas.getByLabelText('Volume'), '6.5');
    await expect(canvas.getByText(/would take Q2-27 below 0 % hedged: at most 6 MW can be sold/)).toBeVisible();
  }),
};

export const VolumeNotANumber: Story = {
  play: unfocused(async ({ canvas }) => {
    await fillMarketBuy(canvas, userEvent, '2,5');
    await expect(canvas.getByText('Enter the volume as a number, e.g. 12.5')).toBeVisible();
  }),
};

export const TooManyDecimals: Story = {
  play: unfocused(async ({ canvas }) => {
    await fillMarketBuy(canvas, userEvent, '1.125');
    await expect(canvas.getByText('The volume may have at most two decimals')).toBeVisible();
  }),
};

/** A limit order: limit price and optional expiry, with the deadline named. */
export const LimitFields: Story = {
  play: unfocused(async ({ canvas }) => {
    await fillMarketBuy(canvas, userEvent, '2');
    await userEvent.click(canvas.getByLabelText('Limit'));
    await expect(canvas.getByLabelText('Limit price')).toBeVisible();
    await expect(canvas.getByLabelText('Expiry date (optional)')).toHaveAttribute('max', '2027-03-26');
    await expect(canvas.getByText('Empty keeps the order until the trade deadline, 26 Mar 2027.')).toBeVisible();
  }),
};

export const LimitPriceMissing: Story = {
  play: unfocused(async ({ canvas }) => {
    await fillMarketBuy(canvas, userEvent, '2');
    await userEvent.click(canvas.getByLabelText('Limit'));
    await userEvent.click(canvas.getByRole('button', { name: 'Review order' }));
    await expect(canvas.getByText('A limit order needs a limit price')).toBeVisible();
  }),
};

export const ExpiryAfterDeadline: Story = {
  play: unfocused(async ({ canvas }) => {
    await fillMarketBuy(canvas, userEvent, '2');
    await userEvent.click(canvas.getByLabelText('Limit'));
    await userEvent.type(canvas.getByLabelText('Limit price'), '80');
    await userEvent.type(canvas.getByLabelText('Expiry date (optional)'), '2027-03-29');
    await expect(canvas.getByText('The expiry date must not be after 2027-03-26, the trade deadline of Q2-27')).toBeVisible();
  }),
};

async function review(canvas: Canvas, user: User) {
  await fillMarketBuy(canvas, user, '2');
  await user.click(canvas.getByRole('button', { name: 'Review order' }));
  await canvas.findByRole('heading', { name: 'Check your order' });
}

/** The confirmation: estimated value in £ (2 MW × 2,184 h × £84.35) and hedged % after. */
export const Confirmation: Story = {
  play: unfocused(async ({ canvas }) => {
    await review(canvas, userEvent);
    await expect(canvas.getByText('£368,440.80 at the latest close of £84.35/MWh')).toBeVisible();
    await expect(canvas.getByText('65% → 85%')).toBeVisible();
    await expect(canvas.getByText(/The 23 Nov 2026 closing-price publication/)).toBeVisible();
  }),
};

export const ConfirmationMobile: Story = { ...Confirmation, globals: mobile };

/**
 * The first execution day is the server's: on Good Friday it names Tuesday 30 March, past both
 * bank holidays, and the form, the expiry's earliest day and the confirmation all show that day.
 * No pixel baseline: the form's look is pinned by the stories above.
 */
export const ExecutionDayFromServer: Story = {
  parameters: { visual: { disable: true }, msw: { handlers: [previewHandler, getListTradableProductsMockHandler(TRADABLE_ON_GOOD_FRIDAY), recordingCreate(() => placed)] } },
  play: unfocused(async ({ canvas }) => {
    await choose(canvas, userEvent, 'GASNBP:Win-27');
    await userEvent.type(canvas.getByLabelText('Volume'), '2000');
    await expect(canvas.getByText('A market order executes at the 30 Mar 2027 closing price.')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Limit'));
    await expect(canvas.getByLabelText('Expiry date (optional)')).toHaveAttribute('min', '2027-03-30');
    await userEvent.type(canvas.getByLabelText('Limit price'), '95');
    await userEvent.click(canvas.getByRole('button', { name: 'Review order' }));
    await canvas.findByRole('heading', { name: 'Check your order' });
    await expect(canvas.getByText(/The 30 Mar 2027 closing-price publication/)).toBeVisible();
  }),
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [previewHandler, getListTradableProductsMockHandler(TRADABLE), recordingCreate(never)] } },
  play: unfocused(async ({ canvas }) => {
    await review(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByRole('button', { name: 'Placing order…' })).toBeDisabled();
  }),
};

/** A failure keeps the order: placing again re-sends the same Idempotency-Key; Back shows what was typed. */
export const SubmitFailed: Story = {
  parameters: { msw: { handlers: [previewHandler, getListTradableProductsMockHandler(TRADABLE), recordingCreate(failWith(503, 'Market Lens is briefly unavailable.'))] } },
  play: unfocused(async ({ canvas }) => {
    await review(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('Market Lens is briefly unavailable. Your order is kept');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    await expect(posted[1]?.key).toBe(posted[0]?.key);
  }),
};

export const SubmitFailedInputKept: Story = {
  ...SubmitFailed,
  parameters: { ...SubmitFailed.parameters },
  play: unfocused(async (context) => {
    await SubmitFailed.play?.(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Back to edit' }));
    await expect(canvas.getByLabelText('Volume')).toHaveValue('2');
    await expect(canvas.getByLabelText('Product')).toHaveValue('POWERUKBASECAL:Q2-27');
  }),
};

/** The server found what the form could not (another order took the volume): shown on the field. */
export const ServerRefusedVolume: Story = {
  parameters: {
    msw: {
      handlers: [previewHandler, 
        getListTradableProductsMockHandler(TRADABLE),
        recordingCreate(() => {
          throw HttpResponse.json(
            { statusCode: 400, error: 'Bad Request', message: 'Buying 2 MW would take Q2-27 above 100 % of its forecast: at most 1.5 MW can still be bought (pending buys included)', field: 'volume' },
            { status: 400 },
          );
        }),
      ],
    },
  },
  play: unfocused(async ({ canvas }) => {
    await review(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText(/at most 1.5 MW can still be bought/, {}, SLOW)).toBeVisible();
    await expect(canvas.getByLabelText('Volume')).toHaveValue('2');
    await expect(canvas.getByLabelText('Volume')).toHaveAttribute('aria-invalid', 'true');
  }),
};

/** The server's 409 for a limit more than 25 % from the close (the contract's OrderConflict); an acknowledged resend is placed. */
const farLimitRisk = { limitPrice: 110, latestPrice: 84.35, latestPriceDate: '2026-11-20', percentAway: 30.41, thresholdPercent: 25, priceUnit: '£/MWh' as const };
const riskAwareCreate = recordingCreate(() => {
  if (posted.at(-1)?.body.acknowledgeRisk === true) return placed;
  throw HttpResponse.json(
    {
      statusCode: 409,
      error: 'Conflict',
      message: 'The limit of 110.00 £/MWh is 30.41 % above the latest close of 84.35 £/MWh (20 Nov 2026), more than 25 % away: confirm to place it anyway',
      limitPriceRisk: farLimitRisk,
    },
    { status: 409 },
  );
});

async function placeFarLimit(canvas: Canvas, user: User) {
  await fillMarketBuy(canvas, user, '2');
  await user.click(canvas.getByLabelText('Limit'));
  await user.type(canvas.getByLabelText('Limit price'), '110');
  await user.click(canvas.getByRole('button', { name: 'Review order' }));
  await user.click(await canvas.findByRole('button', { name: 'Place order' }));
  await canvas.findByRole('heading', { name: 'Your limit is far from the market' }, SLOW);
}

/** A limit far from the market: the server's figures ask for confirmation; the order as typed stays. */
export const LimitFarFromMarket: Story = {
  parameters: { msw: { handlers: [previewHandler, getListTradableProductsMockHandler(TRADABLE), riskAwareCreate] } },
  play: unfocused(async ({ canvas }) => {
    await placeFarLimit(canvas, userEvent);
    await expect(canvas.getByText('30.41 % above (more than 25.00 % asks for confirmation)')).toBeVisible();
    await expect(canvas.getByText('£84.35/MWh on 20 Nov 2026')).toBeVisible();
    await expect(canvas.getByText('Limit £110.00/MWh')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Place order' })).toBeNull();
    await expect(posted.map((post) => post.body.acknowledgeRisk)).toEqual([undefined]);
  }),
};

/** Confirmed: the same order is sent again with acknowledgeRisk and placed. */
export const LimitFarFromMarketConfirmed: Story = {
  parameters: { msw: { handlers: [previewHandler, getListTradableProductsMockHandler(TRADABLE), riskAwareCreate] } },
  play: unfocused(async ({ canvas }) => {
    await placeFarLimit(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order anyway' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    await expect(posted[1]?.body).toEqual({ ...posted[0]?.body, acknowledgeRisk: true });
    // Placed: the page goes on to the new order (the story router names where).
    await expect(await canvas.findByText(/\/orders\/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a41$/, {}, SLOW)).toBeVisible();
  }),
};

/** Back from the question: the form holds the limit as typed. */
export const LimitFarFromMarketBack: Story = {
  parameters: { visual: { disable: true }, msw: { handlers: [previewHandler, getListTradableProductsMockHandler(TRADABLE), riskAwareCreate] } },
  play: unfocused(async ({ canvas }) => {
    await placeFarLimit(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to edit' }));
    await expect(canvas.getByLabelText('Limit price')).toHaveValue('110');
    await expect(canvas.getByLabelText('Volume')).toHaveValue('2');
  }),
};

/** A double click on Place order sends one request. */
export const DoubleClick: Story = {
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: [previewHandler, 
        getListTradableProductsMockHandler(TRADABLE),
        recordingCreate(async () => {
          await delay(300);
          return placed;
        }),
      ],
    },
  },
  play: unfocused(async ({ canvas }) => {
    await review(canvas, userEvent);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Place order' }));
    await canvas.findByText('Your order ML-26-004211 was placed.', {}, SLOW).catch(() => null);
    await waitFor(() => expect(posted.length).toBeGreaterThan(0));
    await delay(400);
    await expect(posted).toHaveLength(1);
    await expect(posted[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(posted[0]?.body).toEqual({ accountId: '100234', tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Q2-27', tradeDirection: 'buy', volume: 2, priceType: 'market' });
  }),
};

/** Viewing as another user: the form can be looked at, not sent; the reason shows. */
/**
 * No pixel baseline: Chromium antialiases this page's select and radio edges one of two ways
 * from load to load under the view-as banner (the same form's look is pinned by Pristine); the
 * play and axe still run.
 */
export const RefusedInViewAs: Story = {
  parameters: { visual: { disable: true } },
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1004' } })],
  play: unfocused(async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Review order' }, SLOW)).toBeDisabled();
    await expect(canvas.getAllByText(/Viewing as is read-only/)[0]).toBeVisible();
  }),
};

export const Loading: Story = {
  parameters: { msw: { handlers: [previewHandler, getListTradableProductsMockHandler(never)] } },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [previewHandler, getListTradableProductsMockHandler(failWith(500, 'The contract could not be read.'))] } },
  play: unfocused(async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The contract could not be read.');
  }),
};

export const NothingTradable: Story = {
  parameters: { msw: { handlers: [previewHandler, getListTradableProductsMockHandler({ data: [], firstExecutionDay: TRADABLE.firstExecutionDay })] } },
  play: unfocused(async ({ canvas }) => {
    await expect(await canvas.findByText(/Nothing in this account's contract can be traded right now/, {}, SLOW)).toBeVisible();
  }),
};

/** A multi-company user with no account chosen is asked to choose one. */
export const NoAccountChosen: Story = {
  decorators: [withPortalSession({ activeAccount: null, accounts: [singleAccount, secondAccount, multiPurchaseAccount] })],
  play: unfocused(async ({ canvas }) => {
    await expect(canvas.getByText('Choose the account to trade for in the account selector above.')).toBeVisible();
  }),
};
