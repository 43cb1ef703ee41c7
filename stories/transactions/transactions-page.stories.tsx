import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getExportTransactionsXlsxMockHandler } from '@generated/api/spreadsheets/spreadsheets.msw';
import { getExportTransactionsCsvMockHandler, getListTransactionsMockHandler } from '@generated/api/transactions/transactions.msw';
import { TransactionsPage } from '@/features/transactions/components/transactions-page';

import { failWith, never } from '../kit/api-responses';
import { secondAccount, singleAccount, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { CSV_TEXT, GAS_TRADES, transactionsPage, TRANSACTIONS } from './fixtures';

const SLOW = { timeout: 5000 };

/** Answers the transactions list as the server would for the story's filters: gas only when asked. */
const transactionsHandler = getListTransactionsMockHandler(({ request }) => {
  const index = new URL(request.url).searchParams.get('tradeIndex');
  return index === 'GASNBP' ? transactionsPage(GAS_TRADES) : transactionsPage(TRANSACTIONS, 45);
});

/** What the export was asked for, so a story can check the filters went with it. */
const exportRequests: string[] = [];
const exportHandler = getExportTransactionsCsvMockHandler(({ request }) => {
  exportRequests.push(new URL(request.url).search);
  return new Blob([CSV_TEXT], { type: 'text/csv' });
});

const xlsxRequests: string[] = [];
const xlsxHandler = getExportTransactionsXlsxMockHandler(({ request }) => {
  xlsxRequests.push(new URL(request.url).search);
  return new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
});

const meta = {
  title: 'Transactions/Transactions',
  component: TransactionsPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession({ accounts: [singleAccount, secondAccount] })],
  parameters: {
    route: '/app/market-lens/transactions',
    path: '/app/market-lens/:accountId?/transactions',
    msw: { handlers: [transactionsHandler, exportHandler, xlsxHandler] },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Executed trades' }, SLOW);
    await expect(within(table).getAllByRole('row')).toHaveLength(TRANSACTIONS.length + 1);
    await expect(within(table).getByText('Power base UK Q1-27')).toBeVisible();
    await expect(within(table).getAllByText('Northwind Logistics - 7002')).toHaveLength(2);
    await expect(within(table).getByText('£455,279.13')).toBeVisible();
    const totals = canvas.getByLabelText('Totals of the matching trades');
    await expect(totals).toHaveTextContent('Trades45');
    await expect(totals).toHaveTextContent('Net£3,000,972.69');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

/** A user with one trading account: every trade is on it, so there is no Account column to repeat its name. */
export const SingleAccount: Story = {
  decorators: [withPortalSession({ accounts: [singleAccount] })],
  parameters: { msw: { handlers: [getListTransactionsMockHandler(transactionsPage(TRANSACTIONS.filter((row) => row.accountId === singleAccount.id)))] } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Executed trades' }, SLOW);
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date', 'Product', 'Direction', 'Volume', 'Price', 'Value']);
    await expect(within(table).queryByText(singleAccount.name, { exact: false })).toBeNull();
  },
};

/** Below md each trade is a card; nothing scrolls sideways. */
export const LoadedMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Executed trades' }, SLOW);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(TRANSACTIONS.length);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getListTransactionsMockHandler(never)] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getListTransactionsMockHandler(transactionsPage([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transactions found.', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getListTransactionsMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The server could not complete the request.');
  },
};

/** Filters come from the URL: a shared link opens the same list. */
export const Filtered: Story = {
  parameters: { route: '/app/market-lens/transactions?index=GASNBP&from=2026-11-01&to=2026-11-30' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Executed trades' }, SLOW);
    await expect(within(table).getAllByRole('row')).toHaveLength(GAS_TRADES.length + 1);
    await expect(canvas.getByLabelText('Trade index')).toHaveValue('GASNBP');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-01');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  },
};

/** Choosing a trade index asks the server again and goes back to page 1. */
export const FilterByIndex: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Executed trades' }, SLOW);
    await userEvent.selectOptions(canvas.getByLabelText('Trade index'), 'GASNBP');
    await waitFor(() => expect(canvas.getByRole('table', { name: 'Executed trades' }).querySelectorAll('tbody tr')).toHaveLength(GAS_TRADES.length), SLOW);
    await expect(canvas.queryByText(/Page 1 of/)).toBeNull();
  },
};

/** A start after the end is refused on the page (the server would answer 400). */
export const InvalidRange: Story = {
  parameters: { route: '/app/market-lens/transactions?from=2026-11-30&to=2026-11-01' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The start date must be on or before the end date.', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** Export CSV fetches the filtered list of transactions through the authenticated client and saves it. */
export const Export: Story = {
  parameters: { route: '/app/market-lens/transactions?index=GASNBP' },
  play: async ({ canvas }) => {
    exportRequests.length = 0;
    await canvas.findByRole('table', { name: 'Executed trades' }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportRequests).toEqual(['?tradeIndex=GASNBP']), SLOW);
    await expect(await canvas.findByRole('button', { name: 'Export CSV' }, SLOW)).toBeEnabled();
  },
};

/** Export Excel asks for the same filtered list as an .xlsx workbook. No baseline: the page is the Export one. */
export const ExportExcel: Story = {
  parameters: { route: '/app/market-lens/transactions?index=GASNBP&from=2026-11-01', visual: { disable: true } },
  play: async ({ canvas }) => {
    xlsxRequests.length = 0;
    await canvas.findByRole('table', { name: 'Executed trades' }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(xlsxRequests).toEqual(['?tradeIndex=GASNBP&from=2026-11-01']), SLOW);
    await expect(await canvas.findByRole('button', { name: 'Export Excel' }, SLOW)).toBeEnabled();
  },
};

/**
 * The refused export's toast, asserted in play. No baseline: with the toast up, Chromium painted
 * the filter card's antialiased right corners two ways between runs (a 6-pixel flake); the page
 * itself is the Loaded baseline.
 */
export const ExportFailed: Story = {
  parameters: { msw: { handlers: [transactionsHandler, getExportTransactionsCsvMockHandler(failWith(500))] }, visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Executed trades' }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('The CSV export failed. The server could not complete the request.', {}, SLOW)).toBeInTheDocument();
  },
};
