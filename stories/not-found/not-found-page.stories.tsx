import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { env } from '@/config/env';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';

const meta = {
  title: 'Not found/Not found',
  component: NotFoundPage,
  parameters: { route: '/app/market-lens/no-such-page' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404 - Not found' })).toBeVisible();
    await expect(canvas.getByText('Sorry, the page you are looking for can not be found.')).toBeVisible();
    // A logged-out visitor can always go back to the website.
    await expect(canvas.getByRole('link', { name: /Back to website/ })).toHaveAttribute('href', env.websiteUrl);
  },
};

export const GoToHome: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Go to home' }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(/^\/$/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
