import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getCreateMeetingRequestMockHandler, getListMeetingSlotsMockHandler } from '@generated/api/support/support.msw';
import { RequestMeetingPage } from '@/features/support/components/request-meeting-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { labelOf } from '../kit/story-helpers';
import { bookedMeeting, christmasSlots, slotsResponse, slotTaken } from './fixtures';

const SLOW = { timeout: 5000 };
const TOPIC = 'Hedging strategy for Winter 27';

const meta = {
  title: 'Support/Request a meeting',
  component: RequestMeetingPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: '/app/market-lens/support/request-meeting',
    msw: { handlers: [getListMeetingSlotsMockHandler(slotsResponse(christmasSlots)), getCreateMeetingRequestMockHandler({ data: bookedMeeting })] },
  },
} satisfies Meta<typeof RequestMeetingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

async function chooseSlotAndTopic({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await userEvent.click(await canvas.findByText('10:00am', {}, SLOW));
  await userEvent.type(canvas.getByLabelText('Topic'), TOPIC);
}

/** The picker across Christmas 2026: 25 and 28 December (bank holidays) and the weekend are not offered. */
export const AcrossChristmas: Story = {
  play: async ({ canvas }) => {
    const days = await canvas.findByRole('group', { name: 'Day' }, SLOW);
    const offered = within(days)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value);
    await expect(offered).toEqual(['2026-12-23', '2026-12-24', '2026-12-29', '2026-12-30']);
    await expect(within(days).getByLabelText(/^Wednesday 23 Dec 2026 \d+ free$/)).toBeChecked();
    // Every day tile is as tall as the others: weekday, date and free slots, each on its line.
    const heights = new Set(within(days).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels![0]!.getBoundingClientRect().height));
    await expect(heights.size).toBe(1);
    const times = canvas.getByRole('group', { name: 'Time (UK time, 30 minutes)' });
    await expect(within(times).getAllByRole('radio')).toHaveLength(13);
    await expect(within(times).queryByLabelText('9:00am')).toBeNull();
    await expect(within(times).getByLabelText('4:30pm')).toBeVisible();
  },
};

export const AfterChristmas: Story = {
  play: async ({ canvas, userEvent }) => {
    // The tile is the radio's label (the input itself is hidden), as a user clicks it.
    await userEvent.click(labelOf(await canvas.findByLabelText(/^Tuesday 29 Dec 2026/, {}, SLOW)));
    const times = canvas.getByRole('group', { name: 'Time (UK time, 30 minutes)' });
    await expect(within(times).getAllByRole('radio')).toHaveLength(16);
    await expect(within(times).getByLabelText('9:00am')).toBeVisible();
  },
};

export const NothingChosen: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('10:00am', {}, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Request meeting' }));
    await expect(canvas.getByText('Choose a time.')).toBeVisible();
    await expect(canvas.getByText('Say in at least 3 characters what you would like to discuss.')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [getListMeetingSlotsMockHandler(slotsResponse(christmasSlots)), getCreateMeetingRequestMockHandler(never)] } },
  play: async (context) => {
    await chooseSlotAndTopic(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Request meeting' }));
    await expect(await context.canvas.findByRole('button', { name: 'Requesting…' })).toBeDisabled();
  },
};

export const SlotTaken: Story = {
  parameters: { msw: { handlers: [getListMeetingSlotsMockHandler(slotsResponse(christmasSlots)), getCreateMeetingRequestMockHandler(slotTaken)] } },
  play: async (context) => {
    await chooseSlotAndTopic(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Request meeting' }));
    await expect(await context.canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('That slot has just been taken by someone else.');
    await expect(context.canvas.getByLabelText('Topic')).toHaveValue(TOPIC);
  },
};

export const Requested: Story = {
  play: async (context) => {
    await chooseSlotAndTopic(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Request meeting' }));
    const confirmation = await context.canvas.findByRole('status', {}, SLOW);
    await expect(confirmation).toHaveTextContent('Video call with Hannah Whitfield on 23 December 2026, 10:00am to 10:30am (UK time)');
    const download = within(confirmation).getByRole('link', { name: 'Add to calendar (.ics)' });
    await expect(download).toHaveAttribute('download', 'market-lens-meeting-20261223T100000Z.ics');
    const ics = await (await fetch(download.getAttribute('href') ?? '')).text();
    await expect(ics).toContain('DTSTART:20261223T100000Z\r\nDTEND:20261223T103000Z');
  },
};

export const DeskOnlyWithoutAccount: Story = {
  decorators: [withPortalSession({ activeAccount: null })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Your account manager', {}, SLOW)).toBeDisabled();
    await expect(canvas.getByLabelText('The support desk')).toBeChecked();
  },
};

export const NoFreeSlots: Story = {
  parameters: { msw: { handlers: [getListMeetingSlotsMockHandler(slotsResponse([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No free slots.', {}, SLOW)).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [getListMeetingSlotsMockHandler(never)] } } };

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getListMeetingSlotsMockHandler(failWith(500, 'The calendar is unavailable.'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The calendar is unavailable.');
  },
};

export const ViewAs: Story = {
  decorators: [withPortalSession({ viewAs: { isViewAsMode: true } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Request meeting' }, SLOW)).toBeDisabled();
  },
};

export const Mobile: Story = { globals: mobile, play: AcrossChristmas.play };
