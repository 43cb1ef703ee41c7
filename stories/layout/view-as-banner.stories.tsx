import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ViewAsBanner } from '@/features/layout/components/view-as-banner';

import { viewedUser, withPortalSession } from '../kit/portal-session-fixtures';

import '@/features/layout/components/protected-shell.css';

const exit = fn().mockName('viewAs.exit');

const meta = {
  title: 'Layout/View-as banner',
  component: ViewAsBanner,
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'admin-1', exit } })],
} satisfies Meta<typeof ViewAsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Viewing: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(`Viewing as: ${viewedUser.name} - ${viewedUser.id}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Exit View As' }));
    await expect(exit).toHaveBeenCalledOnce();
  },
};

/** Outside view-as mode there is no banner at all. */
export const NotViewing: Story = {
  decorators: [withPortalSession()],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ml-view-as-banner')).toBeNull();
  },
};
