import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getListContractChangesMockHandler, getListContractPeriodsMockHandler, getReforecastContractPeriodMockHandler } from '@generated/api/contract/contract.msw';
import type { ReforecastRequest } from '@generated/model/reforecastRequest';
import { ContractSection } from '@/features/position/components/contract/contract-section';

import { failWith, never } from '../kit/api-responses';
import { singleAccount, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { CONTRACT_CHANGES, CONTRACT_PERIODS } from './contract-fixtures';

const SLOW = { timeout: 5000 };
const desk = withPortalSession({ role: 'nbs_admin' });
const changes = (data = CONTRACT_CHANGES) => getListContractChangesMockHandler({ data });
const periods = getListContractPeriodsMockHandler({ data: CONTRACT_PERIODS });

const meta = {
  title: 'Position/Contract changes',
  component: ContractSection,
  args: { accountId: singleAccount.id, tradeIndex: 'POWERUKBASECAL' },
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: '/app/market-lens/100234/position-overview',
    path: '/app/market-lens/:accountId?/position-overview',
    msw: { handlers: [changes(), periods] },
    visual: { fullPage: true },
  },
  render: (args) => (
    <div className="d-flex flex-column gap-4">
      <ContractSection {...args} />
    </div>
  ),
} satisfies Meta<typeof ContractSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The customer reads the contract's dated changes: when, which period, before → after, why, and who (the desk). */
export const CustomerChanges: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Contract changes, newest first' }, SLOW);
    const winter = within(table).getByRole('row', { name: /^Win-27/ });
    await expect(winter).toHaveTextContent('20 Nov 2026');
    await expect(winter).toHaveTextContent('Forecast volume 4.3 MW → 3.8 MW');
    await expect(winter).toHaveTextContent('Budget price 87.00 £/MWh → 84.00 £/MWh');
    await expect(winter).toHaveTextContent('Sam Okafor, Market Lens desk');
    await expect(within(table).getByRole('row', { name: /^Q2-27/ })).toHaveTextContent('Minimum clip 10% → 12.5%');
    await expect(within(table).getByRole('row', { name: /^Q2-27/ })).toHaveTextContent('The Market Lens desk');
    // The customer has no reforecast action.
    await expect(canvas.queryByRole('button', { name: /Reforecast/ })).toBeNull();
  },
};

export const CustomerEmpty: Story = {
  parameters: { msw: { handlers: [changes([]), periods] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No changes yet: the contract’s figures are as agreed/, {}, SLOW)).toBeVisible();
  },
};

/** At phone width the changes are stacked items: nothing is cut off at 375 px. */
export const CustomerPhone: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Contract changes' }, SLOW);
    await expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Win-27', 'Q2-27']);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getListContractChangesMockHandler(never), periods] } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getListContractChangesMockHandler(failWith(503, 'The contract service is restarting; try again in a minute.')), periods] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The contract service is restarting; try again in a minute.');
  },
};

/** The desk sees the contract's figures per period, each with a "Reforecast" action, above the changes. */
export const DeskPeriods: Story = {
  decorators: [desk],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Contract periods the desk maintains' }, SLOW);
    const january = within(table).getByRole('row', { name: /^Jan-27/ });
    await expect(january).toHaveTextContent('82.00');
    await expect(january).toHaveTextContent('3.6');
    await expect(within(table).getAllByRole('button', { name: /^Reforecast / })).toHaveLength(CONTRACT_PERIODS.length);
    await expect(await canvas.findByRole('table', { name: 'Contract changes, newest first' }, SLOW)).toBeVisible();
  },
};

export const DeskPhone: Story = {
  decorators: [desk],
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Contract periods' }, SLOW);
    await expect(within(list).getByRole('button', { name: 'Reforecast Q2-27' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerWidth);
  },
};

const openDialog = async (canvasElement: HTMLElement, period = 'Feb-27') => {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Contract periods the desk maintains' }, SLOW);
  await userEvent.click(within(table).getByRole('button', { name: `Reforecast ${period}` }));
  return body(canvasElement).findByRole('dialog', { name: `Reforecast Power base UK ${period}` }, SLOW);
};

/** The dialog opens with the period's current figures and an empty reason. */
export const DeskDialog: Story = {
  decorators: [desk],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByLabelText('Forecast volume')).toHaveValue('4.2');
    await expect(within(dialog).getByLabelText('Budget price')).toHaveValue('80.5');
    await expect(within(dialog).getByLabelText('Minimum clip')).toHaveValue('10');
    await expect(within(dialog).getByLabelText('Reason')).toHaveValue('');
    await expect(within(dialog).getByText('Hedged so far: 2.5 MW. The forecast cannot go below it.')).toBeVisible();
  },
};

