import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getListTradableProductsMockHandler } from '@generated/api/orders/orders.msw';
import { getDeletePriceAlertMockHandler, getGetPriceAlertMockHandler, getUpdatePriceAlertMockHandler } from '@generated/api/price-alerts/price-alerts.msw';
import type { PriceAlert } from '@generated/model/priceAlert';
import { EditPriceAlertPage } from '@/features/price-alerts/components/price-alert-pages';

import { failWith, never } from '../kit/api-responses';
import { viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { ACTIVE_RISING, atStoryNow, EXPIRED, TRADABLE, TRIGGERED } from './fixtures';

const handlers = (alert: PriceAlert) => [
  getGetPriceAlertMockHandler({ data: alert }),
  getListTradableProductsMockHandler(TRADABLE),
  getUpdatePriceAlertMockHandler({ data: alert }),
  getDeletePriceAlertMockHandler(),
];

const meta = {
  title: 'Price alerts/Edit',
  component: EditPriceAlertPage,
  loaders: [decodeFormIcons],
  parameters: {
    route: `/app/market-lens/100234/price-alerts/edit/${ACTIVE_RISING.id}`,
    path: '/app/market-lens/:accountId?/price-alerts/edit/:priceAlertId',
    msw: { handlers: handlers(ACTIVE_RISING) },
  },
  decorators: [withPortalSession(), withPageFrame],
  beforeEach: atStoryNow,
} satisfies Meta<typeof EditPriceAlertPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active alert opens in its form, filled with what it watches. */
export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Product', {}, { timeout: 10_000 })).toHaveValue('POWERUKBASECAL|Apr-30');
    await expect(canvas.getByLabelText('rises above')).toBeChecked();
    await expect(canvas.getByLabelText('Target price (£/MWh)')).toHaveValue('85');
    await expect(canvas.getByLabelText('Expiry date')).toHaveValue('2030-03-13');
  },
};

/** A fired alert (as the message and the header search open it): how it fired, and an order offer. */
export const Triggered: Story = {
  parameters: { route: `/app/market-lens/100234/price-alerts/edit/${TRIGGERED.id}`, msw: { handlers: handlers(TRIGGERED) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Rose above 88.00 £/MWh — closed at 88.60 £/MWh on 19 Nov 2026.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Place an order' })).toHaveAttribute('href', '/app/market-lens/100234/orders/add-new?tradeIndex=POWERUKBASECAL&period=Win-30');
  },
};

export const Expired: Story = {
  parameters: { route: `/app/market-lens/100235/price-alerts/edit/${EXPIRED.id}`, msw: { handlers: handlers(EXPIRED) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Expired on 13 Nov 2026 without the closing price reaching the target.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getGetPriceAlertMockHandler(never)] } },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [getGetPriceAlertMockHandler(failWith(404, 'Price alert not found'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Price alert not found');
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete alert' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete price alert' });
    await expect(dialog).toHaveTextContent('This cannot be undone.');
  },
};

export const RefusedInViewAs: Story = {
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1005' } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Save alert' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete alert' })).toBeDisabled();
    await expect(canvas.getByText(/Viewing as is read-only/)).toBeVisible();
  },
};

export const PhoneTriggered: Story = {
  globals: mobile,
  parameters: { route: `/app/market-lens/100234/price-alerts/edit/${TRIGGERED.id}`, msw: { handlers: handlers(TRIGGERED) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Place an order' })).toBeVisible();
  },
};
