import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { MobileBottomBar } from '@/features/layout/components/mobile-bottom-bar';
import { Sidebar } from '@/features/layout/components/sidebar';
import { PERMISSIONS } from '@/machines/roles';

import { withPortalSession } from '../kit/portal-session-fixtures';
import { mobile, withSidebarFrame } from '../kit/story-frame';

import '@/features/layout/components/protected-shell.css';

/**
 * Files needs view:user_files on the active account: without it the sidebar and the mobile
 * bottom bar leave Files out (the server refuses the list too, see tests/api/files.test.ts).
 */
const meta = {
  title: 'Files/Files navigation',
  component: Sidebar,
  parameters: { route: '/app/market-lens/100234/dashboard' },
  decorators: [withSidebarFrame],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPermission: Story = {
  decorators: [withPortalSession({ permissions: [PERMISSIONS.viewUserFiles] })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Files' })).toHaveAttribute('href', '/app/market-lens/100234/files');
  },
};

export const HiddenWithoutPermission: Story = {
  decorators: [withPortalSession({ permissions: [PERMISSIONS.viewOrders, PERMISSIONS.viewPriceAlerts, PERMISSIONS.viewClosingPrices] })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Files' })).toBeNull();
  },
};

/** 390 px: the bottom bar keeps Overview, Messages and Support only. */
export const HiddenWithoutPermissionMobile: Story = {
  globals: mobile,
  render: () => <MobileBottomBar />,
  decorators: [withPortalSession({ permissions: [PERMISSIONS.viewOrders, PERMISSIONS.viewPriceAlerts, PERMISSIONS.viewClosingPrices] })],
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual(['Overview', 'Messages', 'Support']);
  },
};
