import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getChangePasswordMockHandler } from '@generated/api/settings/settings.msw';
import { PasswordPage } from '@/features/settings/components/password-page';

import { failWith, never } from '../kit/api-responses';
import { demoProfile, viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { releaseButton } from '../kit/story-helpers';

const meta = {
  title: 'Settings/Password',
  component: PasswordPage,
  tags: ['settings'],
  parameters: {
    route: '/app/market-lens/settings/password',
    msw: { handlers: [getChangePasswordMockHandler({ data: { method: 'changed', email: demoProfile.email } })] },
  },
  decorators: [withPortalSession(), withPageFrame],
  loaders: [decodeFormIcons],
} satisfies Meta<typeof PasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Phone: Story = { globals: mobile };

/** The strength meter and the sign-up policy judge the new password as it is typed. */
export const WeakPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'MarketLens!2026');
    await userEvent.type(canvas.getByLabelText('New password'), 'password1');
    await expect(canvas.getByText('Too easy to guess')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'password1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText(/This password is too easy to guess/)).toBeVisible();
  },
};

export const StrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'harbour lantern cobalt meadow');
    await expect(canvas.getByText('Very strong')).toBeVisible();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'MarketLens!2026');
    await userEvent.type(canvas.getByLabelText('New password'), 'harbour lantern cobalt meadow');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'harbour lantern cobalt');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('The two new passwords are not the same.')).toBeVisible();
  },
};

const fillValid = async ({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) => {
  await userEvent.type(canvas.getByLabelText('Current password'), 'MarketLens!2026');
  await userEvent.type(canvas.getByLabelText('New password'), 'harbour lantern cobalt meadow');
  await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'harbour lantern cobalt meadow');
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
};

/** The identity provider said the current password is wrong: shown at that field. */
export const WrongCurrentPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        getChangePasswordMockHandler(() => {
          throw new Response(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'The current password is not right.', field: 'currentPassword' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          });
        }),
      ],
    },
  },
  play: async (context) => {
    await fillValid(context);
    await expect(await context.canvas.findByText('The current password is not right.')).toBeVisible();
  },
};

export const Changing: Story = {
  parameters: { msw: { handlers: [getChangePasswordMockHandler(never)] } },
  play: async (context) => {
    await fillValid(context);
    await expect(await context.canvas.findByRole('button', { name: 'Changing…' })).toBeDisabled();
  },
};

export const Changed: Story = {
  play: async (context) => {
    await fillValid(context);
    await expect(await context.canvas.findByRole('status')).toHaveTextContent('Your password has been changed.');
    await releaseButton(context.canvas.getByRole('button', { name: 'Change password' }));
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [getChangePasswordMockHandler(failWith(500, 'The identity provider could not be reached. Please try again later.'))] } },
  play: async (context) => {
    await fillValid(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('The identity provider could not be reached.');
    await releaseButton(context.canvas.getByRole('button', { name: 'Change password' }));
  },
};

export const ReadOnlyInViewAs: Story = {
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1005' } })],
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Current password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
  },
};
