import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusManager } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getListContractChangesMockHandler } from '@generated/api/contract/contract.msw';
import { getGetPositionOverviewMockHandler } from '@generated/api/position/position.msw';
import { getExportPositionOverviewXlsxMockHandler } from '@generated/api/spreadsheets/spreadsheets.msw';
import { getGetMarketMoveMockHandler } from '@generated/api/what-if/what-if.msw';
import { PositionOverviewPage } from '@/features/position/components/position-overview-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { labelOf } from '../kit/story-helpers';
import { MARKET_MOVE } from '../what-if/fixtures';
import { PAST_DEADLINE_POSITION, POWER_POSITION, positionResponse, UNPRICED_POSITION } from './fixtures';

/** The what-if panel under the figures (its own states: stories/what-if/market-move-panel.stories.tsx). */
const moveHandler = getGetMarketMoveMockHandler({ data: MARKET_MOVE });

const SLOW = { timeout: 5000 };

/** What 'Export Excel' asked for, so a story can check the account and index went with it. */
const xlsxRequests: string[] = [];
const xlsxHandler = getExportPositionOverviewXlsxMockHandler(({ request }) => {
  xlsxRequests.push(new URL(request.url).search);
  return new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
});

const meta = {
  title: 'Position/Position overview',
  component: PositionOverviewPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  // The contract's dated changes under the page: none here (stories/position/contract-changes.stories.tsx shows them).
  beforeEach: (context) => {
    (context as unknown as { msw: { use: (...handlers: unknown[]) => void } }).msw.use(getListContractChangesMockHandler({ data: [] }));
  },
  parameters: {
    route: '/app/market-lens/100234/position-overview',
    path: '/app/market-lens/:accountId?/position-overview',
    msw: { handlers: [moveHandler, xlsxHandler, getGetPositionOverviewMockHandler(positionResponse(POWER_POSITION))] },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof PositionOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The chart (its own lazy chunk), the main figures per period with the budget-at-risk band, the
 * index's totals as the last row (energy, energy-weighted hedged %, £ sums) and the £ totals
 * across indices.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /^Jan-27: 3.6 of 4 MW hedged \(90%\), 0.4 open$/ }, SLOW)).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: 'Position by delivery period' });
    const january = within(table).getByRole('row', { name: /^Jan-27/ });
    await expect(january).toHaveTextContent('£4,255.68 over');
    await expect(january).toHaveTextContent('£246,744.92 – £250,061.85');
    await expect(january).toHaveTextContent('23 Dec 2026');
    const total = within(table).getByRole('row', { name: /^Total/ });
    await expect(total).toHaveTextContent(`${POWER_POSITION.totals.forecastEnergy.toLocaleString('en-GB')} MWh`);
    await expect(total).toHaveTextContent(`${POWER_POSITION.totals.hedgedPercent}%`);
    await expect(canvas.getByRole('region', { name: /^Total across indices \(Power base UK, Gas NBP\)/ })).toBeVisible();
    await expect(canvas.getByText(/moved by ±1.645 standard deviations/)).toBeVisible();
  },
};

/** 'Export Excel' downloads the figures of the account and index shown. No baseline: the page is the Loaded one. */
export const ExportExcel: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    xlsxRequests.length = 0;
    await canvas.findByRole('table', { name: 'Position by delivery period' }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(xlsxRequests).toEqual(['?accountId=100234&tradeIndex=POWERUKBASECAL']), SLOW);
    await expect(await canvas.findByRole('button', { name: 'Export Excel' }, SLOW)).toBeEnabled();
  },
};

