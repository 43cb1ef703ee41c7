import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getConfirmTradeMockHandler, getDisputeTradeMockHandler, getListTransactionsMockHandler } from '@generated/api/transactions/transactions.msw';
import { TransactionsPage } from '@/features/transactions/components/transactions-page';

import { failWith } from '../kit/api-responses';
import { secondAccount, singleAccount, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { CONFIRMATIONS, PENDING_TRADE, transactionsPage, TRANSACTIONS } from './fixtures';

const SLOW = { timeout: 5000 };
const REASON = 'The volume should be 2 MW, not 2.5 MW, as agreed by phone.';
const CLOSED = 'The window to confirm or dispute this trade closed at 24 Nov 2026 17:00 London time; it stands as confirmed by default';

/** The ledger with a trade whose PDF is still being written, beside every other state. */
const LEDGER = [PENDING_TRADE, { ...PENDING_TRADE, id: '7c1e0000-0000-4000-8000-000000000099', confirmation: CONFIRMATIONS.issuing }, ...TRANSACTIONS.slice(1)];

const meta = {
  title: 'Transactions/Trade confirmations',
  component: TransactionsPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession({ accounts: [singleAccount, secondAccount] })],
  parameters: {
    route: '/app/market-lens/transactions',
    path: '/app/market-lens/:accountId?/transactions',
    msw: {
      handlers: [
        getListTransactionsMockHandler(transactionsPage(LEDGER)),
        getConfirmTradeMockHandler({ ...PENDING_TRADE, confirmation: { ...CONFIRMATIONS.pending, status: 'confirmed', respondedAt: '2026-11-23T09:30:00Z', respondedBy: 'Olivia Bennett', canRespond: false } }),
        getDisputeTradeMockHandler({ ...PENDING_TRADE, confirmation: { ...CONFIRMATIONS.disputed, fileId: CONFIRMATIONS.pending.fileId } }),
      ],
    },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement, answer: 'Confirm' | 'Dispute') => {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Executed trades' }, SLOW);
  await userEvent.click(within(table).getByRole('button', { name: `${answer} the Q1-27 trade of 20 Nov 2026` }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', {}, SLOW);
};

/** Every state in words: awaiting an answer (with Confirm and Dispute), being issued, confirmed, disputed with its query, confirmed by default, none. */
export const LedgerStates: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Executed trades' }, SLOW);
    for (const text of ['Awaiting your answer', 'Being issued', 'Confirmed', 'Disputed', 'Confirmed by default']) await expect(within(table).getByText(text)).toBeVisible();
    await expect(within(table).getByText('by 24 Nov 2026, 5:00pm')).toBeVisible();
    await expect(within(table).getByText('query SQ-26-000318')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Confirmation PDF of the Q1-27 trade of 20 Nov 2026' })).toHaveAttribute('href', `/app/market-lens/${singleAccount.id}/files/view/${CONFIRMATIONS.pending.fileId}`);
    // Only the pending trade can be answered.
    await expect(within(table).getAllByRole('button', { name: /^Confirm the/ })).toHaveLength(1);
    await expect(within(table).getAllByRole('button', { name: /^Dispute the/ })).toHaveLength(1);
  },
};

/** Below md: the state under each card. */
export const LedgerStatesMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Executed trades' }, SLOW);
    await expect(within(list).getByText('Awaiting your answer')).toBeVisible();
    await expect(within(list).getByText('Confirmed by default')).toBeVisible();
  },
};

/** The desk (or view-as) sees the states but no buttons: the server says canRespond false. */
export const LedgerReadOnly: Story = {
  parameters: { msw: { handlers: [getListTransactionsMockHandler(transactionsPage(LEDGER.map((row) => ({ ...row, confirmation: row.confirmation ? { ...row.confirmation, canRespond: false } : null }))))] } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Executed trades' }, SLOW);
    await expect(within(table).getByText('Awaiting your answer')).toBeVisible();
    await expect(within(table).queryByRole('button', { name: /^Confirm the/ })).toBeNull();
  },
};

/** Confirm asks once more, with the trade's figures and the window's end. */
export const ConfirmDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Confirm');
    await expect(within(dialog).getByRole('heading', { name: 'Confirm this trade' })).toBeVisible();
    await expect(dialog).toHaveTextContent('Buy 2.5 MW Power base UK Q1-27 at 84.35 £/MWh, £455,279.13.');
    await expect(dialog).toHaveTextContent('Answer by 24 Nov 2026, 5:00pm London time.');
  },
};

/** Confirmed: the dialog closes with a toast. Asserted in play; the page is the LedgerStates baseline. */
export const Confirmed: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Confirm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm trade' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Trade confirmed.', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), SLOW);
  },
};

/** Dispute without a reason: the message under the field, nothing sent. */
export const DisputeWithoutReason: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Dispute');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dispute trade' }));
    const reason = within(dialog).getByLabelText('Reason');
    await expect(await within(dialog).findByText('Enter what is wrong with the confirmation.', {}, SLOW)).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The window closed meanwhile: the server's 409 in the dialog, the typed reason kept. */
export const DisputeRefused: Story = {
  parameters: { msw: { handlers: [getListTransactionsMockHandler(transactionsPage(LEDGER)), getDisputeTradeMockHandler(failWith(409, CLOSED))] } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Dispute');
    await userEvent.type(within(dialog).getByLabelText('Reason'), REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dispute trade' }));
    await expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(CLOSED);
    await expect(within(dialog).getByLabelText('Reason')).toHaveValue(REASON);
  },
};

/** A blank reason the server refuses (400 naming reason) shows under the field, the text kept. */
export const DisputeReasonRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        getListTransactionsMockHandler(transactionsPage(LEDGER)),
        getDisputeTradeMockHandler(() => {
          throw HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'reason must not be blank', field: 'reason' }, { status: 400 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Dispute');
    await userEvent.type(within(dialog).getByLabelText('Reason'), REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dispute trade' }));
    await expect(await within(dialog).findByText('reason must not be blank', {}, SLOW)).toBeVisible();
    await expect(within(dialog).getByLabelText('Reason')).toHaveValue(REASON);
  },
};

/** Disputed: the toast names the support query opened for the desk. */
export const Disputed: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Dispute');
    await userEvent.type(within(dialog).getByLabelText('Reason'), REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dispute trade' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Trade disputed. Support query SQ-26-000318 is open with our trading desk.', {}, SLOW)).toBeInTheDocument();
  },
};
