import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getUpdateUserProfileMockHandler } from '@generated/api/user/user.msw';
import type { UpdateUserProfileRequest } from '@generated/model/updateUserProfileRequest';
import { ProfilePage } from '@/features/settings/components/profile-page';

import { failWith, never } from '../kit/api-responses';
import { multiPurchaseAccount, secondAccount, singleAccount, viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { releaseButton } from '../kit/story-helpers';
import { savedProfile } from './fixtures';

const meta = {
  title: 'Settings/Profile',
  component: ProfilePage,
  tags: ['settings'],
  parameters: {
    route: '/app/market-lens/settings/profile',
    msw: {
      handlers: [
        getUpdateUserProfileMockHandler(async ({ request }) => {
          const body = (await request.json()) as UpdateUserProfileRequest;
          return savedProfile({ ...body, mobilePhone: body.mobilePhone === undefined ? '07700 900123' : body.mobilePhone });
        }),
      ],
    },
  },
  decorators: [withPortalSession({ accounts: [singleAccount, secondAccount, multiPurchaseAccount] }), withPageFrame],
  loaders: [decodeFormIcons],
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('First name')).toHaveValue('Alex');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    await expect(canvas.getByText(/Northwind Foods Ltd/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

export const Phone: Story = { globals: mobile };

/** Typed values are checked before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('First name'));
    await userEvent.clear(canvas.getByLabelText('Mobile phone'));
    await userEvent.type(canvas.getByLabelText('Mobile phone'), '0123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByText('Enter your first name.')).toBeVisible();
    await expect(canvas.getByText(/Enter a valid mobile phone number/)).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: [getUpdateUserProfileMockHandler(never)] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Last name'));
    await userEvent.type(canvas.getByLabelText('Last name'), 'Morgan-Hale');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const Saved: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Mobile phone'));
    await userEvent.type(canvas.getByLabelText('Mobile phone'), '07911 123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Your profile has been saved.', undefined, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByLabelText('Mobile phone')).toHaveValue('+44 7911 123456');
  },
};

/** The server refused: the message is shown and everything typed is still there. */
export const FailedKeepsInput: Story = {
  parameters: { msw: { handlers: [getUpdateUserProfileMockHandler(failWith(500, 'Market Lens could not save your profile. Please try again.'))] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('First name'));
    await userEvent.type(canvas.getByLabelText('First name'), 'Alexandra');
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(save);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Market Lens could not save your profile.');
    await expect(canvas.getByLabelText('First name')).toHaveValue('Alexandra');
    await releaseButton(save);
  },
};

/** While viewing as someone, the profile is read-only and says why. */
export const ReadOnlyInViewAs: Story = {
  decorators: [withPortalSession({ accounts: [singleAccount], viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1005' } })],
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('First name')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(canvas.getByText(/Viewing as is read-only/)).toBeVisible();
  },
};
