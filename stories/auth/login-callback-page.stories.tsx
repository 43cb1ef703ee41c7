import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { env } from '@/config/env';
import { LoginCallbackPage } from '@/features/auth/components/login-callback-page';

const logout = fn(async () => {}).mockName('logout');

const meta = {
  title: 'Auth/Login callback',
  component: LoginCallbackPage,
  parameters: { route: '/auth/loading', auth: { logout } },
} satisfies Meta<typeof LoginCallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the hosted login, while the SDK exchanges the code. */
export const Loading: Story = {
  parameters: { route: '/auth/loading?code=4pX0dQ&state=c2lnbmVk', auth: { isLoading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you in');
  },
};

export const GenericError: Story = {
  parameters: { auth: { errorMessage: 'Login failed' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "Sorry, we can't log you in" })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login failed');
    // A logged-out visitor can always go back to the website.
    await expect(canvas.getByRole('link', { name: /Back to website/ })).toHaveAttribute('href', env.websiteUrl);
    await expect(canvas.getByRole('link', { name: 'Call the Optimisation desk' })).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Return to Login' }));
    await expect(logout).toHaveBeenCalledOnce();
  },
};

/** The SDK reports the identity provider's error_description as the error message. */
export const NoCompanyData: Story = {
  parameters: { auth: { errorMessage: 'No Company Data' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not find any company data for your account. Please contact your Account Manager.',
    );
  },
};

/** Only the URL carries the error (e.g. the page was reloaded after the SDK handled it). */
export const NoCompanyDataFromQueryParameter: Story = {
  parameters: { route: '/auth/loading?error=access_denied&error_description=No%20Company%20Data' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not find any company data for your account. Please contact your Account Manager.',
    );
  },
};

export const OtherErrorFromQueryParameter: Story = {
  parameters: { route: '/auth/loading?error=unauthorized&error_description=user%20is%20blocked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^user is blocked$/);
  },
};

export const AuthenticatedRedirects: Story = {
  parameters: { route: '/auth/loading?code=4pX0dQ&state=c2lnbmVk', auth: { isAuthenticated: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent('/app/market-lens/dashboard');
  },
};

/** Nothing to wait for and no error: the visitor is sent to the login page. */
export const SignedOutRedirects: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent('/auth/login');
  },
};

export const MobileError: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { auth: { errorMessage: 'No Company Data' } },
};
