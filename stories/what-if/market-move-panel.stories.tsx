import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getGetMarketMoveMockHandler } from '@generated/api/what-if/what-if.msw';
import { MarketMovePanel } from '@/features/position/components/market-move-panel';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { mobile, withPageFrame } from '../kit/story-frame';
import { marketMove } from './fixtures';

const SLOW = { timeout: 5000 };

/** Answers the move the panel asked for. */
const echoMove = getGetMarketMoveMockHandler(({ request }) => ({ data: marketMove(Number(new URL(request.url).searchParams.get('movePercent'))) }));

/**
 * The position overview's what-if: a market move of ±N % → per delivery month the cost of the
 * open energy and the budget variance, now and moved (docs/trading.md, "What-if").
 */
const meta = {
  title: 'What-if/Market move',
  component: MarketMovePanel,
  decorators: [withPageFrame, withPortalSession()],
  args: { accountId: '100234', tradeIndex: 'POWERUKBASECAL', stacked: false },
  parameters: { msw: { handlers: [echoMove] } },
} satisfies Meta<typeof MarketMovePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 10 % rise (the first answer), months without a close say so. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, SLOW);
    await expect(within(table).getByRole('row', { name: /^Dec-26/ })).toHaveTextContent('£91.20/MWh → £100.32/MWh');
    await expect(within(table).getByRole('row', { name: /^Dec-26/ })).toHaveTextContent('£33,926.40 → £37,319.04');
    await expect(within(table).getByRole('row', { name: /^Oct-27/ })).toHaveTextContent('No close');
  },
};

/** A fall typed in: the table follows once typing stops; the move stays as typed. */
export const MarketFalls: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText('Market move', {}, SLOW);
    await userEvent.clear(field);
    await userEvent.type(field, '-20');
    await waitFor(() => expect(canvas.getByText(/closes of 20 Nov 2026, and moved by -20 %/)).toBeVisible(), SLOW);
    await expect(within(canvas.getByRole('table')).getByRole('row', { name: /^Dec-26/ })).toHaveTextContent('£91.20/MWh → £72.96/MWh');
    await expect(field).toHaveValue('-20');
    field.blur();
  },
};

/** Beyond the contract's ±50 %: said under the field, what was typed kept, the last table stays. */
export const MoveTooLarge: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText('Market move', {}, SLOW);
    await canvas.findByRole('table', {}, SLOW);
    await userEvent.clear(field);
    await userEvent.type(field, '80');
    await expect(canvas.getByText('Enter a move between -50 % and 50 %.')).toBeVisible();
    await expect(field).toHaveValue('80');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    field.blur();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getGetMarketMoveMockHandler(never)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Market move', {}, SLOW)).toHaveValue('10');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getGetMarketMoveMockHandler(failWith(403, 'This account is not on a flexible contract and has no trading position'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('has no trading position');
  },
};

/** A phone: one card per month, nothing cut off. */
export const Mobile: Story = {
  args: { stacked: true },
  globals: mobile,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Market move by delivery month' }, SLOW);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
  },
};
