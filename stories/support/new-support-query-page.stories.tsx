import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getCreateSupportQueryMockHandler } from '@generated/api/support/support.msw';
import { NewSupportQueryPage } from '@/features/support/components/new-support-query-page';

import { failWith, never } from '../kit/api-responses';
import { secondAccount, singleAccount, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { badRequestFor, newQueryDetail } from './fixtures';

const SUBJECT = 'October invoice volume';
const DESCRIPTION = 'Our October invoice bills 3.0 MW but we hedged 2.5 MW.';

const meta = {
  title: 'Support/New support query',
  component: NewSupportQueryPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession({ accounts: [singleAccount, secondAccount] })],
  parameters: { route: '/app/market-lens/support/queries/add-new', msw: { handlers: [getCreateSupportQueryMockHandler({ data: newQueryDetail })] } },
} satisfies Meta<typeof NewSupportQueryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fill(canvas: Canvas, userEvent: UserEvent, values: { category?: string; subject?: string; description?: string }) {
  if (values.category) await userEvent.selectOptions(canvas.getByLabelText('Category'), values.category);
  if (values.subject) await userEvent.type(canvas.getByLabelText('Subject'), values.subject);
  if (values.description) await userEvent.type(canvas.getByLabelText('Description'), values.description);
}

export const Pristine: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Account')).toHaveValue(singleAccount.id);
    await expect(canvas.getByLabelText('Category')).toHaveValue('');
    await expect(canvas.queryByText('Choose a category.')).toBeNull();
  },
};

export const EveryFieldMissing: Story = {
  decorators: [withPortalSession({ accounts: [singleAccount, secondAccount], activeAccount: null })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raise query' }));
    await expect(canvas.getByText('Choose the account the query is about.')).toBeVisible();
    await expect(canvas.getByText('Choose a category.')).toBeVisible();
    await expect(canvas.getByText('Enter a subject of at least 3 characters.')).toBeVisible();
    await expect(canvas.getByText('Describe the query in at least 10 characters.')).toBeVisible();
  },
};

export const SubjectTooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { subject: 'Hi' });
    await userEvent.tab();
    await expect(canvas.getByText('Enter a subject of at least 3 characters.')).toBeVisible();
    await expect(canvas.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DescriptionTooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { category: 'billing', subject: SUBJECT, description: 'Too short' });
    await userEvent.tab();
    await expect(canvas.getByText('Describe the query in at least 10 characters.')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [getCreateSupportQueryMockHandler(never)] } },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { category: 'billing', subject: SUBJECT, description: DESCRIPTION });
    await userEvent.click(canvas.getByRole('button', { name: 'Raise query' }));
    await expect(await canvas.findByRole('button', { name: 'Raising…' })).toBeDisabled();
  },
};

export const RefusedByServer: Story = {
  parameters: { msw: { handlers: [getCreateSupportQueryMockHandler(badRequestFor('subject', 'subject must have at least 3 characters besides spaces'))] } },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { category: 'billing', subject: SUBJECT, description: DESCRIPTION });
    await userEvent.click(canvas.getByRole('button', { name: 'Raise query' }));
    await expect(await canvas.findByText('subject must have at least 3 characters besides spaces')).toBeVisible();
    await expect(canvas.getByLabelText('Subject')).toHaveValue(SUBJECT);
    await expect(canvas.getByLabelText('Description')).toHaveValue(DESCRIPTION);
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [getCreateSupportQueryMockHandler(failWith(500, 'The support desk is unavailable.'))] } },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { category: 'billing', subject: SUBJECT, description: DESCRIPTION });
    await userEvent.click(canvas.getByRole('button', { name: 'Raise query' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The support desk is unavailable. Nothing you typed was lost.');
    await expect(canvas.getByLabelText('Category')).toHaveValue('billing');
    await expect(canvas.getByLabelText('Subject')).toHaveValue(SUBJECT);
    await expect(canvas.getByLabelText('Description')).toHaveValue(DESCRIPTION);
  },
};

export const ViewAs: Story = {
  decorators: [withPortalSession({ accounts: [singleAccount, secondAccount], viewAs: { isViewAsMode: true } })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Raise query' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: mobile, play: EveryFieldMissing.play, decorators: EveryFieldMissing.decorators };
