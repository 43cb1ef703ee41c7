import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getGetPositionMonthsMockHandler } from '@generated/api/position/position.msw';
import PolicySummaryCard from '@/features/position/components/policy-summary-card';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { withCardColumn } from '../kit/story-frame';
import { monthsResponse, POWER_MONTHS, WITHIN_MONTHS } from '../position/month-fixtures';

const SLOW = { timeout: 5000 };

const meta = {
  title: 'Dashboard/Dashboards/Hedging policy card',
  component: PolicySummaryCard,
  decorators: [withCardColumn, withPortalSession()],
  parameters: {
    route: '/app/market-lens/100234/dashboard',
    path: '/app/market-lens/:accountId?/dashboard',
    msw: { handlers: [getGetPositionMonthsMockHandler(monthsResponse(POWER_MONTHS))] },
  },
} satisfies Meta<typeof PolicySummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Months below the floor and the fixing calendar's next line. */
export const BelowFloor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 months below the floor', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(/Jan-27, Apr-27, Jun-27 and Jul-27/)).toBeVisible();
    await expect(canvas.getByText(/At least 0.8 MW of Jan-27/)).toBeVisible();
    await expect(canvas.getByText('Next:')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the months and the fixing calendar' })).toHaveAttribute('href', '/app/market-lens/100234/position-overview?view=months');
  },
};

export const AllWithin: Story = {
  parameters: { msw: { handlers: [getGetPositionMonthsMockHandler(monthsResponse(WITHIN_MONTHS))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Every month is at or above its floor.', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Nothing to buy before the next floor step.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getGetPositionMonthsMockHandler(never)] } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getGetPositionMonthsMockHandler(failWith(503, 'The position service is restarting'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The policy summary is not available right now.', {}, SLOW)).toBeVisible();
  },
};
