import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { SupportPage } from '@/features/support/components/support-page';

import { withPortalSession } from '../kit/portal-session-fixtures';
import { mobile, withPageFrame } from '../kit/story-frame';

const meta = {
  title: 'Support/Support',
  component: SupportPage,
  decorators: [withPageFrame, withPortalSession()],
  parameters: { route: '/app/market-lens/support' },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    for (const [name, href] of [
      ['Support queries', '/app/market-lens/100234/support/queries'],
      ['Raise a query', '/app/market-lens/100234/support/queries/add-new'],
      ['FAQ', '/app/market-lens/100234/support/faq'],
      ['Contact us', '/app/market-lens/100234/support/contact'],
      ['Request a meeting', '/app/market-lens/100234/support/request-meeting'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

export const Mobile: Story = { globals: mobile, play: Loaded.play };
