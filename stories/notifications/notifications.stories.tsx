import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { ShellHeader } from '@/features/layout/components/shell-header';
import { NotificationsControl } from '@/features/notifications/components/notifications-control';

import { loggedInAuth, withPortalSession } from '../kit/portal-session-fixtures';
import { messageListHandlers, unreadCountHandlers } from './fixtures';

import '@/features/layout/components/protected-shell.css';

/** Requests go through MSW; under a loaded test run they can take a few seconds. */
const NETWORK = { timeout: 8000 };

/** The unread count has arrived (so the screenshot always has the badge). */
const bellReady = () => screen.findByRole('button', { name: 'Notifications, 3 unread' }, NETWORK);

const meta = {
  title: 'Notifications/Bell and panel',
  component: NotificationsControl,
  parameters: {
    route: '/app/market-lens/100234/dashboard',
    auth: loggedInAuth,
    msw: { handlers: [unreadCountHandlers.three, messageListHandlers.list] },
  },
  decorators: [
    (Story) => (
      <div className="ml-shell">
        <div className="ml-shell__top">
          <ShellHeader notifications={<Story />} />
        </div>
      </div>
    ),
    withPortalSession(),
  ],
} satisfies Meta<typeof NotificationsControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No unread messages: no badge. */
export const BadgeZero: Story = {
  parameters: { msw: { handlers: [unreadCountHandlers.zero] } },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    // Wait for the count to arrive, then check the name did not change.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(bell.querySelector('.ml-unread-badge')).toBeNull();
  },
};

export const BadgeCount: Story = {
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 3 unread' }, NETWORK);
    await expect(bell).toHaveTextContent('3');
  },
};

export const BadgeManyUnread: Story = {
  parameters: { msw: { handlers: [unreadCountHandlers.many] } },
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 99+ unread' }, NETWORK);
    await expect(bell).toHaveTextContent('99+');
  },
};

/** While the unread count loads the badge counts 0, and a badge shows only above 0: nothing. */
export const BadgeWhileLoading: Story = {
  parameters: { msw: { handlers: [unreadCountHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** A failed unread count counts as 0, and a badge shows only above 0: nothing. */
export const BadgeAfterFailure: Story = {
  parameters: { msw: { handlers: [unreadCountHandlers.error] } },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

export const PanelList: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await bellReady();
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, NETWORK);
    await expect(await screen.findByRole('link', { name: /Order executed/ }, NETWORK)).toHaveAttribute(
      'href',
      '/app/market-lens/100234/messages?messageId=d1c2b3a4-0002-4e5f-8a9b-0c1d2e3f4a52',
    );
    await expect(panel).toHaveTextContent('2 hours ago');
    await expect(panel).toHaveTextContent('2026-03-12');
    await expect(panel).toHaveTextContent('No Subject');
    await expect(panel).toHaveTextContent('No date provided');
    await expect(screen.getAllByRole('listitem')).toHaveLength(5);
    await expect(screen.getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/app/market-lens/100234/messages',
    );
  },
};

export const PanelLoading: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: [unreadCountHandlers.three, messageListHandlers.loading] } },
  play: async () => {
    await bellReady();
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, NETWORK);
    await expect(panel.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const PanelEmpty: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: [unreadCountHandlers.zero, messageListHandlers.empty] } },
  play: async () => {
    await expect(await screen.findByText('There are no notifications', {}, NETWORK)).toBeVisible();
  },
};

export const PanelError: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: [unreadCountHandlers.three, messageListHandlers.error] } },
  play: async () => {
    await bellReady();
    await expect(await screen.findByText('Error loading notifications.', {}, NETWORK)).toBeVisible();
  },
};

/** Under 768px the panel covers the page (390px wide = full width here) and locks its scroll. */
export const PanelMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await bellReady();
    await screen.findByRole('link', { name: /Order executed/ }, NETWORK);
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
  },
};

/** The bell opens and closes the panel; Escape and the close button close it too. */
export const BellTogglesPanel: Story = {
  play: async ({ canvas, userEvent }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 3 unread' }, NETWORK);
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, NETWORK);
    await userEvent.click(bell);
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await userEvent.click(bell);
    await screen.findByRole('dialog', { name: 'Notifications' }, NETWORK);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole('button', { name: 'Close notifications' }, NETWORK));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  },
};

/** 'View all notifications' closes the panel and opens Messages. */
export const ViewAllClosesPanel: Story = {
  parameters: { path: '/app/market-lens/100234/dashboard' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }, NETWORK));
    await userEvent.click(await screen.findByRole('link', { name: 'View all notifications' }, NETWORK));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    await expect(await canvas.findByTestId('story-location', {}, NETWORK)).toHaveTextContent('/app/market-lens/100234/messages');
  },
};
