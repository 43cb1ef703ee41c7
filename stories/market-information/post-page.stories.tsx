import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getGetPostMockHandler } from '@generated/api/posts/posts.msw';
import { PostPage } from '@/features/market-information/components/post-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { settled } from '../kit/story-helpers';
import { fullPost, hostilePost } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const meta = {
  title: 'Market information/Post page',
  component: PostPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: `/app/market-lens/100234/market-information/${fullPost.id}`,
    path: '/app/market-lens/:accountId?/market-information/:postId',
    msw: { handlers: [getGetPostMockHandler({ data: fullPost })] },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof PostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: fullPost.title }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Back to market information/ })).toHaveAttribute('href', '/app/market-lens/100234/market-information');
    await expect(canvas.getByRole('img', { name: fullPost.featuredImageAltText })).toBeVisible();
    await expect(canvas.getByText('17/11/2026')).toBeVisible();
    await expect(canvas.getByText('4 min read')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Categories' })).toHaveTextContent('GasMarket Outlook');
    await expect(canvas.getByRole('link', { name: 'alerts' })).toHaveAttribute('rel', 'noopener noreferrer');
    await settled(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getGetPostMockHandler(never)] } },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getGetPostMockHandler(failWith(404, 'Post not found'))] } },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Error loading post' }, SLOW)).toBeVisible();
    await settled(canvasElement);
  },
};

/** Stored HTML with a script, an onerror handler, a javascript: link and an iframe. */
export const UnsafeContentSanitised: Story = {
  parameters: { msw: { handlers: [getGetPostMockHandler({ data: hostilePost })] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Safe paragraph.', {}, SLOW)).toBeVisible();
    await expect(canvasElement.querySelector('article script, article iframe, article [onerror]')).toBeNull();
    await expect(canvas.getByText('A javascript: link').getAttribute('href')).toBeNull();
    await expect((window as { __postXss?: boolean }).__postXss).toBeUndefined();
    await settled(canvasElement);
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: Loaded.play,
};