/** Bad input is answered at each field, and nothing is sent. */
export const DeskDialogErrors: Story = {
  decorators: [desk],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.clear(within(dialog).getByLabelText('Forecast volume'));
    await userEvent.clear(within(dialog).getByLabelText('Budget price'));
    await userEvent.type(within(dialog).getByLabelText('Budget price'), '80.125');
    await userEvent.clear(within(dialog).getByLabelText('Minimum clip'));
    await userEvent.type(within(dialog).getByLabelText('Minimum clip'), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reforecast' }));
    await expect(await within(dialog).findByText('Enter the forecast volume.')).toBeVisible();
    await expect(within(dialog).getByText('Enter a number with at most two decimals, e.g. 3.50.')).toBeVisible();
    await expect(within(dialog).getByText('Must be at most 100.')).toBeVisible();
    await expect(within(dialog).getByText('Enter the reason: the customer sees it with the change.')).toBeVisible();
    await expect(within(dialog).getByLabelText('Budget price')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByLabelText('Budget price')).toHaveValue('80.125');
  },
};

/** Nothing changed: the dialog says so instead of sending the same figures. */
export const DeskDialogUnchanged: Story = {
  decorators: [desk],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Checking the figures');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reforecast' }));
    await expect(await within(dialog).findByText('Change at least one figure: these are the period’s current ones.')).toBeVisible();
  },
};

let sent: ReforecastRequest | undefined;

/** A forecast below the hedged volume: the server's 409 and its figures show in the dialog, everything typed kept. */
export const DeskDialogConflict: Story = {
  decorators: [desk],
  beforeEach: () => {
    sent = undefined;
  },
  parameters: {
    msw: {
      handlers: [
        changes(),
        periods,
        getReforecastContractPeriodMockHandler(async ({ request }) => {
          sent = (await request.json()) as ReforecastRequest;
          throw HttpResponse.json(
            {
              statusCode: 409,
              error: 'Conflict',
              message: 'Power base UK Feb-27 is hedged 2.50 MW, above the new forecast of 2.00 MW: the forecast cannot be below what is already bought',
              reforecastConflict: { deliveryPeriod: 'Feb-27', hedgedVolume: 2.5, newForecastVolume: 2, unit: 'MW' },
            },
            { status: 409 },
          );
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const forecast = within(dialog).getByLabelText('Forecast volume');
    await userEvent.clear(forecast);
    await userEvent.type(forecast, '2');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Site closure confirmed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reforecast' }));
    const alert = await within(dialog).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('Feb-27 is already hedged 2.50 MW, above the new forecast of 2.00 MW. Choose a forecast of at least 2.50 MW');
    await expect(within(dialog).getByText('At least 2.5 MW: that much is already hedged.')).toBeVisible();
    await expect(forecast).toHaveValue('2');
    await expect(within(dialog).getByLabelText('Reason')).toHaveValue('Site closure confirmed');
    // Only the changed figure is sent.
    await expect(sent).toEqual({ accountId: singleAccount.id, tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Feb-27', forecastVolume: 2, reason: 'Site closure confirmed' });
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Saved: the dialog closes and a toast confirms. */
export const DeskDialogSaved: Story = {
  decorators: [desk],
  parameters: {
    msw: { handlers: [changes(), periods, getReforecastContractPeriodMockHandler({ data: CONTRACT_CHANGES[0]! })] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Q2-27');
    const price = within(dialog).getByLabelText('Budget price');
    await userEvent.clear(price);
    await userEvent.type(price, '70');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Budget lowered by the board');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reforecast' }));
    await expect(await body(canvasElement).findByText('Q2-27 reforecast: the customer sees the change now.', {}, SLOW)).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
