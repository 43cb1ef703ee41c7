import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import {
  getAssignSupportQueryMockHandler,
  getUnassignSupportQueryMockHandler,
  getGetApprovalOptionsMockHandler,
  getListAdminUsersMockHandler,
  getListSupportQueueMockHandler,
  getListAuditActivityMockHandler,
  getUpdateUserRoleMockHandler,
  getUpdateUserStatusMockHandler,
} from '@generated/api/admin/admin.msw';
import type { UpdateUserStatusRequest } from '@generated/model/updateUserStatusRequest';
import { UserAdminPage } from '@/features/admin/components/user-admin-page';

import { failWith, never } from '../kit/api-responses';
import { demoProfile, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, withPageFrame } from '../kit/story-frame';
import { releaseButton } from '../kit/story-helpers';
import {
  ACTIVITY_PAGE_EMPTY,
  ADMIN_ACCOUNTS,
  atDeskStoryNow,
  AUDIT_ACTIVITY,
  activityPage,
  ISLA_OPTIONS,
  PRIYA_OPTIONS,
  queuePage,
  SUPPORT_QUEUE, DESK_VIEW, priya, rajesh, REGISTRATIONS, usersPage } from './fixtures';

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
        getListAdminUsersMockHandler(({ request }) => {
          const params = new URL(request.url).searchParams;
          const company = params.get('company')?.toLowerCase();
          const users = params.get('status') === 'registered' ? REGISTRATIONS : DESK_VIEW;
          return usersPage(company ? users.filter((user) => user.companies.some((entry) => entry.name.toLowerCase().includes(company))) : users);
        }),
        getGetApprovalOptionsMockHandler(({ params }) => ({ data: params.userId === priya.id ? PRIYA_OPTIONS : ISLA_OPTIONS })),
        getListSupportQueueMockHandler(({ request }) => {
          const q = new URL(request.url).searchParams.get('q')?.toLowerCase();
          return queuePage(q ? SUPPORT_QUEUE.filter((item) => [item.subject, item.companyName ?? '', item.accountName].some((text) => text.toLowerCase().includes(q))) : SUPPORT_QUEUE);
        }),
        getAssignSupportQueryMockHandler({ data: { ...SUPPORT_QUEUE[1]!, assignee: { id: demoProfile.id, name: 'Alex Morgan' } } }),
        getUnassignSupportQueryMockHandler({ data: { ...SUPPORT_QUEUE[0]!, assignee: null } }),
        getUpdateUserStatusMockHandler(async ({ request }) => {
          const body = (await request.json()) as UpdateUserStatusRequest;
          statusRequests.push(body);
          return { data: { ...priya, accountStatus: body.action === 'reject' ? 'rejected' : 'accountApproved' } };
        }),
        getUpdateUserRoleMockHandler({ data: { ...rajesh, role: 'admin' } }),
        getListAuditActivityMockHandler(({ request }) => {
          const params = new URL(request.url).searchParams;
          const action = params.get('action');
          const user = params.get('user')?.toLowerCase();
          return activityPage(
            AUDIT_ACTIVITY.filter((item) => !action || item.action === action).filter(
              (item) => !user || [item.admin.name, item.viewedUser.name].some((name) => name.toLowerCase().includes(user)),
            ),
          );
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

/** The server cannot tell Priya's company: the dialog says so and asks for the company first. */
export const ApproveDialog: Story = {
  args: { initialTab: 'registrations' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Priya Shah' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Approve Priya Shah' });
    await expect(await within(dialog).findByText('We don’t know Priya Shah’s company yet: choose it first, then the account.')).toBeVisible();
    await expect(within(dialog).queryByLabelText('Approve onto account')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(within(dialog).getByText('Choose their company first.')).toBeVisible();
    await userEvent.selectOptions(within(dialog).getByLabelText('Company'), '72001');
    const account = within(dialog).getByLabelText('Approve onto account');
    await expect(within(account).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose an account…', 'Harbour Logistics (52001)', 'Harbour Holdings Head Office (52003)']);
    (account as HTMLSelectElement).blur();
  },
};

/** Isla's company is known: only Caledonia Hotels' accounts are offered. */
export const ApproveKnownCompany: Story = {
  args: { initialTab: 'registrations' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Isla Fraser' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Approve Isla Fraser' });
    await expect(await within(dialog).findByText('Caledonia Hotels Ltd')).toBeVisible();
    await expect(within(dialog).getByText('(their company)')).toBeVisible();
    const account = within(dialog).getByLabelText('Approve onto account');
    await expect(within(account).getAllByRole('option').map((option) => option.textContent)).toEqual(['Keep their company and accounts', 'Caledonia Hotels (54001)']);
    await expect(within(dialog).queryByLabelText('Company')).toBeNull();
  },
};

