import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getGetFileContentMockHandler, getGetFileMockHandler } from '@generated/api/files/files.msw';
import { ReportViewerPage } from '@/features/files/components/report-viewer-page';

import { failWith } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { portfolioReportFile } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

/** The report's details load, its PDF does not: the page says so where the document would be. */
const meta = {
  title: 'Files/Report viewer (PDF fails)',
  component: ReportViewerPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: `/app/market-lens/100234/files/view/${portfolioReportFile.id}`,
    path: '/app/market-lens/:accountId?/files/view/:id',
    msw: { handlers: [getGetFileMockHandler({ data: portfolioReportFile }), getGetFileContentMockHandler(failWith(500, 'The file store is unavailable.'))] },
  },
} satisfies Meta<typeof ReportViewerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PdfFailsToLoad: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: portfolioReportFile.description ?? '' }, SLOW)).toBeVisible();
    await expect(await canvas.findByText('The document could not be loaded. Please try again later.', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Download/ })).toBeNull();
    await expect(canvas.queryByTitle(portfolioReportFile.description ?? '')).toBeNull();
  },
};

export const PdfFailsToLoadPhone: Story = { ...PdfFailsToLoad, globals: mobile };
