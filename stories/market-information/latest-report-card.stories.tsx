import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getGetLatestPostMockHandler } from '@generated/api/posts/posts.msw';
import { LatestReportCard } from '@/features/market-information/components/latest-report-card';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, withCardColumn } from '../kit/story-frame';
import { latestReport } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const meta = {
  title: 'Market information/Latest report card',
  component: LatestReportCard,
  loaders: [decodeFormIcons],
  decorators: [withCardColumn, withPortalSession()],
  parameters: { msw: { handlers: [getGetLatestPostMockHandler({ data: latestReport })] } },
} satisfies Meta<typeof LatestReportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: latestReport.title }, SLOW)).toBeVisible();
    await expect(canvas.getByText('Friday 20 November')).toBeVisible();
    await expect(canvas.getByText(/Baseload power day-ahead closed at 80.80/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Read now/ })).toHaveAttribute(
      'href',
      `/app/market-lens/100234/files/view/${latestReport.id}`,
    );
  },
};

/** The summary is stored HTML: scripts and handlers never reach the page. */
export const UnsafeSummarySanitised: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetLatestPostMockHandler({
          data: { ...latestReport, summary: '<p>Prices eased.</p><script>window.__summaryXss = true</script><img src="x" onerror="window.__summaryXss = true" alt="">' },
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Prices eased.', {}, SLOW)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect((window as { __summaryXss?: boolean }).__summaryXss).toBeUndefined();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getGetLatestPostMockHandler(never)] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the latest report');
    // A spinner (the spec's), not a skeleton, in the report's own space.
    await expect(canvasElement.querySelector('[role="status"] .spinner-border')).toBeVisible();
    await expect(canvasElement.querySelector('.placeholder')).toBeNull();
  },
};

/** No post carries the tag yet (404): an empty card, no toast. */
export const Empty: Story = {
  parameters: { msw: { handlers: [getGetLatestPostMockHandler(failWith(404, 'No post with this tag'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No daily report has been published yet.', {}, SLOW)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error (toast)',
  parameters: { msw: { handlers: [getGetLatestPostMockHandler(failWith(500, 'Database unavailable'))] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Error fetching latest blog: Database unavailable', {}, SLOW)).toBeInTheDocument();
  },
};