/** Approval is sent with the chosen company and account, and confirmed with a toast. */
export const ApproveSends: Story = {
  args: { initialTab: 'registrations' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    statusRequests.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Priya Shah' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Approve Priya Shah' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Company'), '74001');
    await userEvent.selectOptions(within(dialog).getByLabelText('Approve onto account'), '54001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(statusRequests).toEqual([{ action: 'approve', accountId: '54001', companyId: '74001' }]));
    await expect(await body.findByText('Priya Shah is approved.')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The users table names each user's companies; the search by company narrows it. */
export const UsersFilteredByCompany: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Isla Fraser');
    const table = canvas.getByRole('table', { name: 'Users you administer' });
    await expect(within(table).getByRole('columnheader', { name: 'Company' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Search by company'), 'caledonia');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByText('Caledonia Hotels Ltd')).toBeVisible();
    await expect(within(table).getByText('Isla Fraser')).toBeVisible();
    (canvas.getByLabelText('Search by company') as HTMLInputElement).blur();
  },
};

/** The support queue: every company's queries, oldest first, with age, company and assignee. */
export const SupportQueue: Story = {
  args: { initialTab: 'support' },
  beforeEach: atDeskStoryNow,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 days')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Support queue' });
    await expect(within(table).getByText('8 days')).toBeVisible();
    await expect(within(table).getByText('today')).toBeVisible();
    await expect(within(table).getByText('Sam Okafor')).toBeVisible();
    await expect(within(table).getAllByRole('button', { name: /^Assign to me: / })).toHaveLength(2);
  },
};

/** Searched by company: only Harbour's query. */
export const SupportQueueSearch: Story = {
  args: { initialTab: 'support' },
  beforeEach: atDeskStoryNow,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('3 days');
    const table = canvas.getByRole('table', { name: 'Support queue' });
    await userEvent.type(canvas.getByLabelText('Search by subject, company or account'), 'harbour');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByText('Meter reading for the cold store looks doubled')).toBeVisible();
    await expect(canvas.getByText('1 query')).toBeVisible();
    (canvas.getByLabelText('Search by subject, company or account') as HTMLInputElement).blur();
  },
};

export const SupportQueueEmpty: Story = {
  args: { initialTab: 'support' },
  parameters: { msw: { handlers: [getListSupportQueueMockHandler(queuePage([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No support queries found.')).toBeVisible();
  },
};

/** Assign to me: the server keeps it, and a toast confirms it. */
export const SupportQueueAssignToMe: Story = {
  args: { initialTab: 'support' },
  beforeEach: atDeskStoryNow,
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Assign to me: Invoice for October shows the wrong Q4-26 volume' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('“Invoice for October shows the wrong Q4-26 volume” is assigned to Alex Morgan.')).toBeVisible();
  },
};

/** Unassign: a query whose desk member is away goes back to nobody, and a toast confirms it. */
export const SupportQueueUnassign: Story = {
  args: { initialTab: 'support' },
  beforeEach: atDeskStoryNow,
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Unassign Sam Okafor: Meter reading for the cold store looks doubled' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('“Meter reading for the cold store looks doubled” is assigned to nobody.')).toBeVisible();
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
    await releaseButton(reject);
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

/** The audit log in words: each change one row, the view-as session one row, traces folded. */
export const AuditLog: Story = {
  args: { initialTab: 'audit' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 items')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Audit log, newest first' });
    await expect(within(table).getByText('Sam Okafor revoked Derek Price’s access — reason: Left Severn Plastics')).toBeVisible();
    await expect(within(table).getByText(/^Sam Okafor viewed the portal as Alasdair Grant for 12 min — reason: Customer call/)).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Trace (4 entries)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(table).queryByText('/api/v2/orders?accountId=54001')).toBeNull();
  },
};

/** A view-as session opened to its raw trace: start, the pages read, the end, with the address. */
export const AuditLogSessionExpanded: Story = {
  args: { initialTab: 'audit' },
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: 'Trace (4 entries)' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('Hide trace');
    const trace = canvas.getByRole('table', { name: /^Trace of: Sam Okafor viewed the portal as Alasdair Grant/ });
    await expect(within(trace).getAllByRole('row')).toHaveLength(5);
    await expect(within(trace).getByText('/api/v2/orders?accountId=54001')).toBeVisible();
    await expect(within(trace).getByText('/api/v2/transactions?accountId=54001')).toBeVisible();
    toggle.blur();
  },
};

/** Filtered by a person's name: the items where they acted or were acted on. */
export const AuditLogFilteredByName: Story = {
  args: { initialTab: 'audit' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('4 items');
    await userEvent.type(canvas.getByLabelText('Person (name or email)'), 'rajesh');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('1 item')).toBeVisible();
    await expect(canvas.getByText(/^Fiona MacLeod changed Rajesh Patel’s permissions/)).toBeVisible();
    (canvas.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).blur();
  },
};

export const AuditLogEmpty: Story = {
  args: { initialTab: 'audit' },
  parameters: { msw: { handlers: [getListAuditActivityMockHandler(ACTIVITY_PAGE_EMPTY)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No audit entries found.')).toBeVisible();
  },
};

export const AuditLogError: Story = {
  args: { initialTab: 'audit' },
  parameters: { msw: { handlers: [getListAuditActivityMockHandler(failWith(500, 'The audit log could not be read.'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The audit log could not be read.');
  },
};

export const AuditLogLoading: Story = {
  args: { initialTab: 'audit' },
  parameters: { msw: { handlers: [getListAuditActivityMockHandler(never)] } },
};
