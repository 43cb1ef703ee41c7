import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, within } from 'storybook/test';

import { getGetTradeAuthorityMockHandler, getSetTradeAuthorityMockHandler } from '@generated/api/approvals/approvals.msw';
import { TradeAuthorityEditor } from '@/features/admin/components/trade-authority-editor';

import { failWith } from '../kit/api-responses';
import { viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile } from '../kit/story-frame';
import { rajeshAuthority } from '../approvals/fixtures';
import { rajesh } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Admin/Trade authority',
  tags: ['user-admin'],
  component: TradeAuthorityEditor,
  args: { user: rajesh, onClose: fn().mockName('onClose') },
  parameters: {
    route: '/app/market-lens/settings/user-admin',
    msw: { handlers: [getGetTradeAuthorityMockHandler(rajeshAuthority), getSetTradeAuthorityMockHandler(rajeshAuthority)] },
  },
  decorators: [withPortalSession({ role: 'admin' })],
  loaders: [decodeFormIcons],
} satisfies Meta<typeof TradeAuthorityEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's admin: each index's limits, who set them and when; unset ones keep today's rights. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Trade authority of Rajesh Patel' }, SLOW);
    await expect(await within(dialog).findByText(/^Set by Fiona MacLeod, /, {}, SLOW)).toBeVisible();
    await expect(within(dialog).getAllByLabelText('Largest volume per order (MW)')[0]).toHaveValue('2');
    await expect(within(dialog).getAllByText('Not set: trades without limits, as before, and may not approve.')).toHaveLength(2);
    await expect(within(dialog).getByRole('button', { name: 'Save Power base UK' })).toBeEnabled();
  },
};

export const Phone: Story = { ...Editing, globals: mobile };

/** A limit with three decimals is answered under its field; nothing is sent. */
export const BadLimit: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Trade authority of Rajesh Patel' }, SLOW);
    const field = (await within(dialog).findAllByLabelText('Largest value per order (£)', {}, SLOW))[0] as HTMLElement;
    await userEvent.clear(field);
    await userEvent.type(field, '100.005');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Power base UK' }));
    await expect(await within(dialog).findByText('Enter the largest value per order as a number with at most two decimals, or leave it empty for no limit.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An admin raising their own authority: the server's 403 shows, what was typed stays. */
export const OwnRaiseRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetTradeAuthorityMockHandler(rajeshAuthority),
        getSetTradeAuthorityMockHandler(failWith(403, 'You may not raise your own trade authority: ask another administrator of your company')),
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Trade authority of Rajesh Patel' }, SLOW);
    const field = (await within(dialog).findAllByLabelText('Largest volume per order (MW)', {}, SLOW))[0] as HTMLElement;
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Power base UK' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('You may not raise your own trade authority: ask another administrator of your company');
    await expect(field).toHaveValue('5');
  },
};

/** The desk reads the authority but never sets it: no save buttons, fields disabled. */
export const DeskReadOnly: Story = {
  decorators: [withPortalSession({ role: 'nbs_admin' })],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Trade authority of Rajesh Patel' }, SLOW);
    await expect(await within(dialog).findByText(/The desk reads trade authority; only the customer’s admin sets it./, {}, SLOW)).toBeVisible();
    await expect((await within(dialog).findAllByLabelText('Largest volume per order (MW)', {}, SLOW))[0]).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: /^Save/ })).toBeNull();
  },
};

/** Viewing as someone is read-only. */
export const ViewAsReadOnly: Story = {
  decorators: [withPortalSession({ role: 'admin', viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1004' } })],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Trade authority of Rajesh Patel' }, SLOW);
    await expect((await within(dialog).findAllByLabelText('Largest volume per order (MW)', {}, SLOW))[0]).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: /^Save/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getGetTradeAuthorityMockHandler(async () => { await delay('infinite'); return rajeshAuthority; })] } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getGetTradeAuthorityMockHandler(failWith(503, 'The trade authority could not be loaded.'))] } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert', {}, SLOW)).toHaveTextContent('The trade authority could not be loaded.');
  },
};
