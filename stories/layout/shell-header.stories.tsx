import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ShellHeader } from '@/features/layout/components/shell-header';
import { env } from '@/config/env';

import '@/features/layout/components/protected-shell.css';

const meta = {
  title: 'Layout/Header',
  component: ShellHeader,
  parameters: { route: '/app/market-lens/terms' },
  decorators: [
    (Story) => (
      <div className="ml-shell">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShellHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: the product title and a way back to the website, nothing else. */
export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to website' })).toHaveAttribute('href', env.websiteUrl);
    await expect(canvas.getByRole('link', { name: 'Market Lens' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Notifications/ })).toBeNull();
  },
};

export const LoggedOutMobile: Story = {
  ...LoggedOut,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
