import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';

import { MessagesPage } from '@/features/messages/components/messages-page';

import { viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { settled } from '../kit/story-helpers';
import { emptyInbox, errorHandlers, inbox, loadingHandlers, longInboxStore, MISSING_ID, OPENED_ID } from './fixtures';

/** Requests go through MSW; under a loaded test run they can take a few seconds. */
const SLOW = { timeout: 8000 };
/** Before the screenshot: no focus ring left by a click (a mouse user never sees one either). */
const blurFocus = () => (document.activeElement as HTMLElement | null)?.blur();
/**
 * Before the screenshot: one full repaint of the page (the root's opacity changed for a frame
 * and back), so what is shot does not depend on the order the mocked answers were painted in
 * (partial repaints left rounded corners one colour level apart between runs).
 */
async function repaintAll(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  document.documentElement.style.opacity = '0.99';
  await frame();
  document.documentElement.style.opacity = '';
  await frame();
}

const route = (query = '') => ({ route: `/app/market-lens/100234/messages${query}`, path: '/app/market-lens/:accountId?/messages' });

const meta = {
  title: 'Messages/Inbox',
  component: MessagesPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  beforeEach: () => {
    inbox.reset();
    longInboxStore.reset();
  },
  parameters: { ...route(), msw: { handlers: inbox.handlers }, visual: { fullPage: true } },
} satisfies Meta<typeof MessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (root: HTMLElement) => within(root).findByRole('list', { name: 'Messages' }, SLOW);
const rows = async (root: HTMLElement) => within(await list(root)).getAllByRole('button');

export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await repaintAll();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptyInbox.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No messages found.' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await repaintAll();
  },
};

/** Newest first: relative date within 24 hours, YYYY-MM-DD after, 'No Subject', 'No date provided'. */
export const Loaded: Story = {
  play: async ({ canvasElement, canvas }) => {
    const items = await rows(canvasElement);
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Unread: Price alert triggered: Power base UK Q1-27 rose above £85.00/MWh3 hours ago');
    await expect(items[1]).toHaveTextContent('2026-11-18');
    await expect(items[2]).toHaveTextContent('No Subject');
    await expect(canvas.getByText('No date provided')).toBeVisible();
    await expect(canvas.getByText('5 messages')).toBeVisible();
    await expect(canvas.getByText('Choose a message to read it.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeEnabled(), SLOW);
    await settled(canvasElement);
    await repaintAll();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There was an error loading data. Please try again later.', {}, SLOW)).toBeVisible();
    await repaintAll();
  },
};

/** Unread only: the three unread messages; Read: the two read ones. */
export const FilteredUnread: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read' }));
    await waitFor(() => expect(canvas.getByText('2 messages')).toBeVisible(), SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(canvas.getByText('3 messages')).toBeVisible(), SLOW);
    await expect(canvas.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    for (const item of await rows(canvasElement)) await expect(item).toHaveTextContent(/^Unread: /);
    blurFocus();
    await settled(canvasElement);
    await repaintAll();
  },
};

/** Sorted by subject A–Z. */
export const SortedBySubject: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await rows(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Subject A–Z');
    await waitFor(async () => expect((await rows(canvasElement))[0]).toHaveTextContent('No Subject'), SLOW);
    await expect((await rows(canvasElement))[1]).toHaveTextContent('Order executed');
    blurFocus();
    await settled(canvasElement);
    await repaintAll();
  },
};

/** 25 messages, 10 a page: the second page. */
export const LongInboxPaged: Story = {
  parameters: { msw: { handlers: longInboxStore.handlers } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await expect(await rows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(canvas.getByText('Page 2 of 3')).toBeVisible(), SLOW);
    await waitFor(async () => expect((await rows(canvasElement))[0]).toHaveTextContent('Price alert triggered #15'), SLOW);
    await expect(await rows(canvasElement)).toHaveLength(10);
    blurFocus();
    await settled(canvasElement);
    await repaintAll();
  },
};

/** messages?messageId=…: the message whole, with its link; opening it marked it read. */
export const MessageOpened: Story = {
  parameters: route(`?messageId=${OPENED_ID}`),
  play: async ({ canvasElement, canvas }) => {
    const article = await canvas.findByRole('article', {}, SLOW);
    await expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent('Price alert triggered: Power base UK Q1-27 rose above £85.00/MWh');
    await expect(article).toHaveTextContent('closed at £86.40/MWh on 19/11/2026.');
    await expect(within(article).getByRole('link', { name: 'Open the price alert' })).toHaveAttribute('href', '/app/market-lens/100234/price-alerts/edit/9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c55');
    // Marked read: the row loses its unread marker once the list refreshes.
    await waitFor(async () => expect((await rows(canvasElement))[0]).not.toHaveTextContent('Unread:'), SLOW);
    await expect((await rows(canvasElement))[0]).toHaveAttribute('aria-current', 'true');
    await settled(canvasElement);
    await repaintAll();
  },
};

/** Choosing a message in the list opens it. */
export const OpenFromList: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    const items = await rows(canvasElement);
    await userEvent.click(items[1] as HTMLElement);
    const article = await canvas.findByRole('article', {}, SLOW);
    await expect(article).toHaveTextContent('Executed at £84.10/MWh on 2026-11-18.');
    await waitFor(async () => expect((await rows(canvasElement))[1]).not.toHaveTextContent('Unread:'), SLOW);
    blurFocus();
    await settled(canvasElement);
    await repaintAll();
  },
};

export const MessageNotFound: Story = {
  parameters: route(`?messageId=${MISSING_ID}`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This message could not be found. It may belong to another user.', {}, SLOW)).toBeVisible();
    await repaintAll();
  },
};

/** Mark all read: every row read, the button disabled, a success toast. */
export const MarkAllRead: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await rows(canvasElement);
    const button = canvas.getByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(button).toBeEnabled(), SLOW);
    await userEvent.click(button);
    await expect(await screen.findByText('3 messages marked as read', {}, SLOW)).toBeVisible();
    await waitFor(async () => {
      for (const item of await rows(canvasElement)) await expect(item).not.toHaveTextContent('Unread:');
    }, SLOW);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeDisabled(), SLOW);
    blurFocus();
    await settled(canvasElement);
    await repaintAll();
  },
};

/** View-as is read-only: mark all read is disabled with the reason, and opening marks nothing. */
export const ViewAsReadOnly: Story = {
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1005' } })],
  parameters: route(`?messageId=${OPENED_ID}`),
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('article', {}, SLOW);
    const button = canvas.getByRole('button', { name: 'Mark all read' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/Viewing as is read-only/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect((await rows(canvasElement))[0]).toHaveTextContent('Unread:');
    await settled(canvasElement);
    await repaintAll();
  },
};

export const LoadedMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement, canvas }) => {
    await expect(await rows(canvasElement)).toHaveLength(5);
    await expect(canvas.getByText('Choose a message to read it.')).not.toBeVisible();
    await settled(canvasElement);
    await repaintAll();
  },
};

/** Below lg the open message replaces the list, with a way back. */
export const MessageOpenedMobile: Story = {
  globals: mobile,
  parameters: route(`?messageId=${OPENED_ID}`),
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('article', {}, SLOW);
    await expect(canvasElement.querySelector('.ml-message-list')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: '← Back to messages' })).toBeVisible();
    await settled(canvasElement);
    await repaintAll();
  },
};
