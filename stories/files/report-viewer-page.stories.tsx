import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getGetFileContentMockHandler, getGetFileMockHandler } from '@generated/api/files/files.msw';
import { getGetPostMockHandler } from '@generated/api/posts/posts.msw';
import { ReportViewerPage } from '@/features/files/components/report-viewer-page';

import { dailyReportPost } from '../market-information/fixtures';
import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { portfolioReportFile, samplePdf } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const meta = {
  title: 'Files/Report viewer',
  component: ReportViewerPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: `/app/market-lens/100234/files/view/${portfolioReportFile.id}`,
    path: '/app/market-lens/:accountId?/files/view/:id',
    msw: { handlers: [getGetFileMockHandler({ data: portfolioReportFile }), getGetFileContentMockHandler(() => samplePdf())] },
  },
} satisfies Meta<typeof ReportViewerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PDF from Files: its details, Download and the document in a frame. */
export const PdfLoaded: Story = {
  // Chromium's PDF viewer draws inside the frame on its own schedule: no pixel baseline.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: portfolioReportFile.description ?? '' }, SLOW)).toBeVisible();
    const download = await canvas.findByRole('link', { name: /Download/ }, SLOW);
    await expect(download).toHaveAttribute('download', portfolioReportFile.name);
    await expect(download.getAttribute('href')).toMatch(/^blob:/);
    await expect(canvas.getByTitle(portfolioReportFile.description ?? '')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  },
};

export const PdfLoading: Story = {
  parameters: { msw: { handlers: [getGetFileMockHandler({ data: portfolioReportFile }), getGetFileContentMockHandler(never)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the document', {}, SLOW)).toBeVisible();
  },
};

/** 'Read now' opens a daily report, which is a post: no file has its id, so the post is shown. */
export const DailyReportPost: Story = {
  parameters: {
    route: `/app/market-lens/100234/files/view/${dailyReportPost.id}`,
    msw: { handlers: [getGetFileMockHandler(failWith(404, 'File not found')), getGetPostMockHandler({ data: dailyReportPost })] },
    visual: { fullPage: true },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: dailyReportPost.title }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Commentary' })).toBeVisible();
    // Posts are dated dd/MM/yyyy everywhere, the daily report too.
    await expect(canvasElement.querySelector(`time[datetime="${dailyReportPost.createdDate}"]`)).toHaveTextContent(/^20\/11\/2026$/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getGetFileMockHandler(never)] } },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getGetFileMockHandler(failWith(404)), getGetPostMockHandler(failWith(404))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This report could not be loaded.' }, SLOW)).toBeVisible();
  },
};

export const DailyReportMobile: Story = {
  globals: mobile,
  parameters: DailyReportPost.parameters,
  play: DailyReportPost.play,
};
