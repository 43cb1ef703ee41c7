import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { getGetClosingPriceHistoryMockHandler, getGetLatestClosingPricesMockHandler } from '@generated/api/closing-prices/closing-prices.msw';
import { ClosingPricesPanel } from '@/features/closing-prices/components/closing-prices-panel';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { expectNoRequests, requestLog } from '../kit/request-log';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { labelOf } from '../kit/story-helpers';
import { emptyHistory, historyFor, latestClosingPrices, latestClosingPricesFor, STORY_NOW } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const meta = {
  title: 'Closing prices/Closing prices panel',
  component: ClosingPricesPanel,
  loaders: [decodeFormIcons],
  args: { now: STORY_NOW },
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: '/app/market-lens/dashboard/multi',
    msw: { handlers: [getGetLatestClosingPricesMockHandler(latestClosingPricesFor), getGetClosingPriceHistoryMockHandler(historyFor)] },
  },
} satisfies Meta<typeof ClosingPricesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closing prices table once its rows have loaded (not the skeleton). */
async function table(canvasElement: HTMLElement) {
  const found = await within(canvasElement).findByRole('table', {}, { timeout: 5000 });
  await waitFor(() => expect(found.querySelector('tbody[aria-busy]')).toBeNull(), { timeout: 5000 });
  return found;
}

/** Defaults: Power base UK, day. Up (red) and down (green) arrows; 0.00 counts as up. */
export const Loaded: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetLatestClosingPricesMockHandler(
          latestClosingPrices('POWERUKBASECAL', 'day', [
            { id: 'a', periodNameAbs: 'Day-ahead', price: 80.8, dailyChange: 1.32, thirtyDayMean: 79.62, thirtyDayHigh: 85.42, thirtyDayLow: 74.93 },
            { id: 'b', periodNameAbs: 'Dec-26', price: 86.55, dailyChange: -0.84, thirtyDayMean: 85.77, thirtyDayHigh: 91.17, thirtyDayLow: 80.68 },
            { id: 'c', periodNameAbs: 'Jan-27', price: 85.1, dailyChange: 0, thirtyDayMean: 84.32, thirtyDayHigh: 89.72, thirtyDayLow: 79.23 },
          ]),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: /Closing Prices/ })).toHaveTextContent('20 November 2026');
    const rows = within(await table(canvasElement)).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    const [dayAhead, december, january] = rows.slice(1) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(dayAhead).toHaveTextContent('80.80');
    await expect(within(dayAhead).getByText('Up 1.32 £/MWh on the day')).toBeInTheDocument();
    await expect(within(december).getByText('Down 0.84 £/MWh on the day')).toBeInTheDocument();
    await expect(within(january).getByText('Up 0.00 £/MWh on the day')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Day' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Trade index' })).toHaveValue('POWERUKBASECAL');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getGetLatestClosingPricesMockHandler(never)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.getAllByText('Loading…')[0]).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getGetLatestClosingPricesMockHandler(latestClosingPrices('POWERUKBASECAL', 'day', []))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('No closing prices found');
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getGetLatestClosingPricesMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('No closing prices found');
  },
};

const hiddenPanelRequests = requestLog();

