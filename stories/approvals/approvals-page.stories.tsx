import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';

import { getDecideOrderApprovalMockHandler, getListOrderApprovalsMockHandler } from '@generated/api/approvals/approvals.msw';
import { ApprovalsPage } from '@/features/approvals/components/approvals-page';

import { failWith } from '../kit/api-responses';
import { viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { mobile, withPageFrame } from '../kit/story-frame';
import { approvalList, myWaitingOrder, toApprove, toApproveTwoReasons } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const meta = {
  title: 'Approvals/Approvals',
  component: ApprovalsPage,
  tags: ['approvals'],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: '/app/market-lens/52001/approvals',
    path: '/app/market-lens/:accountId?/approvals',
    msw: {
      handlers: [
        getListOrderApprovalsMockHandler(approvalList([toApprove, toApproveTwoReasons, myWaitingOrder])),
        getDecideOrderApprovalMockHandler({ data: { ...toApprove.order, status: 'pending', statusReason: 'Approved by Morag Keane (Within budget). Waiting for the 2026-11-23 closing price' } }),
      ],
    },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof ApprovalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An approver: orders awaiting their approval with the reasons, and their own waiting order below. */
export const ToDecide: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Orders awaiting your approval' }, SLOW);
    await expect(within(list).getAllByRole('listitem').filter((item) => item.parentElement === list)).toHaveLength(2);
    await expect(within(list).getByText('3 MW is above your largest volume per order of 2 MW')).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Approve order ML-26-004311' })).toBeEnabled();
    const mine = canvas.getByRole('list', { name: 'Your orders awaiting approval' });
    await expect(within(mine).queryByRole('button', { name: /Approve/ })).toBeNull();
    await expect(within(mine).getByText(/^You, /)).toBeVisible();
  },
};

export const Phone: Story = { ...ToDecide, globals: mobile };

/** The maker: only their own waiting order, who could approve it, no decision buttons. */
export const MakerOnly: Story = {
  parameters: { msw: { handlers: [getListOrderApprovalsMockHandler(approvalList([myWaitingOrder]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Morag Keane', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Awaiting your approval' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Approve/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getListOrderApprovalsMockHandler(approvalList([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders awaiting approval.', {}, SLOW)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getListOrderApprovalsMockHandler(async () => { await delay('infinite'); return approvalList([]); })] } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getListOrderApprovalsMockHandler(failWith(503, 'The approvals could not be loaded.'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The approvals could not be loaded.');
  },
};

/** Viewing as an approver is read-only: the decision buttons are disabled, with the reason. */
export const ViewAsReadOnly: Story = {
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1004' } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Approve order ML-26-004311' }, SLOW)).toBeDisabled();
  },
};

/** Approving asks for a reason; a blank one is refused under the field, nothing is sent. */
export const ApproveDialog: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve order ML-26-004311' }, SLOW));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Approve order ML-26-004311' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(await within(dialog).findByText('Enter a reason for your decision.')).toBeVisible();
    await expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Someone else decided first: the server's 409 shows in the dialog, the reason typed stays. */
export const DecidedByAnother: Story = {
  parameters: {
    msw: {
      handlers: [
        getListOrderApprovalsMockHandler(approvalList([toApprove])),
        getDecideOrderApprovalMockHandler(failWith(409, 'This order was decided already: it is pending')),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject order ML-26-004311' }, SLOW));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Reject order ML-26-004311' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wait for the budget review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order was decided already: it is pending');
    await expect(within(dialog).getByLabelText('Reason')).toHaveValue('Wait for the budget review');
  },
};
