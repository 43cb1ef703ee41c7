import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import {
  getListAdminUsersMockHandler,
  getListAuditLogMockHandler,
  getUpdateUserRoleMockHandler,
  getUpdateUserStatusMockHandler,
} from '@generated/api/admin/admin.msw';
import type { UpdateUserStatusRequest } from '@generated/model/updateUserStatusRequest';
import { UserAdminPage } from '@/features/admin/components/user-admin-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, withPageFrame } from '../kit/story-frame';
import { releasedAfterRefusal } from '../kit/story-helpers';
import { ADMIN_ACCOUNTS, AUDIT_ENTRIES, auditPage, DESK_VIEW, priya, rajesh, REGISTRATIONS, usersPage } from './fixtures';

/** The status requests the dialogs sent, for the play functions. */
const statusRequests: UpdateUserStatusRequest[] = [];

const meta = {
  title: 'Admin/User admin (desk)',
  component: UserAdminPage,
  tags: ['user-admin'],
  parameters: {
    route: '/app/market-lens/settings/user-admin',
    msw: {
      handlers: [
        getListAdminUsersMockHandler(({ request }) => usersPage(new URL(request.url).searchParams.get('status') === 'registered' ? REGISTRATIONS : DESK_VIEW)),
        getUpdateUserStatusMockHandler(async ({ request }) => {
          const body = (await request.json()) as UpdateUserStatusRequest;
          statusRequests.push(body);
          return { data: { ...priya, accountStatus: body.action === 'reject' ? 'rejected' : 'accountApproved' } };
        }),
        getUpdateUserRoleMockHandler({ data: { ...rajesh, role: 'admin' } }),
        getListAuditLogMockHandler(({ request }) => {
          const action = new URL(request.url).searchParams.get('action');
          return auditPage(action ? AUDIT_ENTRIES.filter((entry) => entry.action === action) : AUDIT_ENTRIES);
        }),
      ],
    },
  },
  decorators: [
    withPortalSession({ role: 'nbs_admin', accounts: ADMIN_ACCOUNTS, activeAccount: null }),
    withPageFrame,
  ],
  loaders: [decodeFormIcons],
} satisfies Meta<typeof UserAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every user, with status actions and the role chooser. */
export const Users: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Reinstate Derek Price' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Revoke Rajesh Patel' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Role of Fiona MacLeod' })).toHaveValue('admin');
  },
};

/** The registrations queue: sign-ups waiting for the desk. */
export const RegistrationsQueue: Story = {
  args: { initialTab: 'registrations' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Approve Priya Shah' })).toBeEnabled();
    const list = canvas.getByRole('table', { name: 'Registrations awaiting approval' });
    await expect(within(list).getAllByRole('row')).toHaveLength(REGISTRATIONS.length + 1);
  },
};

export const RegistrationsEmpty: Story = {
  args: { initialTab: 'registrations' },
  parameters: { msw: { handlers: [getListAdminUsersMockHandler(usersPage([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No registrations to approve.')).toBeVisible();
  },
};

/** Approving a user without a company needs the account to approve them onto. */
export const ApproveDialog: Story = {
  args: { initialTab: 'registrations' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Priya Shah' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Approve Priya Shah' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(within(dialog).getByText('Choose the account to approve them onto.')).toBeVisible();
    await userEvent.selectOptions(within(dialog).getByLabelText('Approve onto account'), '54001');
  },
};

export const ApproveSends: Story = {
  args: { initialTab: 'registrations' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    statusRequests.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Priya Shah' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Approve Priya Shah' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Approve onto account'), '54001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(statusRequests).toEqual([{ action: 'approve', accountId: '54001', companyId: '74001' }]));
  },
};

/** Rejecting asks for confirmation; a refusal keeps the dialog open with the server's words. */
export const RejectDialogRefused: Story = {
  args: { initialTab: 'registrations' },
  parameters: {
    msw: {
      handlers: [
        getListAdminUsersMockHandler(usersPage(REGISTRATIONS)),
        getUpdateUserStatusMockHandler(failWith(409, 'Cannot reject a user whose status is accountApproved (needs registered)')),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject Isla Fraser' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Reject Isla Fraser' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    await userEvent.click(reject);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cannot reject a user whose status is accountApproved');
    await releasedAfterRefusal(reject);
  },
};

export const RoleChange: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const select = await canvas.findByRole('combobox', { name: 'Role of Rajesh Patel' });
    await userEvent.selectOptions(select, 'Admin');
    await expect(await within(canvasElement.ownerDocument.body).findByText('Rajesh Patel is now Admin.')).toBeVisible();
  },
};

export const UsersLoading: Story = {
  parameters: { msw: { handlers: [getListAdminUsersMockHandler(never)] } },
};

export const AuditLog: Story = {
  args: { initialTab: 'audit' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('5 entries')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Audit log, newest first' });
    await expect(within(table).getByText(/^accountApproved/)).toBeVisible();
    await expect(within(table).getByText('Only admins may view as another user')).toBeVisible();
    await expect(canvas.getByText('5 entries')).toBeVisible();
  },
};

export const AuditLogFiltered: Story = {
  args: { initialTab: 'audit' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('5 entries');
    await userEvent.selectOptions(canvas.getByLabelText('Action'), 'Role');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('1 entry')).toBeVisible();
    await expect(canvas.getByText('Gareth Hughes')).toBeVisible();
  },
};

export const AuditLogEmpty: Story = {
  args: { initialTab: 'audit' },
  parameters: { msw: { handlers: [getListAuditLogMockHandler(auditPage([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No audit entries found.')).toBeVisible();
  },
};

export const AuditLogError: Story = {
  args: { initialTab: 'audit' },
  parameters: { msw: { handlers: [getListAuditLogMockHandler(failWith(500, 'The audit log could not be read.'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The audit log could not be read.');
  },
};

export const AuditLogLoading: Story = {
  args: { initialTab: 'audit' },
  parameters: { msw: { handlers: [getListAuditLogMockHandler(never)] } },
};
