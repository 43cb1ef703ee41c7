import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ChunkLoadFallback } from '@/app/chunk-load-error';

/**
 * A page whose code chunk could not be fetched (the portal was updated since the tab
 * opened), after the one automatic reload: the offer to reload, never the browser's raw
 * "Failed to fetch dynamically imported module" text.
 */
const meta = {
  title: 'App/Chunk load error',
  component: ChunkLoadFallback,
  args: { onReload: fn().mockName('onReload') },
} satisfies Meta<typeof ChunkLoadFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OfferReload: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** While the automatic reload is under way. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
  },
};
