import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ProtectedLayout, StatusCardPage } from '@/app/protected/protected-layout';
import { env } from '@/config/env';
import { ViewAsProvider, type ViewAsSession } from '@/lib/portal-session';
import { STATUS_CARDS, statusCardFor } from '@/machines/account-status-machine';
import type { ViewAsUser } from '@/machines/view-as-machine';

/**
 * What a protected page shows instead of itself, the first that applies in this order:
 * terms not accepted, email not verified, registered (awaiting approval), revoked, rejected,
 * load error. The texts come from STATUS_CARDS.
 */
const meta = {
  title: 'Status/Status cards',
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

/** The load error offers 'Try again' (asks again for terms-status and the profile). */
export const LoadErrorWithRetry: Story = {
  args: {
    card: statusCardFor('loadError', new Error('Market Lens did not answer in time. Please try again.'))!,
    status: 'loadError',
    onRetry: fn().mockName('onRetry'),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(canvas.getByText('Market Lens did not answer in time. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const exitViewAs = fn().mockName('viewAs.exit');

/** An admin viewing as `user`: the app's view-as, before any portal session exists. */
function viewingAs(user: ViewAsUser): Decorator {
  const viewAs: ViewAsSession = {
    isViewAsMode: true,
    viewAsUser: user,
    originalUserId: 'ml|1005',
    enter: fn().mockName('viewAs.enter'),
    exit: exitViewAs,
  };
  return function ViewingAs(Story) {
    return (
      <ViewAsProvider value={viewAs}>
        <Story />
      </ViewAsProvider>
    );
  };
}

const derekPrice: ViewAsUser = {
  id: 'ml|1007',
  name: 'Derek Price',
  companyIds: ['75001'],
  multiCompanyGroupId: null,
  marketLensUserData: { role: 'general' },
};
const ewanStewart: ViewAsUser = {
  id: 'ml|1010',
  name: 'Ewan Stewart',
  companyIds: ['74001'],
  multiCompanyGroupId: null,
  marketLensUserData: { role: 'general' },
};

/** Viewing as a revoked user: their card, with the banner and 'Exit View As' above it. */
export const ViewingAsRevokedUser: Story = {
  args: { card: STATUS_CARDS.revoked, status: 'revoked' },
  decorators: [viewingAs(derekPrice)],
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Revoked' })).toBeVisible();
    const banner = canvas.getByRole('region', { name: 'View-as mode' });
    await expect(banner).toHaveTextContent('Viewing as: Derek Price - ml|1007');
    await userEvent.click(canvas.getByRole('button', { name: 'Exit View As' }));
    await expect(exitViewAs).toHaveBeenCalled();
  },
};

/** Viewing as a user who has not accepted the terms: their terms card, under the banner. */
export const ViewingAsUserWithoutTerms: Story = {
  args: { card: STATUS_CARDS.termsNotAccepted, status: 'termsNotAccepted' },
  decorators: [viewingAs(ewanStewart)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms Acceptance Required' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'View-as mode' })).toHaveTextContent('Viewing as: Ewan Stewart - ml|1010');
    await expect(canvas.getByRole('button', { name: 'Exit View As' })).toBeVisible();
  },
};

export const ViewingAsRevokedUserMobile: Story = {
  ...ViewingAsRevokedUser,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
