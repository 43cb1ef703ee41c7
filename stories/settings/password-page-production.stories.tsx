import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getChangePasswordMockHandler } from '@generated/api/settings/settings.msw';
import { PasswordPage } from '@/features/settings/components/password-page';

import { failWith } from '../kit/api-responses';
import { demoProfile, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { releaseButton } from '../kit/story-helpers';

/**
 * Settings › Password as production shows it: with an Auth0 tenant (not the embedded identity
 * provider of the demo) the tenant emails a change-password link (docs/identity-provider.md).
 */
const meta = {
  title: 'Settings/Password (Auth0 tenant)',
  component: PasswordPage,
  tags: ['settings'],
  args: { embedded: false },
  parameters: {
    route: '/app/market-lens/settings/password',
    msw: { handlers: [getChangePasswordMockHandler({ data: { method: 'email', email: demoProfile.email } })] },
  },
  decorators: [withPortalSession(), withPageFrame],
  loaders: [decodeFormIcons],
} satisfies Meta<typeof PasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = 'Email me a change-password link';

/** No password fields: the user asks for the tenant's email. */
export const EmailLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`We will email ${demoProfile.email} a link to a page where you set a new password.`)).toBeVisible();
    await expect(canvas.queryByLabelText('Current password')).toBeNull();
    await expect(canvas.getByRole('button', { name: button })).toBeEnabled();
  },
};

export const EmailLinkPhone: Story = { ...EmailLink, globals: mobile };

/** Sent: the page says where the link went. */
export const EmailSent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await expect(await canvas.findByRole('status', {}, { timeout: 8000 })).toHaveTextContent(`We have sent an email to ${demoProfile.email} with a link to set a new password.`);
    canvas.getByRole('button', { name: button }).blur();
  },
};

/** The tenant could not send it: the server's words, the button ready to try again. */
export const EmailFailed: Story = {
  parameters: { msw: { handlers: [getChangePasswordMockHandler(failWith(502, 'The identity provider could not send the email. Please try again later.'))] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('The identity provider could not send the email.');
    await releaseButton(canvas.getByRole('button', { name: button }));
  },
};
