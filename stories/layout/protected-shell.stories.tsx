import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { PageChunkLoading } from '@/app/protected/page-chunk-loading';

import { messageListHandlers, unreadCountHandlers } from '../notifications/fixtures';
import { searchHandlers } from '../search/fixtures';
import { loggedInAuth, viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { ShellStoryFrame } from './shell-story-frame';

/** Requests go through MSW; under a loaded test run they can take a few seconds. */
const NETWORK = { timeout: 8000 };

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** The unread count has arrived (so the screenshot always has the badge). */
const bellReady = (canvas: { findByRole: typeof screen.findByRole }) =>
  canvas.findByRole('button', { name: 'Notifications, 3 unread' }, NETWORK);

const meta = {
  title: 'Layout/Protected shell',
  component: ShellStoryFrame,
  decorators: [withPortalSession()],
  parameters: {
    route: '/app/market-lens/100234/dashboard',
    auth: loggedInAuth,
    msw: { handlers: [unreadCountHandlers.three, messageListHandlers.list, searchHandlers.results] },
  },
} satisfies Meta<typeof ShellStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: sidebar, header with search and bell (3 unread), the page. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }, NETWORK)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search Market Lens' })).toBeVisible();
    // Desktop has neither the tab strip, nor the bottom bar, nor a Menu button (the sidebar is always there).
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Market Lens pages' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
  },
};

/** Under 700px: menu button, search icon, the Market Lens tab strip and the bottom bar. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvas }) => {
    await bellReady(canvas);
    const strip = canvas.getByRole('navigation', { name: 'Market Lens pages' });
    await expect(strip).toBeVisible();
    // More tabs than fit: the strip fades out on the right to show that it scrolls.
    await waitFor(() => expect(strip.querySelector('.ml-scroll-area')).toHaveAttribute('data-overflow-end'));
    const bar = canvas.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    for (const name of ['Overview', 'Messages', 'Files', 'Support']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** Under 700px on a page outside Market Lens: no tab strip. */
export const MobileOutsideMarketLens: Story = {
  globals: MOBILE,
  parameters: { route: '/switch-app' },
  play: async ({ canvas }) => {
    await bellReady(canvas);
    await expect(canvas.queryByRole('navigation', { name: 'Market Lens pages' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The menu button opens the sidebar as a slide-out; following a link closes it. */
export const MobileMenuOpen: Story = {
  globals: MOBILE,
  play: async ({ canvas, userEvent }) => {
    await bellReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, NETWORK);
    await expect(menu).toBeVisible();
    await expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const MobileMenuClosesOnNavigation: Story = {
  globals: MOBILE,
  parameters: { path: '/app/market-lens/:accountId/*' },
  play: async ({ canvas, userEvent }) => {
    await bellReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, NETWORK);
    await userEvent.click(within(menu).getByRole('link', { name: 'Market information' }));
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

const exitViewAs = fn().mockName('viewAs.exit');

/** View-as: the banner cannot be missed; 'Exit View As' leaves the mode. */
export const ViewAs: Story = {
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'admin-1', exit: exitViewAs } })],
  play: async ({ canvas, userEvent }) => {
    await bellReady(canvas);
    const banner = canvas.getByRole('region', { name: 'View-as mode' });
    await expect(banner).toHaveTextContent(`Viewing as: ${viewedUser.name} - ${viewedUser.id}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Exit View As' }));
    await expect(exitViewAs).toHaveBeenCalledOnce();
  },
};

export const ViewAsMobile: Story = {
  decorators: ViewAs.decorators,
  globals: MOBILE,
  play: async ({ canvas }) => {
    await bellReady(canvas);
    await expect(canvas.getByRole('region', { name: 'View-as mode' })).toHaveTextContent(`Viewing as: ${viewedUser.name}`);
    await expect(canvas.getByRole('button', { name: 'Exit View As' })).toBeVisible();
  },
};

/** The app's account selector renders above the page when the route shows one. */
export const WithAccountSelectorSlot: Story = {
  args: {
    accountSelector: (
      <div className="border rounded-2 bg-white px-3 py-2 small text-body-secondary" data-testid="selector-slot">
        Account selector slot
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await bellReady(canvas);
    await expect(canvas.getByTestId('selector-slot')).toBeVisible();
  },
};

/** The bell toggles the panel; 'View all notifications' closes it and opens Messages. */
export const NotificationsToggle: Story = {
  parameters: { path: '/app/market-lens/:accountId/*' },
  play: async ({ canvas, userEvent }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 3 unread' }, NETWORK);
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, NETWORK);
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(await screen.findByRole('link', { name: /Order executed/ }, NETWORK)).toBeVisible();
    await userEvent.click(bell);
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    // Open again and leave through the footer link.
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole('link', { name: 'View all notifications' }, NETWORK));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    await expect(canvas.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Notifications open on desktop: the panel sits below the header, the bell stays in reach. */
export const NotificationsOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }, NETWORK));
    await expect(await screen.findByRole('link', { name: /Order executed/ }, NETWORK)).toBeVisible();
    // Above 768px the page keeps scrolling.
    await expect(document.body.style.overflow).not.toBe('hidden');
  },
};

/** Under 768px the panel covers the page and locks its scroll. */
export const NotificationsOpenMobile: Story = {
  globals: MOBILE,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }, NETWORK));
    await expect(await screen.findByRole('link', { name: /Order executed/ }, NETWORK)).toBeVisible();
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
  },
};

/** A cold load of a page whose chunk is still on its way: the shell is drawn, the page's place says so. */
export const PageLoading: Story = {
  args: { children: <PageChunkLoading /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the page');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await bellReady(canvas);
  },
};

/** The plain shell, framed at other widths by 'Layout/Protected shell (below md)'. */
export const FrameContent: Story = {
  tags: ['!test'],
};
