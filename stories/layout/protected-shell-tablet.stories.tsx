import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { ViewportFrame } from './viewport-frame';

const FRAME_TIMEOUT = { timeout: 15_000 };

const meta = {
  title: 'Layout/Protected shell (below md)',
  component: ViewportFrame,
  args: { storyId: 'layout-protected-shell--frame-content', width: 740, height: 720, title: 'Shell below md' },
  parameters: {
    // axe checks the framed story's own document in its own story; here it would wait on the frame.
    a11y: { options: { iframes: false } },
  },
} satisfies Meta<typeof ViewportFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 740px: menu button and the Market Lens tab strip, but no bottom bar (that starts under 700px). */
export const BelowMd: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Shell below md') as HTMLIFrameElement;
    const body = await waitFor(() => {
      const inner = frame.contentDocument?.body;
      if (!inner?.querySelector('.ml-shell')) throw new Error('framed story not rendered yet');
      return inner;
    }, FRAME_TIMEOUT);
    const inside = within(body);
    await expect(await inside.findByRole('button', { name: 'Notifications, 3 unread' }, FRAME_TIMEOUT)).toBeVisible();
    await expect(inside.getByRole('navigation', { name: 'Market Lens pages' })).toBeVisible();
    await expect(inside.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(inside.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
    await expect(inside.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await frame.contentDocument?.fonts.ready;
  },
};
