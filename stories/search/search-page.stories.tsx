import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { SearchPage } from '@/features/search/components/search-page';

import { searchHandlers } from './fixtures';

/** Requests go through MSW; under a loaded test run they can take a few seconds. */
const NETWORK = { timeout: 8000 };

const meta = {
  title: 'Search/Search page',
  component: SearchPage,
  parameters: {
    route: '/app/market-lens/search?s=north',
    path: '/app/market-lens/search',
    msw: { handlers: [searchHandlers.results] },
  },
  decorators: [
    (Story) => (
      <main className="container py-4" style={{ maxWidth: '60rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('5 results for “north”', {}, NETWORK)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Orders (2)' }, NETWORK)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Sell Gas NBP Win-26/ })).toHaveAttribute('href', '/app/market-lens/100234/orders/5e2a9f10-8c3b-4d6e-b1f7-9a0c2d4e6f83');
    // Orders and queries show their references; the route keeps the id.
    await expect(canvas.getByRole('link', { name: /Sell Gas NBP Win-26/ })).toHaveTextContent('ML-26-000402');
    await expect(canvas.getByRole('link', { name: /Northwind depot: estimated meter reads/ })).toHaveTextContent('SQ-26-000057');
  },
};

export const ResultsMobile: Story = {
  ...Results,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [searchHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Searching for “north”')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
  },
};

export const NoResults: Story = {
  parameters: { route: '/app/market-lens/search?s=zzz', msw: { handlers: [searchHandlers.none] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found for zzz', {}, NETWORK)).toBeVisible();
    await expect(canvas.getByText('0 results for “zzz”')).toBeVisible();
  },
};

export const ErrorState: Story = {
  parameters: { msw: { handlers: [searchHandlers.error] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Error fetching periods for dropdown: Search is temporarily unavailable', {}, NETWORK),
    ).toBeVisible();
  },
};

/** No term in the URL: an invitation to search, and no request. */
export const NoTerm: Story = {
  parameters: { route: '/app/market-lens/search' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Search Market Lens' })).toBeVisible();
  },
};
