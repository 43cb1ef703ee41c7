import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { NotificationSettingsPage } from '@/features/notification-settings/components/notification-settings-page';

import { viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { settingsHandlers } from './fixtures';

const SLOW = { timeout: 8000 };
/** Before the screenshot: no focus ring left by a click (a mouse user never sees one either). */
const blurFocus = () => (document.activeElement as HTMLElement | null)?.blur();
/**
 * Before the screenshot: one full repaint of the page (the root's opacity changed for a frame
 * and back), so what is shot does not depend on the order the mocked answers were painted in
 * (partial repaints left rounded corners one colour level apart between runs).
 */
async function repaintAll(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  document.documentElement.style.opacity = '0.99';
  await frame();
  document.documentElement.style.opacity = '';
  await frame();
}


const meta = {
  title: 'Settings/Notification settings',
  component: NotificationSettingsPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: '/app/market-lens/100234/settings/notifications',
    path: '/app/market-lens/:accountId?/settings/notifications',
    msw: { handlers: settingsHandlers.loaded },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof NotificationSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (name: string) => screen.findByRole('switch', { name }, SLOW);

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await toggle('Price alert triggered: by email')).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'New daily market report: by email' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Reply to a support query: in the portal' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Below a hedging-policy floor: by email' })).toBeChecked();
    // Nothing changed yet: nothing to save.
    await expect(canvas.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await repaintAll();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: settingsHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await repaintAll();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: settingsHandlers.error } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There was an error loading data. Please try again later.', {}, SLOW)).toBeVisible();
    await repaintAll();
  },
};

/** A change saved: the server's answer becomes the saved state, a success toast. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await toggle('New daily market report: by email'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await screen.findByText('Notification settings saved', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'New daily market report: by email' })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save settings' })).toBeDisabled(), SLOW);
    blurFocus();
    await repaintAll();
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: settingsHandlers.saving } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await toggle('Order executed or rejected: by email'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' }, SLOW)).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Order executed or rejected: by email' })).toBeDisabled();
    blurFocus();
    await repaintAll();
  },
};

/** The save fails: the reason shows and the choices are kept. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: settingsHandlers.saveFails } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await toggle('Price alert triggered: in the portal'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByText(/Your settings were not saved: The settings service is unavailable\. Your choices are kept/, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Price alert triggered: in the portal' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save settings' })).toBeEnabled();
    blurFocus();
    await repaintAll();
  },
};

export const ViewAsReadOnly: Story = {
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1005' } })],
  play: async ({ canvas }) => {
    await expect(await toggle('Price alert triggered: by email')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save settings' })).toHaveAccessibleDescription(/Viewing as is read-only/);
    await repaintAll();
  },
};

export const LoadedMobile: Story = {
  globals: mobile,
  play: async () => {
    await expect(await toggle('Price alert triggered: by email')).toBeChecked();
    await repaintAll();
  },
};
