import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getGetClosingPriceHistoryMockHandler } from '@generated/api/closing-prices/closing-prices.msw';
import { PriceTrendCard } from '@/features/closing-prices/components/price-trend-card';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { expectNoRequests, requestLog } from '../kit/request-log';
import { decodeFormIcons, withPageFrame } from '../kit/story-frame';
import { emptyHistory, historyFor, STORY_NOW } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const meta = {
  title: 'Closing prices/Price trend card',
  component: PriceTrendCard,
  loaders: [decodeFormIcons],
  args: { now: STORY_NOW },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
    withPageFrame,
    withPortalSession(),
  ],
  parameters: { msw: { handlers: [getGetClosingPriceHistoryMockHandler(historyFor)] } },
} satisfies Meta<typeof PriceTrendCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /Closing price of Day-ahead/ }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Power base UK · Day-ahead');
  },
};

export const OpensFullHistory: Story = {
  play: async (context) => {
    await Loaded.play?.(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: /Full history/ }));
    const dialog = await within(context.canvasElement.ownerDocument.body).findByRole('dialog', {}, SLOW);
    await expect(await within(dialog).findByRole('img', { name: /Closing price of Day-ahead/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getGetClosingPriceHistoryMockHandler(never)] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getGetClosingPriceHistoryMockHandler(emptyHistory())] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No price history for this product in this range.', {}, SLOW)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getGetClosingPriceHistoryMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The price trend could not be loaded.');
  },
};

const hiddenCardRequests = requestLog();

/** Without view:closing_prices the card is not rendered at all, and nothing is fetched. */
export const PermissionHidden: Story = {
  decorators: [withPortalSession({ permissions: [] })],
  beforeEach: hiddenCardRequests.clear,
  parameters: {
    msw: { handlers: [getGetClosingPriceHistoryMockHandler(hiddenCardRequests.recording(failWith(403, 'Missing permission view:closing_prices')))] },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('main > div')).toBeEmptyDOMElement();
    await expectNoRequests(hiddenCardRequests);
  },
};
