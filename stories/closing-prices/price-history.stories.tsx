import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { getGetClosingPriceHistoryMockHandler } from '@generated/api/closing-prices/closing-prices.msw';
import { getExportClosingPriceHistoryXlsxMockHandler } from '@generated/api/spreadsheets/spreadsheets.msw';
import PriceHistory from '@/features/closing-prices/components/price-history';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { labelOf } from '../kit/story-helpers';
import { emptyHistory, historyFor, STORY_NOW } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

/** What 'Export Excel' asked for: the product and the range shown. */
const xlsxRequests: string[] = [];
const xlsxHandler = getExportClosingPriceHistoryXlsxMockHandler(({ request }) => {
  xlsxRequests.push(new URL(request.url).search);
  return new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
});

const meta = {
  title: 'Closing prices/Price history',
  component: PriceHistory,
  loaders: [decodeFormIcons],
  args: { now: STORY_NOW, product: { tradeIndex: 'POWERUKBASECAL', period: 'quarter', periodNameAbs: 'Q1-27' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '50rem' }}>
        <Story />
      </div>
    ),
    withPageFrame,
    withPortalSession(),
  ],
  parameters: { msw: { handlers: [getGetClosingPriceHistoryMockHandler(historyFor), xlsxHandler] } },
} satisfies Meta<typeof PriceHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChartLoaded: Story = {
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img', { name: /Closing price of Q1-27 from 21 Aug 2026 to 19 Nov 2026, in £\/MWh/ }, { timeout: 5000 });
    await expect(chart.querySelector('canvas')).not.toBeNull();
    await expect(canvas.getByText('30-day high–low')).toBeInTheDocument();
  },
};

/** 'Export Excel' downloads the product and range shown. No baseline: the picture is ChartLoaded's. */
export const ExportExcel: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    xlsxRequests.length = 0;
    await canvas.findByRole('img', { name: /Closing price of Q1-27/ }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(xlsxRequests).toEqual(['?tradeIndex=POWERUKBASECAL&period=quarter&periodNameAbs=Q1-27&from=2026-08-21']), SLOW);
    await expect(await canvas.findByRole('button', { name: 'Export Excel' }, SLOW)).toBeEnabled();
  },
};

export const GasChart: Story = {
  args: { product: { tradeIndex: 'GASNBP', period: 'season', periodNameAbs: 'Sum-27' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /Closing price of Sum-27 .* in p\/therm/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const RangeTwoYears: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('img', { name: /Closing price of Q1-27/ }, { timeout: 5000 });
    await userEvent.click(labelOf(canvas.getByRole('radio', { name: /2Y/ })));
    await expect(await canvas.findByRole('img', { name: /from 21 Nov 2024 to 19 Nov 2026/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const AsTable: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('img', { name: /Closing price of Q1-27/ }, { timeout: 5000 });
    await userEvent.click(labelOf(canvas.getByLabelText('Show as table')));
    const table = canvas.getByRole('table', { name: /Closing prices of Q1-27/ });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'Price (£/MWh)',
      '30-day mean',
      '30-day high',
      '30-day low',
    ]);
  },
};

export const ChartEmpty: Story = {
  parameters: { msw: { handlers: [getGetClosingPriceHistoryMockHandler(emptyHistory())] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No price history for this product in this range.', {}, SLOW)).toBeVisible();
  },
};

export const ChartLoading: Story = {
  parameters: { msw: { handlers: [getGetClosingPriceHistoryMockHandler(never)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading price history');
  },
};

export const ChartError: Story = {
  parameters: { msw: { handlers: [getGetClosingPriceHistoryMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The price history could not be loaded.');
  },
};

export const ChartMobile: Story = {
  globals: mobile,
  play: ChartLoaded.play,
};
