import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { getListContractChangesMockHandler } from '@generated/api/contract/contract.msw';
import { getGetPositionMonthsMockHandler, getGetPositionOverviewMockHandler } from '@generated/api/position/position.msw';
import { getGetMarketMoveMockHandler } from '@generated/api/what-if/what-if.msw';
import { PositionOverviewPage } from '@/features/position/components/position-overview-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { labelOf } from '../kit/story-helpers';
import { MARKET_MOVE } from '../what-if/fixtures';
import { POWER_POSITION, positionResponse } from './fixtures';
import { GAS_MONTHS, monthsResponse, NO_TRADE_MONTHS, POWER_MONTHS, WITHIN_MONTHS } from './month-fixtures';

const SLOW = { timeout: 5000 };

const meta = {
  title: 'Position/Position overview by month',
  component: PositionOverviewPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  // The products view under a switch shows the contract's changes (none) and the what-if panel.
  beforeEach: (context) => {
    (context as unknown as { msw: { use: (...handlers: unknown[]) => void } }).msw.use(
      getListContractChangesMockHandler({ data: [] }),
      getGetMarketMoveMockHandler({ data: MARKET_MOVE }),
    );
  },
  parameters: {
    route: '/app/market-lens/100234/position-overview?view=months',
    path: '/app/market-lens/:accountId?/position-overview',
    msw: { handlers: [getGetPositionMonthsMockHandler(monthsResponse(POWER_MONTHS)), getGetPositionOverviewMockHandler(positionResponse(POWER_POSITION))] },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof PositionOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Months within, below and above today's band: the chart (its own chunk) of hedged % against the
 * band, the table with what to buy and the next step, and the fixing calendar's first lines.
 */
export const Months: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Jan-27: 60% hedged, band 80%–100%, below floor' }, SLOW)).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Mar-27: 95% hedged, band 50%–90%, above ceiling' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Months' })).toBeChecked();
    const table = canvas.getByRole('table', { name: /Position by delivery month/ });
    await expect(within(table).getByRole('row', { name: /^Jan-27/ })).toHaveTextContent('Jan-272,9761,785.660%80%–100%Below floor595.20.8No further step');
    await expect(within(table).getByRole('row', { name: /^Apr-27/ })).toHaveTextContent('80% from 1 Feb 2027');
    await expect(within(table).getByRole('row', { name: /^Mar-27/ })).toHaveTextContent('Above ceiling');
    await expect(canvas.getByText(/4 months are below the floor, 1 above the ceiling on 27 Nov 2026/)).toBeVisible();
    await expect(canvas.getByText(/not yet adopted by your admin/)).toBeVisible();
    const calendar = canvas.getByRole('region', { name: 'Fixing calendar' });
    await expect(within(calendar).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(calendar).getByText('At least 0.8 MW of Jan-27 (595.2 MWh) — e.g. via Jan-27 or Q1-27 — to reach today’s 80% floor')).toBeVisible();
    await expect(within(calendar).getByText('At least 0.5 MW of Jul-27 (372 MWh) — e.g. via Q3-27 or Sum-27 — to reach its 50% floor by 31 Jan 2027')).toBeVisible();
  },
};

/** More than eight lines: the rest open on demand. */
export const FixingCalendarFull: Story = {
  play: async ({ canvas }) => {
    const calendar = await canvas.findByRole('region', { name: 'Fixing calendar' }, SLOW);
    await userEvent.click(within(calendar).getByRole('button', { name: 'Show all 9' }));
    await expect(within(calendar).getAllByRole('listitem')).toHaveLength(9);
    await expect(within(calendar).getByText(/At least 0.9 MW of Apr-27 \(648 MWh\) — e.g. via Apr-27, Q2-27 or Sum-27 — to reach its 80% floor by 31 Jan 2027/)).toBeVisible();
    await expect(within(calendar).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Every month within its band and covered for its next step: nothing in the fixing calendar; an adopted policy has no note. */
export const AllWithin: Story = {
  parameters: { msw: { handlers: [getGetPositionMonthsMockHandler(monthsResponse(WITHIN_MONTHS))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nothing to buy: every month is at its floor/, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(/No month is below its floor on 27 Nov 2026/)).toBeVisible();
    await expect(canvas.queryByText(/not yet adopted/)).toBeNull();
  },
};

/** No trade yet: 0 % everywhere; a far month whose products are all past nothing says no product is tradable. */
export const NoTrades: Story = {
  parameters: { msw: { handlers: [getGetPositionMonthsMockHandler(monthsResponse(NO_TRADE_MONTHS))] } },
  play: async ({ canvas }) => {
    const calendar = await canvas.findByRole('region', { name: 'Fixing calendar' }, SLOW);
    await expect(within(calendar).getByText(/At least 3.2 MW of Dec-26 \(2,380.8 MWh\) — e.g. via Dec-26 —/)).toBeVisible();
    await expect(within(calendar).getByText(/no product covering it is still tradable/)).toBeVisible();
  },
};

/** Gas: therms/day and therms. */
export const Gas: Story = {
  parameters: {
    route: '/app/market-lens/100234/position-overview?view=months&index=GASNBP',
    msw: { handlers: [getGetPositionMonthsMockHandler(monthsResponse(GAS_MONTHS))] },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /Position by delivery month/ }, SLOW);
    await expect(canvas.getByLabelText('Trade index')).toHaveValue('GASNBP');
    await expect(within(table).getByRole('columnheader', { name: 'To floor (therms/day)' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: /^Jan-27/ })).toHaveTextContent('93,000');
    await expect(canvas.getByText(/At least 3,000 therms\/day of Jan-27 \(93,000 therms\) — e.g. via Jan-27, Q1-27 or Win-26 —/)).toBeVisible();
  },
};

/** A phone: a card per month, nothing wider than the screen. */
export const Phone: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Position by delivery month' }, SLOW);
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(POWER_MONTHS.months.length);
    await expect(canvas.queryByRole('table', { name: /Position by delivery month/ })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** From the product view to the months and back. */
export const SwitchViews: Story = {
  parameters: { route: '/app/market-lens/100234/position-overview' },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Position by delivery period' }, SLOW);
    await userEvent.click(labelOf(canvas.getByRole('radio', { name: 'Months' })));
    await expect(await canvas.findByRole('table', { name: /Position by delivery month/ }, SLOW)).toBeVisible();
    await userEvent.click(labelOf(canvas.getByRole('radio', { name: 'Products' })));
    await expect(await canvas.findByRole('table', { name: 'Position by delivery period' }, SLOW)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getGetPositionMonthsMockHandler(never)] } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getGetPositionMonthsMockHandler(failWith(403, 'This account is not on a flexible contract and has no trading position'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('This account is not on a flexible contract and has no trading position');
  },
};

export const NoContract: Story = {
  parameters: { msw: { handlers: [getGetPositionMonthsMockHandler(monthsResponse({ ...POWER_MONTHS, months: [], fixingCalendar: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No delivery months found.', {}, SLOW)).toBeVisible();
  },
};
