import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getGetSupportContactMockHandler } from '@generated/api/support/support.msw';
import { ContactPage } from '@/features/support/components/contact-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { mobile, withPageFrame } from '../kit/story-frame';
import { contactAt } from './fixtures';

const SLOW = { timeout: 5000 };

/** The open/closed status is the server's, at the fixture's fixed moment: never the browser clock. */
const meta = {
  title: 'Support/Contact us',
  component: ContactPage,
  decorators: [withPageFrame, withPortalSession()],
  parameters: { route: '/app/market-lens/support/contact', msw: { handlers: [getGetSupportContactMockHandler({ data: contactAt.open })] } },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Open now', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('The desk is open until 5:00pm today.')).toBeVisible();
    await expect(canvas.getByText('9:00am-5:00pm Monday to Friday, excluding public holidays (UK time).')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
    await expect(canvas.getByRole('link', { name: 'optimisation@market-lens.local' })).toHaveAttribute('href', 'mailto:optimisation@market-lens.local');
  },
};

export const ClosedBankHoliday: Story = {
  parameters: { msw: { handlers: [getGetSupportContactMockHandler({ data: contactAt.bankHoliday })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Closed', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Closed today for Christmas Day. The desk opens again on 29 December 2026, 9:00am.')).toBeVisible();
  },
};

export const ClosedWeekend: Story = {
  parameters: { msw: { handlers: [getGetSupportContactMockHandler({ data: contactAt.weekend })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Closed at the weekend. The desk opens again on 30 November 2026, 9:00am.', {}, SLOW)).toBeVisible();
  },
};

export const ClosedAfterHours: Story = {
  parameters: { msw: { handlers: [getGetSupportContactMockHandler({ data: contactAt.afterHours })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Closed: outside support hours. The desk opens again on 25 November 2026, 9:00am.', {}, SLOW)).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [getGetSupportContactMockHandler(never)] } } };

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getGetSupportContactMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('There was an error loading data. Please try again later.');
  },
};

export const Mobile: Story = { globals: mobile, parameters: ClosedBankHoliday.parameters, play: ClosedBankHoliday.play };
