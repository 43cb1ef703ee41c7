import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { env } from '@/config/env';
import { LoginPage } from '@/features/auth/components/login-page';

const login = fn(async () => {}).mockName('login');
const register = fn(async () => {}).mockName('register');

const meta = {
  title: 'Auth/Login',
  component: LoginPage,
  parameters: { route: '/auth/login', auth: { login, register } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { auth: { isLoading: true } },
  play: async ({ canvas, canvasElement }) => {
    // The spec's spinner, visible, labelled for screen readers.
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your session');
    await expect(canvasElement.querySelector('[role="status"] .spinner-border')).toBeVisible();
    // The card is already at its final size; only the buttons wait for the check.
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled();
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login or Register' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled();
    const generators = canvas.getAllByRole('link', { name: /Energy Generators/ });
    for (const link of generators) {
      await expect(link).toHaveAttribute('href', 'https://generators.market-lens.local');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    // A logged-out visitor can always go back to the website.
    await expect(canvas.getByRole('link', { name: /Back to website/ })).toHaveAttribute('href', env.websiteUrl);
  },
};

export const LoginClicked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(login).toHaveBeenCalledOnce();
    await expect(login).toHaveBeenCalledWith({ returnTo: '/app/market-lens/dashboard' });
    await expect(register).not.toHaveBeenCalled();
  },
};

export const RegisterClicked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(register).toHaveBeenCalledOnce();
    await expect(login).not.toHaveBeenCalled();
  },
};

/** Already logged in: the page sends the user straight to the dashboard. */
export const AuthenticatedRedirects: Story = {
  parameters: { auth: { isAuthenticated: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent('/app/market-lens/dashboard');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login or Register' })).toBeVisible();
  },
};

export const MobileLoading: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { auth: { isLoading: true } },
};
