import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getListAccountContactsMockHandler } from '@generated/api/accounts/accounts.msw';
import { AccountContactsCard } from '@/features/owners/components/account-contacts-card';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, withCardColumn } from '../kit/story-frame';
import { accountContacts } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const meta = {
  title: 'Owners/Portal users card',
  component: AccountContactsCard,
  loaders: [decodeFormIcons],
  decorators: [withCardColumn, withPortalSession({ role: 'admin' })],
  parameters: { msw: { handlers: [getListAccountContactsMockHandler({ data: { users: accountContacts } })] } },
} satisfies Meta<typeof AccountContactsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminLoaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Jordan Patel', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Awaiting approval')).toBeVisible();
  },
};

/** Contacts are loaded only for roles other than general: a general user never loads them. */
export const HiddenForGeneralRole: Story = {
  decorators: [withPortalSession({ role: 'general' })],
  parameters: { msw: { handlers: [getListAccountContactsMockHandler(failWith(500))] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('main')).toBeEmptyDOMElement();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getListAccountContactsMockHandler(never)] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getListAccountContactsMockHandler({ data: { users: [] } })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No other users found.', {}, SLOW)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getListAccountContactsMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/could not be loaded/, {}, SLOW)).toBeVisible();
  },
};
