import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { StatusCard } from '@/components/ui/status-card';

const meta = {
  title: 'UI/Status card',
  component: StatusCard,
  parameters: { route: '/app/market-lens/dashboard' },
  args: { onBackToLogin: fn().mockName('onBackToLogin') },
  decorators: [
    (Story) => (
      <main className="container py-5">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof StatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountRevoked: Story = {
  args: {
    title: 'Account Revoked',
    text: 'Your account has been cancelled. If you believe this is an error, contact your client lead.',
    tone: 'danger',
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Revoked' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledOnce();
  },
};

/** With an in-app next step (the next issue wires the account-status cards). */
export const WithLink: Story = {
  args: {
    title: 'Terms Acceptance Required',
    text: 'You must accept the terms and conditions in order to access this application...',
    link: { to: '/app/market-lens/terms', label: 'Read the terms and conditions' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute(
      'href',
      '/app/market-lens/terms',
    );
  },
};

/** With an external next step: opens in a new tab. */
export const WithExternalLink: Story = {
  args: {
    title: 'Verify your email address',
    text: 'We have sent you a verification email. If you cannot find it, please check your junk folder.',
    link: { href: 'https://www.market-lens.local/contact', label: 'Contact us' },
  },
};
