import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

import { getListTradableProductsMockHandler } from '@generated/api/orders/orders.msw';
import { getCreatePriceAlertMockHandler } from '@generated/api/price-alerts/price-alerts.msw';
import { AddPriceAlertPage } from '@/features/price-alerts/components/price-alert-pages';

import { failWith, never } from '../kit/api-responses';
import { viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { ACTIVE_RISING, atStoryNow, TRADABLE } from './fixtures';

const meta = {
  title: 'Price alerts/Add form',
  component: AddPriceAlertPage,
  loaders: [decodeFormIcons],
  parameters: {
    route: '/app/market-lens/100234/price-alerts/add-new',
    path: '/app/market-lens/:accountId?/price-alerts/add-new',
    msw: { handlers: [getListTradableProductsMockHandler(TRADABLE), getCreatePriceAlertMockHandler({ data: ACTIVE_RISING })] },
  },
  decorators: [withPortalSession(), withPageFrame],
  beforeEach: atStoryNow,
} satisfies Meta<typeof AddPriceAlertPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Fills the form; each value may be left out. */
async function fill(canvas: Canvas, userEvent: User, values: { product?: string; direction?: string; target?: string; expiry?: string }) {
  if (values.product !== undefined) await userEvent.selectOptions(await canvas.findByLabelText('Product', {}, { timeout: 10_000 }), values.product);
  if (values.direction !== undefined) await userEvent.click(canvas.getByLabelText(values.direction));
  if (values.target !== undefined) await userEvent.type(canvas.getByLabelText(/Target price/), values.target);
  if (values.expiry !== undefined) {
    const expiry = canvas.getByLabelText('Expiry date');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, values.expiry);
  }
}

const VALID = { product: 'POWERUKBASECAL|Apr-30', direction: 'rises above', target: '85.5', expiry: '2030-03-13' };

export const Pristine: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Product', {}, { timeout: 10_000 })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Create alert' })).toBeEnabled();
  },
};

/** Pre-selected from the URL (?tradeIndex=&period=), as the product pages link to it. */
export const PreselectedProduct: Story = {
  parameters: { route: '/app/market-lens/100234/price-alerts/add-new?tradeIndex=GASNBP&period=Q3-30' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Product', {}, { timeout: 10_000 })).toHaveValue('GASNBP|Q3-30');
    await expect(canvas.getByLabelText('Target price (p/therm)')).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByLabelText('Product', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Create alert' }));
    await expect(canvas.getByText('Choose the product to watch.')).toBeVisible();
    await expect(canvas.getByText('Choose whether the price rises above or falls below the target.')).toBeVisible();
    await expect(canvas.getByText('Enter a target price.')).toBeVisible();
    await expect(canvas.getByText('Enter an expiry date.')).toBeVisible();
  },
};

export const TargetNotAboveZero: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { ...VALID, target: '0' });
    await userEvent.tab();
    await expect(canvas.getByText('The target price must be more than 0.')).toBeVisible();
  },
};

export const TargetTooPrecise: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { ...VALID, target: '85.125' });
    await userEvent.tab();
    await expect(canvas.getByText('Enter a number with at most two decimals, e.g. 85.50.')).toBeVisible();
  },
};

export const ExpiryInThePast: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { ...VALID, expiry: '2020-01-31' });
    await userEvent.tab();
    await expect(canvas.getByText('The expiry date must be today or later.')).toBeVisible();
  },
};

