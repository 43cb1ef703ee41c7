import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { getListFilesMockHandler } from '@generated/api/files/files.msw';
import type { UserFilePage } from '@generated/model/userFilePage';
import { FilesPage } from '@/features/files/components/files-page';

import { failWith, never } from '../kit/api-responses';
import { secondAccount, singleAccount, withPortalSession } from '../kit/portal-session-fixtures';
import { requestLog } from '../kit/request-log';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { accountFiles, multiAccountFiles } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const page = (data: UserFilePage['data'], total = data.length, pageNumber = 1): UserFilePage => ({ data, total, pagination: { page: pageNumber, perPage: 10 } });

const log = requestLog();

/** The query of a logged request, as parameters (axios and the browser may encode JSON differently). */
const queryOf = (request: string | undefined) => Object.fromEntries(new URL(request?.split(' ')[1] ?? '/', 'http://story.local').searchParams);

const meta = {
  title: 'Files/Files list',
  component: FilesPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  beforeEach: log.clear,
  parameters: {
    route: '/app/market-lens/100234/files',
    path: '/app/market-lens/:accountId?/files',
    msw: { handlers: [getListFilesMockHandler(log.recording(() => page(accountFiles)))] },
  },
} satisfies Meta<typeof FilesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active account's files with the market reports: name (opens the viewer), category, size, date, Download. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const report = await canvas.findByRole('link', { name: 'Portfolio report October 2026.pdf' }, SLOW);
    await expect(report).toHaveAttribute('href', `/app/market-lens/100234/files/view/${accountFiles[3]?.id}`);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(accountFiles.length + 1);
    await expect(rows[4]).toHaveTextContent(/Portfolio report October 2026\.pdf.*Portfolio report.*15 KB.*30 October 2026/);
    await expect(canvas.getByRole('button', { name: 'Download Portfolio report October 2026.pdf' })).toBeEnabled();
    await expect(canvas.getByText('7 files')).toBeVisible();
    await waitFor(() => expect(queryOf(log.requests[0])).toEqual({ page: '1', perPage: '10', orderBy: '{"createdDate":"desc"}', accountId: '100234' }));
  },
};

/** Category and sort come from the URL and go to the server; paging shows when there is more than a page. */
export const Filtered: Story = {
  parameters: {
    route: '/app/market-lens/100234/files?category=portfolio_report&sort=name-asc&page=2',
    msw: { handlers: [getListFilesMockHandler(log.recording(() => page(accountFiles.filter((file) => file.category === 'portfolio_report'), 13, 2)))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Portfolio report August 2026.pdf' }, SLOW)).toBeVisible();
    await expect(canvas.getByLabelText('Category')).toHaveValue('portfolio_report');
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('name-asc');
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Invoice/ })).toBeNull();
    await waitFor(() =>
      expect(queryOf(log.requests[0])).toEqual({ page: '2', perPage: '10', orderBy: '{"name":"asc"}', category: 'portfolio_report', accountId: '100234' }),
    );
  },
};

/** Choosing a category asks the server for it from the first page. */
export const FilterByCategory: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('link', { name: 'Portfolio report October 2026.pdf' }, SLOW);
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Contracts');
    await waitFor(() => expect(queryOf(log.requests.at(-1))).toMatchObject({ category: 'contract', page: '1' }));
  },
};

/** A multi-company user with no account selected: every account's files, each with its account. */
export const AcrossAccounts: Story = {
  decorators: [withPortalSession({ activeAccount: null, accounts: [singleAccount, secondAccount] })],
  parameters: {
    route: '/app/market-lens/files',
    msw: { handlers: [getListFilesMockHandler(log.recording(() => page(multiAccountFiles)))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('cell', { name: 'Northwind Logistics - 7002' }, SLOW)).toHaveLength(2);
    await expect(canvas.getByRole('columnheader', { name: 'Account' })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: 'All customers' })).toHaveLength(2);
    await expect(queryOf(log.requests[0])).not.toHaveProperty('accountId');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getListFilesMockHandler(never)] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading…', {}, SLOW)).toBeInTheDocument();
    await expect(canvasElement.querySelector('tbody[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getListFilesMockHandler(page([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No files found.' }, SLOW)).toBeVisible();
  },
};

export const EmptyCategory: Story = {
  parameters: { route: '/app/market-lens/100234/files?category=invoice', msw: { handlers: [getListFilesMockHandler(page([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no invoices yet.', {}, SLOW)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getListFilesMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The server could not complete the request.');
  },
};

/** Below md the category, size and date fold under the name. */
export const LoadedMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Portfolio report · 15 KB · 30 October 2026', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Size' })).toBeNull();
  },
};

export const FilteredMobile: Story = {
  globals: mobile,
  parameters: Filtered.parameters,
  play: Filtered.play,
};
