import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { Sidebar } from '@/features/layout/components/sidebar';
import { PERMISSIONS } from '@/machines/roles';

import { multiPurchaseAccount, withPortalSession } from '../kit/portal-session-fixtures';
import { withSidebarFrame } from '../kit/story-frame';

import '@/features/layout/components/protected-shell.css';

const MARKET_LENS_PAGES = ['Dashboard', 'Position overview', 'Orders', 'Transactions', 'Price alerts', 'Market information'];

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  parameters: { route: '/app/market-lens/100234/orders' },
  decorators: [withSidebarFrame],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const marketLensLinks = (canvas: { queryByRole: (role: string, options: { name: string }) => HTMLElement | null }) =>
  MARKET_LENS_PAGES.filter((name) => canvas.queryByRole('link', { name }) !== null);

/**
 * Every Market Lens entry in order (Dashboard, Position overview, Orders, Transactions,
 * Price alerts, Market information); links keep the active account segment.
 */
export const Default: Story = {
  decorators: [withPortalSession()],
  play: async ({ canvas }) => {
    await expect(marketLensLinks(canvas)).toEqual(MARKET_LENS_PAGES);
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/app/market-lens/100234/orders');
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Files' })).toHaveAttribute('href', '/app/market-lens/100234/files');
    await expect(canvas.getByRole('link', { name: /Energy Generators/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /Energy news and insights/ })).toHaveAttribute('target', '_blank');
    const coach = canvas.getByRole('button', { name: 'My Energy Coach' });
    await expect(coach).toHaveAttribute('aria-disabled', 'true');
    await expect(coach).toHaveAccessibleDescription('Locked: My Energy Coach is not available on your account yet.');
    for (const name of ['LinkedIn', 'X', 'YouTube']) {
      await expect(canvas.getByRole('link', { name: `Market Lens on ${name} (opens in a new tab)` })).toBeVisible();
    }
  },
};

/** Multi-purchase account: position overview, orders, transactions and price alerts are hidden. */
export const MultiPurchase: Story = {
  decorators: [withPortalSession({ activeAccount: multiPurchaseAccount })],
  parameters: { route: '/app/market-lens/100240/dashboard/multi' },
  play: async ({ canvas }) => {
    await expect(marketLensLinks(canvas)).toEqual(['Dashboard', 'Market information']);
  },
};

/** No permissions: no orders, transactions, price alerts or files. */
export const WithoutPermissions: Story = {
  decorators: [withPortalSession({ permissions: [] })],
  parameters: { route: '/app/market-lens/100234/dashboard' },
  play: async ({ canvas }) => {
    await expect(marketLensLinks(canvas)).toEqual(['Dashboard', 'Position overview', 'Market information']);
    await expect(canvas.queryByRole('link', { name: 'Files' })).toBeNull();
  },
};

/** Only view:orders: transactions follow orders (the map has no transactions permission). */
export const OrdersPermissionOnly: Story = {
  decorators: [withPortalSession({ permissions: [PERMISSIONS.viewOrders] })],
  parameters: { route: '/app/market-lens/100234/transactions' },
  play: async ({ canvas }) => {
    await expect(marketLensLinks(canvas)).toEqual(['Dashboard', 'Position overview', 'Orders', 'Transactions', 'Market information']);
  },
};

/** nbs_admin passes every permission check and is bound to no account. */
export const NbsAdmin: Story = {
  decorators: [withPortalSession({ role: 'nbs_admin', permissions: [], activeAccount: null })],
  parameters: { route: '/app/market-lens/dashboard' },
  play: async ({ canvas }) => {
    await expect(marketLensLinks(canvas)).toEqual(MARKET_LENS_PAGES);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/market-lens/dashboard');
    await expect(canvas.getByRole('link', { name: 'Files' })).toBeVisible();
  },
};

/** The Market Lens accordion collapses and opens again. */
export const AccordionCollapsed: Story = {
  decorators: [withPortalSession()],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Market Lens' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull());
  },
};

const logout = fn().mockName('logout');

export const Logout: Story = {
  decorators: [withPortalSession({ logout })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(logout).toHaveBeenCalledOnce();
  },
};
