import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { AccountRefused } from '@/app/protected/account-refused';

import { messageListHandlers, unreadCountHandlers } from '../notifications/fixtures';
import { searchHandlers } from '../search/fixtures';
import { demoProfile, loggedInAuth, secondAccount, singleAccount, withPortalSession } from '../kit/portal-session-fixtures';
import { AppSelectorShellFrame } from './shell-story-frame';

/**
 * The shell as the app composes it for a user's accounts: the real account selector (a lazy
 * chunk) for a multi-company buyer, none for a single-company buyer, the page marked current
 * when the URL has no account, and the refusal of an account the user may not see.
 */

/** Requests go through MSW and the selector is a chunk of its own: under a loaded test run they can take a few seconds. */
const SLOW = { timeout: 10_000 };
const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const multiCompany = withPortalSession({
  profile: { ...demoProfile, isMultiCompany: true },
  accounts: [singleAccount, secondAccount],
  activeAccount: secondAccount,
});

const meta = {
  title: 'Layout/Protected shell/Accounts',
  component: AppSelectorShellFrame,
  decorators: [withPortalSession()],
  parameters: {
    route: '/app/market-lens/dashboard',
    auth: loggedInAuth,
    msw: { handlers: [unreadCountHandlers.three, messageListHandlers.list, searchHandlers.results] },
  },
} satisfies Meta<typeof AppSelectorShellFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const bellReady = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.findByRole('button', { name: 'Notifications, 3 unread' }, SLOW);

/** A multi-company buyer on an account's dashboard: the real selector above the page, with the account. */
export const MultiCompanyAccountSelector: Story = {
  decorators: [multiCompany],
  parameters: { route: '/app/market-lens/100235/dashboard' },
  play: async ({ canvas }) => {
    await bellReady(canvas);
    const selector = await canvas.findByRole('combobox', { name: 'Customer account' }, SLOW);
    await expect(selector).toHaveValue('Northwind Logistics - 7002');
    await expect(selector).toHaveAttribute('placeholder', 'Search by customer');
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A single-company buyer: no selector (nor its placeholder) on the same page. */
export const SingleCompanyHasNoSelector: Story = {
  play: async ({ canvas }) => {
    await bellReady(canvas);
    await expect(canvas.queryByRole('combobox', { name: 'Customer account' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Customer account' })).toBeNull();
  },
};

/**
 * A single-company buyer on /app/market-lens/dashboard (no account in the URL, their default
 * account active): the Dashboard link is the current page.
 */
export const CurrentPageWithoutAccountInUrl: Story = {
  play: async ({ canvas }) => {
    await bellReady(canvas);
    const dashboard = canvas.getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveAttribute('href', '/app/market-lens/dashboard');
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * On a phone, market information (the last tab) without an account in the URL: its tab is
 * current and scrolled into view, and an arrow marks the tabs cut off before it.
 */
export const MobileCurrentTabInView: Story = {
  globals: MOBILE,
  parameters: { route: '/app/market-lens/market-information' },
  play: async ({ canvas }) => {
    await bellReady(canvas);
    const strip = canvas.getByRole('navigation', { name: 'Market Lens pages' });
    const tab = canvas.getByRole('link', { name: 'Market information' });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    const area = strip.querySelector('.ml-scroll-area')!;
    // The strip scrolls its current tab into view after layout; on a loaded machine that can take over a second.
    await waitFor(() => expect(area).toHaveAttribute('data-overflow-start'), { timeout: 5000 });
    const view = area.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(view.left);
    await expect(box.right).toBeLessThanOrEqual(view.right);
    await expect(getComputedStyle(area, '::before').content).toBe('"‹" / ""');
  },
};

/** The URL names an account the user may not see: the refusal, in words, with the way back. */
export const AccountRefusedPage: Story = {
  decorators: [withPortalSession({ profile: { ...demoProfile, isMultiCompany: true }, accounts: [singleAccount, secondAccount], activeAccount: null, accountRefused: true })],
  parameters: { route: '/app/market-lens/54001/orders' },
  render: () => (
    <AppSelectorShellFrame>
      <AccountRefused accountId="54001" />
    </AppSelectorShellFrame>
  ),
  play: async ({ canvas }) => {
    await bellReady(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'You cannot see this account' })).toBeVisible();
    await expect(canvas.getByText(/Account 54001 is not one of your accounts/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/app/market-lens/dashboard');
    await expect(await canvas.findByRole('combobox', { name: 'Customer account' }, SLOW)).toHaveValue('');
  },
};