/** Without view:closing_prices the panel is not rendered at all, and nothing is fetched. */
export const PermissionHidden: Story = {
  decorators: [withPortalSession({ permissions: ['view:orders', 'view:price_alerts', 'view:user_files'] })],
  beforeEach: hiddenPanelRequests.clear,
  parameters: {
    msw: {
      handlers: [
        getGetLatestClosingPricesMockHandler(hiddenPanelRequests.recording(failWith(403, 'Missing permission view:closing_prices'))),
        getGetClosingPriceHistoryMockHandler(hiddenPanelRequests.recording(failWith(403, 'Missing permission view:closing_prices'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('main')).toBeEmptyDOMElement();
    await expectNoRequests(hiddenPanelRequests);
  },
};

function periodStory(label: 'Month' | 'Quarter' | 'Season', firstProduct: string): Story {
  return {
    play: async ({ canvas, canvasElement, userEvent }) => {
      await table(canvasElement);
      await userEvent.click(labelOf(canvas.getByRole('radio', { name: label })));
      await waitFor(() => expect(canvas.getByRole('table')).toHaveTextContent(firstProduct), SLOW);
      await expect(canvas.getByRole('radio', { name: label })).toBeChecked();
      await expect(canvas.getAllByRole('row')).toHaveLength(5);
    },
  };
}

export const PeriodMonth = periodStory('Month', 'Dec-26');
export const PeriodQuarter = periodStory('Quarter', 'Q1-27');
export const PeriodSeason = periodStory('Season', 'Sum-27');

export const IndexPowerPeak: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await table(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Trade index' }), 'Power peak UK');
    await waitFor(() => expect(canvas.getByRole('table')).toHaveTextContent('92.50'), SLOW);
    await expect(canvas.getByText(/Power peak UK · as at the close of 19 Nov 2026/)).toBeInTheDocument();
  },
};

/** Gas is in p/therm; the fixture's gas changes run opposite to power (down arrows first). */
export const IndexGasNbp: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await table(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Trade index' }), 'Gas NBP');
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: /Price \(p\/therm\)/ })).toBeInTheDocument(), SLOW);
    await expect(await canvas.findByText('Down 1.32 p/therm on the day', {}, SLOW)).toBeInTheDocument();
  },
};

export const GasSeasons: Story = {
  play: async (context) => {
    await IndexGasNbp.play?.(context);
    await PeriodSeason.play?.(context);
  },
};

/** From a row, the product's price history: chart with its 30-day band. */
export const OpenChart: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await table(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: /Chart: price history of Day-ahead/ }));
    const dialog = await page.findByRole('dialog', { name: /Day-ahead · Power base UK/ }, SLOW);
    const chart = await within(dialog).findByRole('img', { name: /Closing price of Day-ahead from/ }, { timeout: 5000 });
    await expect(chart.querySelector('canvas')).not.toBeNull();
    await expect(within(dialog).getByRole('radio', { name: /3M/ })).toBeChecked();
  },
};

export const ChartRangeOneYear: Story = {
  play: async (context) => {
    await OpenChart.play?.(context);
    const dialog = within(context.canvasElement.ownerDocument.body).getByRole('dialog');
    await context.userEvent.click(labelOf(within(dialog).getByRole('radio', { name: /1Y/ })));
    await waitFor(() => expect(within(dialog).getByRole('img', { name: /from 21 Nov 2025 to 19 Nov 2026/ })).toBeInTheDocument(), SLOW);
  },
};

export const ChartAsTable: Story = {
  play: async (context) => {
    await OpenChart.play?.(context);
    const dialog = within(context.canvasElement.ownerDocument.body).getByRole('dialog');
    await context.userEvent.click(labelOf(within(dialog).getByLabelText('Show as table')));
    const historyTable = within(dialog).getByRole('table', { name: /Closing prices of Day-ahead in £\/MWh, newest first/ });
    await expect(within(historyTable).getAllByRole('row')[1]).toHaveTextContent('19 Nov 2026');
    await expect(within(dialog).queryByRole('img', { name: /Closing price of/ })).not.toBeInTheDocument();
  },
};

export const ChartEmpty: Story = {
  parameters: {
    msw: { handlers: [getGetLatestClosingPricesMockHandler(latestClosingPricesFor), getGetClosingPriceHistoryMockHandler(emptyHistory())] },
  },
  play: async ({ canvasElement, userEvent }) => {
    await table(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: /Chart: price history of Day-ahead/ }));
    await expect(await page.findByText('No price history for this product in this range.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A phone: the columns scroll sideways under the Chart column, which stays pinned on screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const scrollBox = canvasElement.querySelector<HTMLElement>('.ml-closing-prices-scroll')!;
    await waitFor(() => expect(scrollBox).toHaveAttribute('data-overflow-end'));
    const chart = within(scrollBox).getAllByRole('button', { name: /^Chart: price history of / })[0]!;
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(scrollBox.getBoundingClientRect().right);
  },
};