export const ExpiryAfterDeliveryStart: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { ...VALID, expiry: '2030-04-01' });
    await userEvent.tab();
    await expect(canvas.getByText('The expiry date must be before delivery starts (2030-04-01).')).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: [getListTradableProductsMockHandler(TRADABLE), getCreatePriceAlertMockHandler(never)] } },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, VALID);
    await userEvent.click(canvas.getByRole('button', { name: 'Create alert' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** The server's 400 lands on the field it names; everything typed stays. */
export const SaveRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: [
        getListTradableProductsMockHandler(TRADABLE),
        getCreatePriceAlertMockHandler(() => {
          throw HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Apr-30 of POWERUKBASECAL is not listed with a closing price, so it cannot be watched now', field: 'deliveryPeriod' }, { status: 400 });
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, VALID);
    await userEvent.click(canvas.getByRole('button', { name: 'Create alert' }));
    await expect(await canvas.findByText(/cannot be watched now/)).toBeVisible();
    await expect(canvas.getByLabelText('Product')).toHaveValue('POWERUKBASECAL|Apr-30');
    await expect(canvas.getByLabelText(/Target price/)).toHaveValue('85.5');
    await expect(canvas.getByLabelText('Expiry date')).toHaveValue('2030-03-13');
  },
};

/** The server's 409 for a target the latest close already meets (the contract's PriceAlertConflict); an acknowledged resend is created. */
const sent: Record<string, unknown>[] = [];
const alreadyMetCreate = getCreatePriceAlertMockHandler(async ({ request }) => {
  const body = (await request.clone().json()) as Record<string, unknown>;
  sent.push(body);
  if (body.acknowledgeRisk === true) return { data: { ...ACTIVE_RISING, targetPrice: 80 } };
  throw HttpResponse.json(
    {
      statusCode: 409,
      error: 'Conflict',
      message: 'The latest close of 81.25 £/MWh (20 Nov 2026) is already above the target of 80.00 £/MWh: confirm to create the alert anyway',
      alreadyMet: { direction: 'rises_above', targetPrice: 80, latestPrice: 81.25, latestPriceDate: '2026-11-20', priceUnit: '£/MWh' },
    },
    { status: 409 },
  );
});
const ALREADY_MET = { ...VALID, target: '80' };

/** A target already met: the server's figures ask for confirmation; everything typed stays. */
export const AlreadyMet: Story = {
  parameters: { msw: { handlers: [getListTradableProductsMockHandler(TRADABLE), alreadyMetCreate] } },
  beforeEach: () => {
    sent.length = 0;
    return atStoryNow();
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, ALREADY_MET);
    await userEvent.click(canvas.getByRole('button', { name: 'Create alert' }));
    await expect(await canvas.findByRole('heading', { name: 'This alert is already met' })).toBeVisible();
    await expect(canvas.getByText('rises above 80.00 £/MWh')).toBeVisible();
    await expect(canvas.getByText('81.25 £/MWh on 20 Nov 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create alert' })).toBeNull();
    await expect(canvas.getByLabelText(/Target price/)).toHaveValue('80');
    await expect(sent.map((body) => body.acknowledgeRisk)).toEqual([undefined]);
    (canvas.getByRole('heading', { name: 'This alert is already met' }) as HTMLElement).blur();
  },
};

/** Confirmed: the same alert is sent again with acknowledgeRisk and created. */
export const AlreadyMetConfirmed: Story = {
  ...AlreadyMet,
  play: async (context) => {
    await AlreadyMet.play?.(context);
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Create alert anyway' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]).toEqual({ ...sent[0], acknowledgeRisk: true });
    // Created: the page goes back to the alerts (the story router names where).
    await expect(await canvas.findByText(/\/price-alerts$/, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Changing a field withdraws the question: the form's own button is back. */
export const AlreadyMetChanged: Story = {
  ...AlreadyMet,
  parameters: { ...AlreadyMet.parameters, visual: { disable: true } },
  play: async (context) => {
    await AlreadyMet.play?.(context);
    const { canvas, userEvent } = context;
    await userEvent.type(canvas.getByLabelText(/Target price/), '5');
    await expect(canvas.queryByRole('heading', { name: 'This alert is already met' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create alert' })).toBeEnabled();
  },
};

export const SaveFailed: Story = {
  parameters: { msw: { handlers: [getListTradableProductsMockHandler(TRADABLE), getCreatePriceAlertMockHandler(failWith(500, 'The alert could not be stored. Try again.'))] } },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, VALID);
    await userEvent.click(canvas.getByRole('button', { name: 'Create alert' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The alert could not be stored. Try again.');
    await expect(canvas.getByLabelText(/Target price/)).toHaveValue('85.5');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create alert' })).toBeEnabled());
  },
};

/** View-as is read-only: the form may be filled but not saved, and says why. */
export const RefusedInViewAs: Story = {
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1005' } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Create alert' })).toBeDisabled();
    await expect(canvas.getByText(/Viewing as is read-only/)).toBeVisible();
  },
};

export const ProductsLoading: Story = {
  parameters: { msw: { handlers: [getListTradableProductsMockHandler(never)] } },
};

export const ProductsError: Story = {
  parameters: { msw: { handlers: [getListTradableProductsMockHandler(failWith(403, 'You do not have the view:orders permission on this account'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('view:orders');
  },
};

export const Phone: Story = {
  globals: mobile,
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { product: VALID.product });
    await expect(within(canvas.getByRole('group', { name: 'Alert me when the closing price' })).getAllByRole('radio')).toHaveLength(2);
  },
};
