import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { env } from '@/config/env';
import { SwitchAppPage } from '@/features/switch-app/components/switch-app-page';

const meta = {
  title: 'Switch app/Switch apps',
  component: SwitchAppPage,
  parameters: { route: '/switch-app' },
} satisfies Meta<typeof SwitchAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Switch Apps' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Energy Generators' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Market Lens' })).toBeVisible();
    const generators = canvas.getByRole('link', { name: /Open Energy Generators/ });
    await expect(generators).toHaveAttribute('href', 'https://generators.market-lens.local');
    await expect(generators).toHaveAttribute('target', '_blank');
    await expect(generators).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // A logged-out visitor can always go back to the website.
    await expect(canvas.getByRole('link', { name: /Back to website/ })).toHaveAttribute('href', env.websiteUrl);
  },
};

export const OpenMarketLens: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Open Market Lens' }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent('/app/market-lens/dashboard');
  },
};

/** Overview for a logged-in user: no back-to-website link (it is for logged-out visitors). */
export const LoggedIn: Story = {
  parameters: { auth: { isAuthenticated: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Switch Apps' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Back to website/ })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
