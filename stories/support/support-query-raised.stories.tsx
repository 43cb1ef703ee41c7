import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getCreateSupportQueryMockHandler } from '@generated/api/support/support.msw';
import { NewSupportQueryPage } from '@/features/support/components/new-support-query-page';

import { PageThenLocation } from '../kit/page-then-location';
import { secondAccount, singleAccount, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, withPageFrame } from '../kit/story-frame';
import { newQueryDetail } from './fixtures';

/** A support query raised: the success toast, and on to the query's own page. */
const meta = {
  title: 'Support/New support query (raised)',
  component: NewSupportQueryPage,
  render: () => (
    <PageThenLocation path="/app/market-lens/:accountId?/support/queries/add-new">
      <NewSupportQueryPage />
    </PageThenLocation>
  ),
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession({ accounts: [singleAccount, secondAccount] })],
  parameters: { route: '/app/market-lens/support/queries/add-new', path: '*', msw: { handlers: [getCreateSupportQueryMockHandler({ data: newQueryDetail })] } },
} satisfies Meta<typeof NewSupportQueryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'billing');
    await userEvent.type(canvas.getByLabelText('Subject'), 'October invoice volume');
    await userEvent.type(canvas.getByLabelText('Description'), 'Our October invoice bills 3.0 MW but we hedged 2.5 MW.');
    await userEvent.click(canvas.getByRole('button', { name: 'Raise query' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(`Your query ${newQueryDetail.reference} was raised`, {}, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByTestId('story-location', {}, { timeout: 8000 })).toHaveTextContent(`/support/queries/${newQueryDetail.id}`);
  },
};
