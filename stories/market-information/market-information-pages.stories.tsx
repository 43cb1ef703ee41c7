import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { getGetLatestPostMockHandler, getListPostCategoriesMockHandler, getListPostsMockHandler } from '@generated/api/posts/posts.msw';
import { MarketInformationAllPage } from '@/features/market-information/components/market-information-all-page';
import { MarketInformationMultiPage } from '@/features/market-information/components/market-information-multi-page';
import { MarketInformationPage } from '@/features/market-information/components/market-information-page';

import { emptyPostPage, failWith, latestReport, never, postCategories, postPageFor } from '../dashboard/market-data-fixtures';
import { mobile, withPageFrame } from '../dashboard/story-frame';
import { withPortalSession } from '../support/portal-session-fixtures';

const handlers = [
  getListPostsMockHandler(postPageFor),
  getListPostCategoriesMockHandler(postCategories),
  getGetLatestPostMockHandler({ data: latestReport }),
];

const meta = {
  title: 'Market data/Market information',
  component: MarketInformationPage,
  decorators: [withPageFrame, withPortalSession()],
  parameters: { route: '/app/market-lens/100234/market-information', path: '/app/market-lens/:accountId?/market-information', msw: { handlers }, visual: { fullPage: true } },
} satisfies Meta<typeof MarketInformationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const allParameters = { route: '/app/market-lens/100234/market-information/all', path: '/app/market-lens/:accountId?/market-information/all' };

export const Landing: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Winter outlook: how full storage shapes NBP risk' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Winter outlook: how full storage shapes NBP risk' })).toHaveAttribute(
      'href',
      '/app/market-lens/100234/market-information/7c1e0000-0000-4000-8000-000000000001',
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: latestReport.title })).toBeVisible();
  },
};

/** Choosing a category fetches that category's posts. */
export const FilterByCategory: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 3, name: /Winter outlook/ });
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, 'Policy & Regulation');
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 3, name: /Winter outlook/ })).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { level: 3, name: /Capacity Market results/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all posts' })).toHaveAttribute(
      'href',
      '/app/market-lens/100234/market-information/all?category=Policy%20%26%20Regulation',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getListPostsMockHandler(never), getListPostCategoriesMockHandler(never), getGetLatestPostMockHandler(never)] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getListPostsMockHandler(emptyPostPage), getListPostCategoriesMockHandler({ data: [] }), getGetLatestPostMockHandler(failWith(404))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No posts found.' })).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getListPostsMockHandler(failWith(500)), getListPostCategoriesMockHandler(failWith(500)), getGetLatestPostMockHandler({ data: latestReport })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There was an error loading data. Please try again later.')).toBeVisible();
  },
};

export const All: Story = {
  render: () => <MarketInformationAllPage />,
  parameters: allParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(9);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
  },
};

/** Paging: the second page holds the remaining posts. */
export const AllSecondPage: Story = {
  render: () => <MarketInformationAllPage />,
  parameters: allParameters,
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const AllFilteredFromUrl: Story = {
  render: () => <MarketInformationAllPage />,
  parameters: { ...allParameters, route: '/app/market-lens/100234/market-information/all?category=Gas' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('Gas'));
    const articles = await canvas.findAllByRole('article');
    await expect(articles).toHaveLength(2);
    for (const article of articles) await expect(within(article).getByText('Gas')).toBeInTheDocument();
  },
};

export const AllEmpty: Story = {
  render: () => <MarketInformationAllPage />,
  parameters: { ...allParameters, msw: { handlers: [getListPostsMockHandler(emptyPostPage), getListPostCategoriesMockHandler(postCategories)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No posts found.' })).toBeVisible();
  },
};

export const AllError: Story = {
  render: () => <MarketInformationAllPage />,
  parameters: { ...allParameters, msw: { handlers: [getListPostsMockHandler(failWith(500)), getListPostCategoriesMockHandler(postCategories)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There was an error loading data. Please try again later.')).toBeVisible();
  },
};

export const Multi: Story = {
  render: () => <MarketInformationMultiPage />,
  parameters: { route: '/app/market-lens/100240/market-information/multi', path: '/app/market-lens/:accountId?/market-information/multi' },
  play: async ({ canvas }) => {
    const reports = within(canvas.getByRole('region', { name: 'Daily reports' }));
    await expect(await reports.findAllByRole('article')).toHaveLength(4);
    await expect(reports.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Daily Market Report – Friday 20 November 2026');
  },
};

export const LandingMobile: Story = {
  globals: mobile,
  play: Landing.play,
};

export const AllMobile: Story = {
  render: () => <MarketInformationAllPage />,
  globals: mobile,
  parameters: allParameters,
  play: All.play,
};