/** A row's other figures open under it (the pattern for a table that grows: docs/breakpoints-and-scrolling.md). */
export const DetailsOpen: Story = {
  play: async ({ canvas }) => {
    // The chart's lazy chunk first: its arrival re-renders the page, which would close a row opened before it.
    await canvas.findByRole('img', { name: /^Jan-27: / }, SLOW);
    const table = canvas.getByRole('table', { name: 'Position by delivery period' });
    const toggle = within(table).getByRole('button', { name: 'Details of Jan-27' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await expect(details).toBeVisible();
    await expect(details).toHaveTextContent('83.10 £/MWh');
    await expect(details).toHaveTextContent('£25,712.64');
    await userEvent.click(within(table).getByRole('button', { name: 'Hide of Jan-27' }));
    await expect(details).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(details).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A period whose trade deadline has passed says so in words. */
export const PastDeadline: Story = {
  parameters: { msw: { handlers: [moveHandler, getGetPositionOverviewMockHandler(positionResponse(PAST_DEADLINE_POSITION))] } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Position by delivery period' }, SLOW);
    await expect(within(table).getByRole('row', { name: /^Dec-26/ })).toHaveTextContent('26 Nov 2026 Past deadline');
    await expect(within(table).getByRole('row', { name: /^Jan-27/ })).not.toHaveTextContent('Past deadline');
  },
};

/** The chart's table alternative: the same hedged and open volumes as numbers. */
export const TableAlternative: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: /^Jan-27/ }, SLOW);
    await userEvent.click(labelOf(canvas.getByRole('radio', { name: 'Table' })));
    const table = await canvas.findByRole('table', { name: 'Hedged and open volume by delivery period' });
    await expect(within(table).getByRole('row', { name: /^Q2-27/ })).toHaveTextContent('Q2-271.2237.5%');
    await expect(canvas.queryByRole('img', { name: /^Jan-27/ })).toBeNull();
  },
};

/** Below md: a card per period, then the index's totals and the totals across indices. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Position by delivery period' }, SLOW);
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(POWER_POSITION.periods.length);
    await expect(canvas.queryByRole('table', { name: 'Position by delivery period' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Total of Power base UK' })).toHaveTextContent(`${POWER_POSITION.totals.hedgedPercent}%`);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [moveHandler, getGetPositionOverviewMockHandler(never)] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [moveHandler, getGetPositionOverviewMockHandler(positionResponse({ ...POWER_POSITION, periods: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No position found.', {}, SLOW)).toBeVisible();
  },
};

/** The server refuses an account that is not on a flexible contract; its reason is shown. */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: [moveHandler, getGetPositionOverviewMockHandler(failWith(403, 'This account is not on a flexible contract and has no trading position'))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('This account is not on a flexible contract and has no trading position');
  },
};

/** Far gas seasons without a published price: no value, estimate or band (en dashes). */
export const WithoutPrices: Story = {
  parameters: {
    route: '/app/market-lens/100234/position-overview?index=GASNBP',
    msw: { handlers: [moveHandler, getGetPositionOverviewMockHandler(positionResponse({ ...UNPRICED_POSITION, priceDate: null }))] },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Position by delivery period' }, SLOW);
    await expect(canvas.getByLabelText('Trade index')).toHaveValue('GASNBP');
    await expect(within(table).getByRole('row', { name: /^Sum-29/ })).toHaveTextContent('–');
    await expect(canvas.getByText(/No closing prices are published yet/)).toBeVisible();
    await expect(canvas.getByText('Total: 2 periods have no published price yet, so the open value, estimated cost and variance are not totalled.')).toBeVisible();
  },
};

/**
 * A refresh that fails keeps the figures and the rows the user opened, and says they could not
 * be refreshed; only a first load that fails replaces the page with the error. (The portal
 * refreshes a page's data when it is shown again after five minutes; the story triggers the
 * refresh through react-query's focus manager.)
 */
let refreshes = 0;
export const RefreshFailed: Story = {
  beforeEach: () => {
    refreshes = 0;
  },
  parameters: {
    msw: {
      handlers: [moveHandler, 
        getGetPositionOverviewMockHandler(() => {
          refreshes += 1;
          if (refreshes > 1) return failWith(503, 'The position service is restarting; try again in a minute.')();
          return positionResponse(POWER_POSITION);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: /^Jan-27: / }, SLOW);
    const table = canvas.getByRole('table', { name: 'Position by delivery period' });
    await userEvent.click(within(table).getByRole('button', { name: 'Details of Jan-27' }));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await expect(await canvas.findByText('These figures could not be refreshed: The position service is restarting; try again in a minute.', {}, SLOW)).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Hide of Jan-27' })).toHaveAttribute('aria-expanded', 'true');
    focusManager.setFocused(undefined);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithoutPermission: Story = {
  decorators: [withPortalSession({ permissions: ['view:closing_prices'] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You do not have permission to see orders on this account/, {}, SLOW)).toBeVisible();
  },
};
