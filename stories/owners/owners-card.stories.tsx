import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { getListOwnersMockHandler } from '@generated/api/owners/owners.msw';
import { OwnersCard } from '@/features/owners/components/owners-card';

import { failWith, never } from '../kit/api-responses';
import { demoProfile, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, withCardColumn } from '../kit/story-frame';
import { accountManager, ownerWithNothing, ownerWithoutTitle, owners, tradingAnalyst } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const meta = {
  title: 'Owners/Owners card',
  component: OwnersCard,
  loaders: [decodeFormIcons],
  decorators: [withCardColumn, withPortalSession()],
  parameters: { msw: { handlers: [getListOwnersMockHandler(owners)] } },
} satisfies Meta<typeof OwnersCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab per owner, labelled by job title; the first has a profile picture. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const tabs = await canvas.findAllByRole('tab', {}, SLOW);
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Account Manager', 'Energy Trading Analyst']);
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByRole('heading', { name: 'Sarah Whitfield' })).toBeVisible();
    await expect(within(panel).getByText('4th Floor, 18 King William Street')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: '+44 20 7946 0104' })).toHaveAttribute('href', 'tel:+442079460104');
    await expect(within(panel).getByRole('link', { name: accountManager.email ?? '' })).toBeVisible();
  },
};

export const SecondTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Energy Trading Analyst' }, SLOW));
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByRole('heading', { name: 'Daniel Okafor' })).toBeVisible();
    await expect(within(panel).getByTestId('owner-placeholder-avatar')).toHaveTextContent('DO');
  },
};

/** No job title: the tab is the full name; no phone: 'N/A'. */
export const FallbackNameAsTab: Story = {
  parameters: { msw: { handlers: [getListOwnersMockHandler({ data: [ownerWithoutTitle] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Priya Raman' }, SLOW)).toBeVisible();
    await expect(canvas.getByText('N/A')).toBeVisible();
  },
};

/** Nothing known: tab 'Contact', 'Unnamed Contact', 'N/A', 'No email provided', placeholder avatar. */
export const FallbackEverything: Story = {
  parameters: { msw: { handlers: [getListOwnersMockHandler({ data: [ownerWithNothing] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Contact' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Unnamed Contact' })).toBeVisible();
    await expect(canvas.getByText('N/A')).toBeVisible();
    await expect(canvas.getByText('No email provided')).toBeVisible();
    await expect(canvas.getByTestId('owner-placeholder-avatar')).toBeInTheDocument();
  },
};

export const AllFallbacksTogether: Story = {
  parameters: { msw: { handlers: [getListOwnersMockHandler({ data: [accountManager, ownerWithoutTitle, ownerWithNothing, tradingAnalyst] })] } },
  play: async ({ canvas }) => {
    const tabs = await canvas.findAllByRole('tab', {}, SLOW);
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Account Manager', 'Priya Raman', 'Contact', 'Energy Trading Analyst']);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getListOwnersMockHandler({ data: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/There is no owner information available for this contact\./, {}, SLOW)).toHaveTextContent(
      'No Contacts Found – There is no owner information available for this contact.',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getListOwnersMockHandler(never)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error (toast)',
  parameters: { msw: { handlers: [getListOwnersMockHandler(failWith(500))] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('There was an error fetching user Owners data.', {}, SLOW)).toBeInTheDocument();
  },
};

/** No hsId on the profile: owners are not fetched (the handler would fail the story). */
export const WithoutHsId: Story = {
  decorators: [withPortalSession({ profile: { ...demoProfile, hsId: '' } })],
  parameters: { msw: { handlers: [getListOwnersMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No Contacts Found/)).toBeVisible();
  },
};

const ownersWithLongTabs = { data: [accountManager, tradingAnalyst, ownerWithoutTitle] };
const tabScrollArea = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.ml-owners-tabs')!;

/** More tabs than fit: the strip fades out on the right to show that it scrolls. */
export const TabsScroll: Story = {
  parameters: { msw: { handlers: [getListOwnersMockHandler(ownersWithLongTabs)] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByRole('tab', {}, SLOW)).toHaveLength(3);
    await waitFor(() => expect(tabScrollArea(canvasElement)).toHaveAttribute('data-overflow-end'));
    await expect(tabScrollArea(canvasElement)).not.toHaveAttribute('data-overflow-start');
  },
};

/** Scrolled to the last tab: the fade moves to the left, where the first tabs now hide. */
export const TabsScrolledToEnd: Story = {
  parameters: { msw: { handlers: [getListOwnersMockHandler(ownersWithLongTabs)] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Priya Raman' }, SLOW));
    const viewport = tabScrollArea(canvasElement).querySelector<HTMLElement>('[data-radix-scroll-area-viewport]')!;
    viewport.scrollLeft = viewport.scrollWidth;
    await waitFor(() => expect(tabScrollArea(canvasElement)).toHaveAttribute('data-overflow-start'));
    await expect(tabScrollArea(canvasElement)).not.toHaveAttribute('data-overflow-end');
    await expect(within(canvas.getByRole('tabpanel')).getByRole('heading', { name: 'Priya Raman' })).toBeVisible();
    // The scrollbar has hidden again (600 ms after scrolling stopped), so the picture is stable.
    await waitFor(() => expect(canvasElement.querySelector('.ml-scroll-area__scrollbar')).toBeNull(), { timeout: 3000 });
  },
};
