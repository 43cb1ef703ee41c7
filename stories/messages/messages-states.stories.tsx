import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';

import { getGetMessageMockHandler, getMarkAllMessagesReadMockHandler } from '@generated/api/messages/messages.msw';
import { MessagesPage } from '@/features/messages/components/messages-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, withPageFrame } from '../kit/story-frame';
import { settled } from '../kit/story-helpers';
import { inbox, OPENED_ID } from './fixtures';

/** Requests go through MSW; under a loaded test run they can take a few seconds. */
const SLOW = { timeout: 8000 };
const blurFocus = () => (document.activeElement as HTMLElement | null)?.blur();

const route = (query = '') => ({ route: `/app/market-lens/100234/messages${query}`, path: '/app/market-lens/:accountId?/messages' });

/** Inbox states no other story shows: a message that fails to load, mark all read under way and failing. */
const meta = {
  title: 'Messages/Inbox (states)',
  component: MessagesPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  beforeEach: () => {
    inbox.reset();
  },
  parameters: { ...route(), msw: { handlers: inbox.handlers }, visual: { fullPage: true } },
} satisfies Meta<typeof MessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (root: HTMLElement) => within(await within(root).findByRole('list', { name: 'Messages' }, SLOW)).getAllByRole('button');

/** The message cannot be loaded (not a 404): the portal's load error where the message would be, the list still there. */
export const MessageFailsToLoad: Story = {
  parameters: { ...route(`?messageId=${OPENED_ID}`), msw: { handlers: [getGetMessageMockHandler(failWith(500)), ...inbox.handlers] } },
  play: async ({ canvasElement, canvas }) => {
    const detail = await canvas.findByRole('region', { name: 'Message' }, SLOW);
    await expect(await within(detail).findByText('There was an error loading data. Please try again later.', {}, SLOW)).toBeVisible();
    await expect((await rows(canvasElement)).length).toBeGreaterThan(0);
    await settled(canvasElement);
  },
};

/** Mark all read under way: the button says so and cannot be pressed again. */
export const MarkingAllRead: Story = {
  parameters: { msw: { handlers: [getMarkAllMessagesReadMockHandler(never), ...inbox.handlers] } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await rows(canvasElement);
    const button = canvas.getByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(button).toBeEnabled(), SLOW);
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: 'Marking…' }, { timeout: 8000 })).toBeDisabled();
    blurFocus();
    await settled(canvasElement);
  },
};

/** Mark all read fails: the server's words in an error toast, every message still unread, the button ready again. */
export const MarkAllReadFails: Story = {
  parameters: { msw: { handlers: [getMarkAllMessagesReadMockHandler(failWith(503, 'The inbox is briefly unavailable.')), ...inbox.handlers] } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await rows(canvasElement);
    const button = canvas.getByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(button).toBeEnabled(), SLOW);
    await userEvent.click(button);
    await expect(await screen.findByText('The inbox is briefly unavailable.', {}, SLOW)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeEnabled(), SLOW);
    // Nothing was marked: the three unread messages are still unread.
    await expect((await rows(canvasElement)).filter((item) => item.textContent?.includes('Unread:'))).toHaveLength(3);
    blurFocus();
    await settled(canvasElement);
  },
};
