import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';

import {
  getListAdminUsersMockHandler,
  getListUserPermissionsAdminMockHandler,
  getSetUserAccountPermissionsMockHandler,
  getStartViewAsSessionMockHandler,
} from '@generated/api/admin/admin.msw';
import type { PermissionName } from '@generated/model/permissionName';
import { UserAdminPage } from '@/features/admin/components/user-admin-page';

import { failWith } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { ADMIN_ACCOUNTS, ADMIN_VIEW, usersPage, viewedRajesh } from './fixtures';

const USERS = ADMIN_VIEW;
const viewedUser = viewedRajesh;
const page = usersPage;
const enter = fn().mockName('viewAs.enter');

const meta = {
  title: 'Admin/User admin',
  tags: ['user-admin'],
  component: UserAdminPage,
  parameters: {
    route: '/app/market-lens/settings/user-admin',
    msw: { handlers: [getListAdminUsersMockHandler(page(USERS)), getStartViewAsSessionMockHandler({ data: viewedUser })] },
  },
  decorators: [
    withPortalSession({ role: 'admin', viewAs: { enter }, accounts: ADMIN_ACCOUNTS }),
    withPageFrame,
  ],
  loaders: [decodeFormIcons],
} satisfies Meta<typeof UserAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'View as Rajesh Patel' })).toBeEnabled();
    await expect(within(canvas.getByRole('table')).getByText('Awaiting approval')).toBeVisible();
  },
};

/** A phone: one card per user, the whole email on its own line, 'View as' on screen. */
export const Phone: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Users you administer' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(USERS.length);
    await expect(canvas.queryByRole('table')).toBeNull();
    const viewAs = within(list).getByRole('button', { name: 'View as Rajesh Patel' });
    await expect(viewAs).toBeEnabled();
    await expect(viewAs.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(list).getByText('new.starter@caledonia-hotels.co.uk').getBoundingClientRect().width).toBeGreaterThan(200);
  },
};

export const PhoneLoading: Story = {
  globals: mobile,
  parameters: { msw: { handlers: [getListAdminUsersMockHandler(async () => { await delay('infinite'); return page([]); })] } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getListAdminUsersMockHandler(async () => { await delay('infinite'); return page([]); })] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getListAdminUsersMockHandler(page([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No users found.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/admin/users', () =>
          HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'The user directory is unavailable.' }, { status: 503 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The user directory is unavailable.');
  },
};

/** The reason is required (at least 5 characters) and goes to the audit log. */
export const ReasonDialog: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View as Rajesh Patel' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'View as Rajesh Patel' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start viewing as' }));
    await expect(within(dialog).getByText('The reason must be at least 5 characters.')).toBeVisible();
  },
};

export const StartsViewAs: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View as Rajesh Patel' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'View as Rajesh Patel' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Support query 4711');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start viewing as' }));
    await waitFor(() => expect(enter).toHaveBeenCalledWith(viewedUser));
  },
};

/** The server refuses the reason (e.g. blank once trimmed): its message shows at the field, the text stays. */
export const ReasonRefusedByServer: Story = {
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: [
        getListAdminUsersMockHandler(page(USERS)),
        getStartViewAsSessionMockHandler(() => {
          throw HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'body/reason must not be blank', field: 'reason' }, { status: 400 });
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View as Rajesh Patel' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'View as Rajesh Patel' });
    const field = within(dialog).getByLabelText('Reason');
    await userEvent.type(field, 'Support query 4711');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start viewing as' }));
    await expect(await within(dialog).findByText('body/reason must not be blank')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('Support query 4711');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

/** While viewing as, actions that would write are disabled with an explanation. */
export const ViewAsActive: Story = {
  decorators: [withPortalSession({ role: 'admin', accounts: ADMIN_ACCOUNTS, viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1004' } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'View as Rajesh Patel' })).toBeDisabled();
    await expect(canvas.getAllByText(/Viewing as is read-only/)[0]).toBeVisible();
  },
};

export const NotAnAdmin: Story = {
  decorators: [withPortalSession({ role: 'general' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('User admin is available to administrators only.')).toBeVisible();
  },
};

/** Permissions per account edited in place: each switch saves at once. */
export const PermissionsEditor: Story = {
  parameters: {
    msw: {
      handlers: [
        getListAdminUsersMockHandler(page(USERS)),
        getListUserPermissionsAdminMockHandler(({ params }) => ({
          data: { userId: String(params.userId), accountId: String(params.accountId), permissions: params.accountId === '52001' ? ['view:orders', 'view:price_alerts', 'view:user_files', 'view:closing_prices'] : ['view:orders', 'view:closing_prices'] },
        })),
        getSetUserAccountPermissionsMockHandler(async ({ request, params }) => ({
          data: { userId: String(params.userId), accountId: String(params.accountId), permissions: ((await request.json()) as { permissions: PermissionName[] }).permissions },
        })),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Permissions of Rajesh Patel' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Permissions of Rajesh Patel' });
    const coldStore = within(dialog).getByRole('group', { name: 'Harbour Cold Store' });
    const orders = await within(coldStore).findByRole('checkbox', { name: 'Orders' });
    await expect(orders).toBeChecked();
    await expect(within(coldStore).getByRole('checkbox', { name: 'Files' })).not.toBeChecked();
    await userEvent.click(orders);
    await expect(await within(coldStore).findByText('Saved.')).toBeVisible();
    await expect(orders).not.toBeChecked();
    // No focus ring in the baseline: whether Chromium paints one on the clicked switch varies.
    orders.blur();
  },
};

/**
 * A refusal from the server (an admin outside the user's companies) is shown as it words it. No
 * baseline: the switch's transition back after the refusal made the screenshot timing-dependent.
 */
export const PermissionsRefused: Story = {
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: [
        getListAdminUsersMockHandler(page(USERS)),
        getListUserPermissionsAdminMockHandler(({ params }) => ({ data: { userId: String(params.userId), accountId: String(params.accountId), permissions: ['view:orders'] } })),
        getSetUserAccountPermissionsMockHandler(failWith(403, 'You may only administer users of your own companies')),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Permissions of Fiona MacLeod' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Permissions of Fiona MacLeod' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Files' }));
    await expect(await within(dialog).findByText('You may only administer users of your own companies')).toBeVisible();
  },
};
