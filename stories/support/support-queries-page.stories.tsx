import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getListSupportQueriesMockHandler } from '@generated/api/support/support.msw';
import { SupportQueriesPage } from '@/features/support/components/support-queries-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { queryPage, supportQueries } from './fixtures';

const SLOW = { timeout: 5000 };

const meta = {
  title: 'Support/Support queries',
  component: SupportQueriesPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: { route: '/app/market-lens/support/queries', msw: { handlers: [getListSupportQueriesMockHandler(queryPage(supportQueries, 14))] } },
} satisfies Meta<typeof SupportQueriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Support queries' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[0]!).getByRole('link', { name: 'Invoice for October shows the wrong Q4-26 volume' })).toHaveAttribute(
      'href',
      '/app/market-lens/100234/support/queries/8d0f2b4c-6e8a-4c1d-9f3b-5a7c9e1b3d51',
    );
    await expect(items[0]).toHaveTextContent('SQ-26-000046');
    await expect(items[0]).toHaveTextContent('Northwind Foods - 7001');
    await expect(items[0]).toHaveTextContent('Created 18 November 2026');
    await expect(items[0]).toHaveTextContent('In progress');
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
  },
};

export const FilteredByStage: Story = {
  parameters: {
    route: '/app/market-lens/support/queries?stage=closed',
    msw: { handlers: [getListSupportQueriesMockHandler(({ request }) => queryPage(supportQueries.filter((query) => query.pipelineStage === new URL(request.url).searchParams.get('pipelineStage'))))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Change of billing contact' }, SLOW)).toBeVisible();
    await expect(canvas.getByLabelText('Stage')).toHaveValue('closed');
    await expect(canvas.queryByText('Half-hourly data missing for October')).toBeNull();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [getListSupportQueriesMockHandler(never)] } } };

export const Empty: Story = {
  parameters: { msw: { handlers: [getListSupportQueriesMockHandler(queryPage([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No support queries found.', {}, SLOW)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getListSupportQueriesMockHandler(failWith(500, 'The support queries are unavailable.'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The support queries are unavailable.');
  },
};

export const ViewAs: Story = {
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Raise a query' }, SLOW)).toBeDisabled();
  },
};

export const Mobile: Story = { globals: mobile, play: Loaded.play };
