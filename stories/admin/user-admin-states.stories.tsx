import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import {
  getListAdminUsersMockHandler,
  getListUserPermissionsAdminMockHandler,
  getStartViewAsSessionMockHandler,
  getUpdateUserStatusMockHandler,
} from '@generated/api/admin/admin.msw';
import { UserAdminPage } from '@/features/admin/components/user-admin-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, withPageFrame } from '../kit/story-frame';
import { releaseButton } from '../kit/story-helpers';
import { ADMIN_ACCOUNTS, ADMIN_VIEW, DESK_VIEW, derek, rajesh, usersPage } from './fixtures';

/**
 * User admin states no other story shows: view-as refused by the server and its busy dialog,
 * the desk's revoke and reinstate dialogs, the permissions editor loading and failing.
 */
const meta = {
  title: 'Admin/User admin (states)',
  component: UserAdminPage,
  tags: ['user-admin'],
  parameters: {
    route: '/app/market-lens/settings/user-admin',
    msw: { handlers: [getListAdminUsersMockHandler(usersPage(ADMIN_VIEW))] },
  },
  decorators: [withPortalSession({ role: 'admin', accounts: ADMIN_ACCOUNTS }), withPageFrame],
  loaders: [decodeFormIcons],
} satisfies Meta<typeof UserAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const desk = [withPortalSession({ role: 'nbs_admin', accounts: ADMIN_ACCOUNTS, activeAccount: null }), withPageFrame];
const deskUsers = getListAdminUsersMockHandler(usersPage(DESK_VIEW));
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Starting view-as: the dialog's button is busy (disabled, spinner) until the server answers. */
export const ViewAsStarting: Story = {
  parameters: { msw: { handlers: [getListAdminUsersMockHandler(usersPage(ADMIN_VIEW)), getStartViewAsSessionMockHandler(never)] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View as Rajesh Patel' }, { timeout: 8000 }));
    const dialog = body(canvasElement).getByRole('dialog', { name: 'View as Rajesh Patel' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Support query 4711');
    const start = within(dialog).getByRole('button', { name: 'Start viewing as' });
    await userEvent.click(start);
    await expect(start).toBeDisabled();
    await expect(start.querySelector('.spinner-border')).not.toBeNull();
    start.blur();
  },
};

/** The server refuses view-as (403): its words in the dialog, the reason kept. */
export const ViewAsRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: [
        getListAdminUsersMockHandler(usersPage(ADMIN_VIEW)),
        getStartViewAsSessionMockHandler(failWith(403, 'You may only view as users of your own companies')),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View as Rajesh Patel' }, { timeout: 8000 }));
    const dialog = body(canvasElement).getByRole('dialog', { name: 'View as Rajesh Patel' });
    const reason = within(dialog).getByLabelText('Reason');
    await userEvent.type(reason, 'Support query 4711');
    const start = within(dialog).getByRole('button', { name: 'Start viewing as' });
    await userEvent.click(start);
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('You may only view as users of your own companies');
    await expect(reason).toHaveValue('Support query 4711');
    await releaseButton(start);
  },
};

/** The desk's revoke dialog: what revoking does, before anything is sent. */
export const RevokeDialog: Story = {
  decorators: desk,
  parameters: { msw: { handlers: [deskUsers, getUpdateUserStatusMockHandler(never)] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Revoke ${rajesh.firstname} ${rajesh.lastname}` }, { timeout: 8000 }));
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Revoke access of Rajesh Patel' });
    await expect(within(dialog).getByText(/Their next request is refused/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Revoke access' })).toBeEnabled();
  },
};

/** The desk's reinstate dialog for a revoked user. */
export const ReinstateDialog: Story = {
  decorators: desk,
  parameters: { msw: { handlers: [deskUsers, getUpdateUserStatusMockHandler(never)] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Reinstate ${derek.firstname} ${derek.lastname}` }, { timeout: 8000 }));
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Reinstate Derek Price' });
    await expect(within(dialog).getByText(/with their earlier accounts and permissions/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Reinstate' })).toBeEnabled();
  },
};

/** The permissions editor while each account's permissions load. */
export const PermissionsLoading: Story = {
  parameters: { msw: { handlers: [getListAdminUsersMockHandler(usersPage(ADMIN_VIEW)), getListUserPermissionsAdminMockHandler(never)] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Permissions of Rajesh Patel' }, { timeout: 8000 }));
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Permissions of Rajesh Patel' });
    const coldStore = within(dialog).getByRole('group', { name: 'Harbour Cold Store' });
    await expect(within(coldStore).getByText('Loading…')).toBeInTheDocument();
    await expect(within(coldStore).queryByRole('checkbox')).toBeNull();
  },
};

/** The permissions cannot be loaded: the server's message in each account's group, no switches. */
export const PermissionsLoadError: Story = {
  parameters: {
    msw: { handlers: [getListAdminUsersMockHandler(usersPage(ADMIN_VIEW)), getListUserPermissionsAdminMockHandler(failWith(500, 'The permissions could not be read.'))] },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Permissions of Rajesh Patel' }, { timeout: 8000 }));
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Permissions of Rajesh Patel' });
    const coldStore = within(dialog).getByRole('group', { name: 'Harbour Cold Store' });
    await expect(await within(coldStore).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The permissions could not be read.');
    await expect(within(coldStore).queryByRole('checkbox')).toBeNull();
  },
};
