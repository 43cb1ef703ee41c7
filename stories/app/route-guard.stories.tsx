import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { guardPage } from '@/app/protected-routes';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { findPage, type MarketLensPage } from '@/lib/market-lens-pages';
import { PERMISSIONS } from '@/machines/roles';

import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';

/**
 * The route guard (src/app/protected-routes.tsx) on a page that needs a permission (Orders,
 * view:orders): refused, it is the 404 page, exactly as an unknown path; while the permissions
 * load, a spinner, neither the page nor the 404 page (docs/routes.md, "The route guard").
 */
const GuardedOrders = guardPage(findPage('orders') as MarketLensPage, OrdersPage);

const meta = {
  title: 'App/Route guard',
  component: GuardedOrders,
  parameters: { route: '/app/market-lens/100234/orders' },
  decorators: [withPageFrame],
  loaders: [decodeFormIcons],
} satisfies Meta<typeof GuardedOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without view:orders on the active account, the orders URL is the 404 page. */
export const RefusedWithoutPermission: Story = {
  decorators: [withPortalSession({ permissions: [PERMISSIONS.viewPriceAlerts, PERMISSIONS.viewUserFiles, PERMISSIONS.viewClosingPrices] })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404 - Not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('heading', { name: 'Orders' })).toBeNull();
  },
};

export const RefusedWithoutPermissionPhone: Story = { ...RefusedWithoutPermission, globals: mobile };

/** The permissions are still loading: 'Loading your permissions', no 404 flash. */
export const LoadingPermissions: Story = {
  decorators: [withPortalSession({ permissions: [], permissionsLoading: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your permissions');
    await expect(canvas.queryByRole('heading', { name: '404 - Not found' })).toBeNull();
  },
};
