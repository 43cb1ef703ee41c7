import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ProtectedLayout, StatusCardPage } from '@/app/protected/protected-layout';
import { env } from '@/config/env';
import { STATUS_CARDS, statusCardFor } from '@/machines/account-status-machine';

/**
 * What a protected page shows instead of itself, the first that applies in this order:
 * terms not accepted, email not verified, registered (awaiting approval), revoked, rejected,
 * load error. The texts come from STATUS_CARDS.
 */
const meta = {
  title: 'Pages/Status cards',
  component: StatusCardPage,
  // A status card is shown to a logged-in user: no back-to-website link.
  parameters: { route: '/app/market-lens/dashboard', auth: { isAuthenticated: true } },
  args: { onBackToLogin: fn().mockName('onBackToLogin'), card: STATUS_CARDS.termsNotAccepted, status: 'termsNotAccepted' },
} satisfies Meta<typeof StatusCardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermsNotAccepted: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms Acceptance Required' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Back to website/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/app/market-lens/terms');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledOnce();
  },
};

export const EmailNotVerified: Story = {
  args: { card: STATUS_CARDS.emailNotVerified, status: 'emailNotVerified' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible();
    // The external form, from configuration (EMAIL_VERIFICATION_FORM_URL), in a new tab.
    const form = canvas.getByRole('link', { name: /Email verification form/ });
    await expect(form).toHaveAttribute('href', env.emailVerificationFormUrl);
    await expect(form).toHaveAttribute('target', '_blank');
  },
};

export const Registered: Story = {
  args: { card: STATUS_CARDS.registered, status: 'registered' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Our team will approve your account shortly and send you a welcome email.')).toBeVisible();
  },
};

export const Revoked: Story = {
  args: { card: STATUS_CARDS.revoked, status: 'revoked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Revoked' })).toBeVisible();
  },
};

export const Rejected: Story = {
  args: { card: STATUS_CARDS.rejected, status: 'rejected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Denied' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { card: STATUS_CARDS.loadError, status: 'loadError' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There was an error loading data. Please try again later.')).toBeVisible();
  },
};

/** The error card shows the error's own message when there is one. */
export const LoadErrorWithMessage: Story = {
  args: { card: statusCardFor('loadError', new Error('Request failed with status code 503'))!, status: 'loadError' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Request failed with status code 503')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { card: STATUS_CARDS.revoked, status: 'revoked' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The protected layout while the login session is being checked. */
export const ProtectedLayoutLoading: StoryObj = {
  render: () => <ProtectedLayout />,
  parameters: { auth: { isLoading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Market Lens');
  },
};
