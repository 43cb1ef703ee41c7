import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { getDeletePriceAlertMockHandler, getListPriceAlertsMockHandler } from '@generated/api/price-alerts/price-alerts.msw';
import { PriceAlertsPage } from '@/features/price-alerts/components/price-alerts-page';

import { failWith, never } from '../kit/api-responses';
import { secondAccount, singleAccount, viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { mobile, withPageFrame } from '../kit/story-frame';
import { ALERTS } from './fixtures';

/** The list as the server filters it: by the `status` and `accountId` the page asks for. */
const listHandler = getListPriceAlertsMockHandler(({ request }) => {
  const url = new URL(request.url);
  const status = url.searchParams.get('status');
  const accountId = url.searchParams.get('accountId');
  return { data: ALERTS.filter((alert) => (!status || alert.status === status) && (!accountId || alert.accountId === accountId)) };
});

/** The table once the alerts are in (while loading it holds skeleton rows). */
async function loadedTable(canvas: Canvas, firstCell = 'Power base UK'): Promise<HTMLElement> {
  const table = await canvas.findByRole('table', { name: 'Price alerts' }, { timeout: 10_000 });
  await within(table).findAllByText(firstCell, {}, { timeout: 10_000 });
  return table;
}

/** Moves the pointer off and the focus out of a clicked control, so screenshots show it at rest. */
async function atRest(userEvent: { unhover: (element: Element) => Promise<void> }, element: HTMLElement) {
  await userEvent.unhover(element);
  element.blur();
}

const meta = {
  title: 'Price alerts/List',
  component: PriceAlertsPage,
  parameters: {
    route: '/app/market-lens/100234/price-alerts',
    path: '/app/market-lens/:accountId?/price-alerts',
    msw: { handlers: [listHandler, getDeletePriceAlertMockHandler()] },
  },
  decorators: [withPortalSession({ accounts: [singleAccount] }), withPageFrame],
} satisfies Meta<typeof PriceAlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The active account's alerts: target beside the latest close and the distance to it. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Rises above 85.00 £/MWh');
    await expect(rows[1]).toHaveTextContent('81.25 £/MWh');
    await expect(rows[1]).toHaveTextContent('+3.75 £/MWh');
    await expect(rows[3]).toHaveTextContent('Closed at 88.60 £/MWh on 19 Nov 2026');
  },
};

/** No account chosen (multi-account user): every account's alerts, with an account column. */
export const AcrossAccounts: Story = {
  parameters: { route: '/app/market-lens/price-alerts' },
  decorators: [withPortalSession({ accounts: [singleAccount, secondAccount], activeAccount: null })],
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas);
    await expect(within(table).getByRole('columnheader', { name: 'Account' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getListPriceAlertsMockHandler(never)] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getListPriceAlertsMockHandler({ data: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No price alerts yet.')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Add price alert' })).toHaveLength(2);
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getListPriceAlertsMockHandler(failWith(503, 'Price alerts are unavailable right now.'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Price alerts are unavailable right now.');
  },
};

const showOnly = (label: string, summary: string): Story['play'] => async ({ canvas, userEvent }) => {
  await loadedTable(canvas);
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await expect(canvas.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  await atRest(userEvent, canvas.getByRole('button', { name: label }));
  await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Price alerts' })).getAllByRole('row')).toHaveLength(2));
  await expect(canvas.getByRole('table', { name: 'Price alerts' })).toHaveTextContent(summary);
};

export const ActiveOnly: Story = {
  decorators: [withPortalSession({ accounts: [singleAccount], activeAccount: null })],
  parameters: { route: '/app/market-lens/price-alerts' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await loadedTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Active' }));
    await atRest(userEvent, canvas.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Price alerts' })).getAllByRole('row')).toHaveLength(3));
  },
};

export const TriggeredOnly: Story = { play: showOnly('Triggered', 'Triggered') };

export const ExpiredOnly: Story = {
  decorators: [withPortalSession({ accounts: [secondAccount], activeAccount: secondAccount })],
  parameters: { route: '/app/market-lens/100235/price-alerts' },
  play: async ({ canvas, userEvent }) => {
    await loadedTable(canvas, 'Power peak UK');
    await userEvent.click(canvas.getByRole('button', { name: 'Expired' }));
    await atRest(userEvent, canvas.getByRole('button', { name: 'Expired' }));
    await waitFor(() => expect(canvas.getByRole('table', { name: 'Price alerts' })).toHaveTextContent('Expired'));
  },
};

export const NoneTriggered: Story = {
  parameters: { msw: { handlers: [getListPriceAlertsMockHandler(({ request }) => ({ data: new URL(request.url).searchParams.get('status') ? [] : ALERTS }))] } },
  play: async ({ canvas, userEvent }) => {
    await loadedTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Triggered' }));
    await atRest(userEvent, canvas.getByRole('button', { name: 'Triggered' }));
    await expect(await canvas.findByText('No triggered price alerts.')).toBeVisible();
  },
};

/** Delete asks first. */
export const DeleteConfirm: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loadedTable(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Power base UK Apr-30 rises above 85.00 £/MWh' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete price alert' });
    await expect(dialog).toHaveTextContent('Power base UK Apr-30 rises above 85.00 £/MWh');
    await expect(within(dialog).getByRole('button', { name: 'Delete alert' })).toBeEnabled();
  },
};

export const DeleteFailed: Story = {
  parameters: { msw: { handlers: [listHandler, getDeletePriceAlertMockHandler(failWith(404, 'Price alert not found'))] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loadedTable(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Power base UK Apr-30 rises above 85.00 £/MWh' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete price alert' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete alert' });
    await userEvent.click(confirm);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Price alert not found');
    // The screenshot shows the button at rest, not hovered or focused by the click.
    await waitFor(() => expect(confirm).toBeEnabled());
    await atRest(userEvent, confirm);
  },
};

/** View-as is read-only: adding and deleting are disabled, and the page says why. */
export const ViewAs: Story = {
  decorators: [withPortalSession({ accounts: [singleAccount], viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1005' } })],
  play: async ({ canvas }) => {
    await loadedTable(canvas);
    await expect(canvas.getByRole('button', { name: 'Add price alert' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete Power base UK Apr-30 rises above 85.00 £/MWh' })).toBeDisabled();
    await expect(canvas.getByText(/Viewing as is read-only/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Power base UK Apr-30 rises above 85.00 £/MWh' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Price alerts' }, { timeout: 10_000 });
    await within(list).findAllByText(/Power base UK/);
    await expect(list).not.toHaveTextContent(/POWERUK|GASNBP/);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const PhoneLoading: Story = {
  globals: mobile,
  parameters: { msw: { handlers: [getListPriceAlertsMockHandler(never)] } },
};
