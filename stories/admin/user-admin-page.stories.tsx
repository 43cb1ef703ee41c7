import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';

import { getListAdminUsersMockHandler, getStartViewAsSessionMockHandler } from '@generated/api/admin/admin.msw';
import type { AdminUser } from '@generated/model/adminUser';
import type { ViewAsUser } from '@generated/model/viewAsUser';
import { UserAdminPage } from '@/features/admin/components/user-admin-page';

import { withPortalSession } from '../support/portal-session-fixtures';
import { mobile } from '../support/story-frame';

const base = { email_verified: true, role: 'general', accountStatus: 'accountApproved', multiCompanyGroupId: null, createdDate: '2025-01-06T09:00:00Z', lastLoginDate: '2026-11-20T08:30:00Z' } as const;
const USERS: AdminUser[] = [
  { ...base, id: 'ml|1002', hsId: '1002', email: 'procurement@harbour-group.co.uk', firstname: 'Rajesh', lastname: 'Patel', companyIds: ['72001', '72002', '72003'] },
  { ...base, id: 'ml|1004', hsId: '1004', email: 'admin@harbour-group.co.uk', firstname: 'Fiona', lastname: 'MacLeod', role: 'admin', companyIds: ['72001'] },
  { ...base, id: 'ml|1006', hsId: '1006', email: 'new.starter@caledonia-hotels.co.uk', firstname: 'Isla', lastname: 'Fraser', accountStatus: 'registered', companyIds: ['74001'], lastLoginDate: null },
];

const viewedUser: ViewAsUser = { id: 'ml|1002', name: 'Rajesh Patel', companyIds: ['72001', '72002', '72003'], multiCompanyGroupId: '9001', marketLensUserData: { role: 'general' } };

const page = (data: AdminUser[]) => ({ data, total: data.length, pagination: { page: 1, perPage: 25 } });
const enter = fn().mockName('viewAs.enter');

const meta = {
  title: 'Admin/User admin',
  component: UserAdminPage,
  parameters: {
    route: '/app/market-lens/settings/user-admin',
    msw: { handlers: [getListAdminUsersMockHandler(page(USERS)), getStartViewAsSessionMockHandler({ data: viewedUser })] },
  },
  decorators: [
    withPortalSession({ role: 'admin', viewAs: { enter } }),
    (Story) => (
      <main className="container py-4">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof UserAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'View as Rajesh Patel' })).toBeEnabled();
    await expect(canvas.getByText('Awaiting approval')).toBeVisible();
  },
};

/** A phone: one card per user, the whole email on its own line, 'View as' on screen. */
export const Phone: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Users you may view as' });
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

/** While viewing as, actions that would write are disabled with an explanation. */
export const ViewAsActive: Story = {
  decorators: [withPortalSession({ role: 'admin', viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1004' } })],
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
