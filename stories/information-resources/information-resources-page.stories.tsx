import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getListInformationResourcesMockHandler } from '@generated/api/information-resources/information-resources.msw';
import { InformationResourcesPage } from '@/features/information-resources/components/information-resources-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { informationResources } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const meta = {
  title: 'Information resources/Information resources',
  component: InformationResourcesPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: { route: '/app/market-lens/information-resources', msw: { handlers: [getListInformationResourcesMockHandler({ data: informationResources })] } },
} satisfies Meta<typeof InformationResourcesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: /Glossary of wholesale energy terms/ }, SLOW);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [getListInformationResourcesMockHandler(never)] } } };

export const Empty: Story = {
  parameters: { msw: { handlers: [getListInformationResourcesMockHandler({ data: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no information resources yet.', {}, SLOW)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getListInformationResourcesMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There was an error loading data. Please try again later.', {}, SLOW)).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobile, play: Loaded.play };
