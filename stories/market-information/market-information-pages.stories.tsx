import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { getGetLatestPostMockHandler, getListPostCategoriesMockHandler, getListPostsMockHandler } from '@generated/api/posts/posts.msw';
import { MarketInformationAllPage } from '@/features/market-information/components/market-information-all-page';
import { MarketInformationMultiPage } from '@/features/market-information/components/market-information-multi-page';
import { MarketInformationPage } from '@/features/market-information/components/market-information-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { settled } from '../kit/story-helpers';
import { emptyPostPage, latestReport, postCategories, postPageFor } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const handlers = [
  getListPostsMockHandler(postPageFor),
  getListPostCategoriesMockHandler(postCategories),
  getGetLatestPostMockHandler({ data: latestReport }),
];

const meta = {
  title: 'Market information/Market information',
  component: MarketInformationPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: { route: '/app/market-lens/100234/market-information', path: '/app/market-lens/:accountId?/market-information', msw: { handlers }, visual: { fullPage: true } },
} satisfies Meta<typeof MarketInformationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const allParameters = { route: '/app/market-lens/100234/market-information/all', path: '/app/market-lens/:accountId?/market-information/all' };

export const Landing: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Winter outlook: how full storage shapes NBP risk' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Winter outlook: how full storage shapes NBP risk' })).toHaveAttribute(
      'href',
      '/app/market-lens/100234/market-information/7c1e0000-0000-4000-8000-000000000001',
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: latestReport.title }, SLOW)).toBeVisible();
    await settled(canvasElement);
  },
};

/** Choosing a category fetches that category's posts. */
export const FilterByCategory: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 3, name: /Winter outlook/ }, SLOW);
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(select).toBeEnabled(), SLOW);
    await userEvent.selectOptions(select, 'Policy & Regulation');
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 3, name: /Winter outlook/ })).not.toBeInTheDocument(), SLOW);
    await expect(canvas.getByRole('heading', { level: 3, name: /Capacity Market results/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all posts' })).toHaveAttribute(
      'href',
      '/app/market-lens/100234/market-information/all?category=Policy%20%26%20Regulation',
    );
    await settled(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getListPostsMockHandler(never), getListPostCategoriesMockHandler(never), getGetLatestPostMockHandler(never)] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getListPostsMockHandler(emptyPostPage), getListPostCategoriesMockHandler({ data: [] }), getGetLatestPostMockHandler(failWith(404))] } },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No posts found.' }, SLOW)).toBeVisible();
    await settled(canvasElement);
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getListPostsMockHandler(failWith(500)), getListPostCategoriesMockHandler(failWith(500)), getGetLatestPostMockHandler({ data: latestReport })] } },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('There was an error loading data. Please try again later.', {}, SLOW)).toBeVisible();
    await settled(canvasElement);
  },
};

export const All: Story = {
  render: () => <MarketInformationAllPage />,
  parameters: allParameters,
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findAllByRole('article', {}, SLOW)).toHaveLength(9);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await settled(canvasElement);
  },
};

/** Paging: the second page holds the remaining posts. */
export const AllSecondPage: Story = {
  render: () => <MarketInformationAllPage />,
  parameters: allParameters,
  play: async ({ canvasElement, canvas, userEvent }) => {
    await canvas.findAllByRole('article', {}, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    // Move the pointer off the pager so no hover state is captured.
    await userEvent.hover(canvas.getByRole('heading', { level: 1 }));
    await expect(await canvas.findByText('Page 2 of 2', {}, SLOW)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3), SLOW);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await settled(canvasElement);
  },
};

export const AllFilteredFromUrl: Story = {
  render: () => <MarketInformationAllPage />,
  parameters: { ...allParameters, route: '/app/market-lens/100234/market-information/all?category=Gas' },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('Gas'), SLOW);
    const articles = await canvas.findAllByRole('article', {}, SLOW);
    await expect(articles).toHaveLength(2);
    for (const article of articles) await expect(within(article).getByText('Gas')).toBeInTheDocument();
    await settled(canvasElement);
  },
};

export const AllEmpty: Story = {
  render: () => <MarketInformationAllPage />,
  parameters: { ...allParameters, msw: { handlers: [getListPostsMockHandler(emptyPostPage), getListPostCategoriesMockHandler(postCategories)] } },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No posts found.' }, SLOW)).toBeVisible();
    await settled(canvasElement);
  },
};

export const AllError: Story = {
  render: () => <MarketInformationAllPage />,
  parameters: { ...allParameters, msw: { handlers: [getListPostsMockHandler(failWith(500)), getListPostCategoriesMockHandler(postCategories)] } },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('There was an error loading data. Please try again later.', {}, SLOW)).toBeVisible();
    await settled(canvasElement);
  },
};

export const Multi: Story = {
  render: () => <MarketInformationMultiPage />,
  parameters: { route: '/app/market-lens/100240/market-information/multi', path: '/app/market-lens/:accountId?/market-information/multi' },
  play: async ({ canvasElement, canvas }) => {
    const reports = within(canvas.getByRole('region', { name: 'Daily reports' }));
    await expect(await reports.findAllByRole('article', {}, SLOW)).toHaveLength(4);
    await expect(reports.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Daily Market Report – Friday 20 November 2026');
    await settled(canvasElement);
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
