import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getListTradableProductsMockHandler } from '@generated/api/orders/orders.msw';
import { getCreatePriceAlertMockHandler } from '@generated/api/price-alerts/price-alerts.msw';
import { alertSummary } from '@/features/price-alerts/components/alert-figures';
import { AddPriceAlertPage } from '@/features/price-alerts/components/price-alert-pages';

import { PageThenLocation } from '../kit/page-then-location';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, withPageFrame } from '../kit/story-frame';
import { ACTIVE_RISING, atStoryNow, TRADABLE } from './fixtures';

/** A price alert created: the success toast names it, and the form goes back to the list. */
const meta = {
  title: 'Price alerts/Add form (created)',
  component: AddPriceAlertPage,
  render: () => (
    <PageThenLocation path="/app/market-lens/:accountId?/price-alerts/add-new">
      <AddPriceAlertPage />
    </PageThenLocation>
  ),
  loaders: [decodeFormIcons],
  parameters: {
    route: '/app/market-lens/100234/price-alerts/add-new',
    path: '*',
    msw: { handlers: [getListTradableProductsMockHandler(TRADABLE), getCreatePriceAlertMockHandler({ data: ACTIVE_RISING })] },
  },
  decorators: [withPortalSession(), withPageFrame],
  beforeEach: atStoryNow,
} satisfies Meta<typeof AddPriceAlertPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Created: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Product', {}, { timeout: 10_000 }), 'POWERUKBASECAL|Apr-30');
    await userEvent.click(canvas.getByLabelText('rises above'));
    await userEvent.type(canvas.getByLabelText(/Target price/), '85');
    const expiry = canvas.getByLabelText('Expiry date');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '2030-03-13');
    await userEvent.click(canvas.getByRole('button', { name: 'Create alert' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(`Price alert created: ${alertSummary(ACTIVE_RISING)}`, {}, { timeout: 8000 })).toBeVisible();
  },
};
