import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getAddSupportQueryCommentMockHandler, getGetSupportQueryMockHandler, getUpdateSupportQueryMockHandler } from '@generated/api/support/support.msw';
import { SupportQueryPage } from '@/features/support/components/support-query-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { closedQueryDetail, queryDetail } from './fixtures';

const SLOW = { timeout: 5000 };
const COMMENT = 'Could you also check the November invoice?';

const meta = {
  title: 'Support/Support query',
  component: SupportQueryPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: `/app/market-lens/support/queries/${queryDetail.id}`,
    path: '/app/market-lens/support/queries/:id',
    msw: {
      handlers: [
        getGetSupportQueryMockHandler({ data: queryDetail }),
        getAddSupportQueryCommentMockHandler({ data: { id: 'e1a3c5e7-9b2d-4f4a-8c6e-0a2c4e6a8c03', body: COMMENT, createdDate: '2026-11-24T11:00:00Z', author: { name: 'Alex Morgan', side: 'customer' } } }),
      ],
    },
  },
} satisfies Meta<typeof SupportQueryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thread: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: queryDetail.subject }, SLOW)).toBeVisible();
    const thread = canvas.getByRole('list', { name: 'Conversation' });
    const comments = within(thread).getAllByRole('listitem');
    await expect(comments).toHaveLength(2);
    await expect(comments[0]).toHaveTextContent('Priya Raman · Support desk');
    await expect(comments[0]).toHaveTextContent('19 November 2026, 9:12am');
    await expect(comments[1]).toHaveTextContent('The PO number for the credit note is NB-44721.');
    await expect(canvas.getByText('Reference').nextElementSibling).toHaveTextContent('SQ-26-000046');
    await expect(canvas.getByText('Billing and invoices')).toBeVisible();
    await expect(canvas.queryByLabelText('Pipeline stage')).toBeNull();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [getGetSupportQueryMockHandler(never)] } } };

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getGetSupportQueryMockHandler(failWith(500, 'The support desk is unavailable.'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The support desk is unavailable.');
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [getGetSupportQueryMockHandler(failWith(404, 'Support query not found'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('This support query does not exist or belongs to an account you cannot see.');
  },
};

export const NoRepliesYet: Story = {
  parameters: { msw: { handlers: [getGetSupportQueryMockHandler({ data: { ...queryDetail, pipelineStage: 'new', commentCount: 0, comments: [] } })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No replies yet. The support desk answers within support hours.', {}, SLOW)).toBeVisible();
  },
};

export const Closed: Story = {
  parameters: { msw: { handlers: [getGetSupportQueryMockHandler({ data: closedQueryDetail })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This query is closed\./, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add comment' })).toBeNull();
  },
};

export const DeskView: Story = {
  decorators: [withPortalSession({ role: 'nbs_admin' })],
  parameters: { msw: { handlers: [getGetSupportQueryMockHandler({ data: queryDetail }), getUpdateSupportQueryMockHandler({ data: { ...queryDetail, pipelineStage: 'waiting_on_customer' } })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Pipeline stage', {}, SLOW)).toHaveValue('in_progress');
    await expect(canvas.getByRole('button', { name: 'Move' })).toBeDisabled();
    await expect(canvas.getByLabelText('Reply to the customer')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeEnabled();
  },
};

export const CommentRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add comment' }, SLOW));
    await expect(canvas.getByText('Write a comment before sending it.')).toBeVisible();
    await expect(canvas.getByLabelText('Add a comment')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CommentSending: Story = {
  parameters: { msw: { handlers: [getGetSupportQueryMockHandler({ data: queryDetail }), getAddSupportQueryCommentMockHandler(never)] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Add a comment', {}, SLOW), COMMENT);
    await userEvent.click(canvas.getByRole('button', { name: 'Add comment' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const CommentFailed: Story = {
  parameters: { msw: { handlers: [getGetSupportQueryMockHandler({ data: queryDetail }), getAddSupportQueryCommentMockHandler(failWith(500, 'The comment could not be saved.'))] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Add a comment', {}, SLOW), COMMENT);
    await userEvent.click(canvas.getByRole('button', { name: 'Add comment' }));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The comment could not be saved.');
    await expect(canvas.getByLabelText('Add a comment')).toHaveValue(COMMENT);
  },
};

export const ViewAs: Story = {
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Add comment' }, SLOW)).toBeDisabled();
  },
};

export const Mobile: Story = { globals: mobile, play: Thread.play };
