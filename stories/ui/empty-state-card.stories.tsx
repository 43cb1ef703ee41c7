import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { EmptyStateCard } from '@/components/ui/empty-state-card';

const meta = {
  title: 'UI/Empty state card',
  component: EmptyStateCard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmptyStateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'None found.' })).toBeVisible();
    await expect(canvas.getByText('Please add some items to see them here.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const CustomTitle: Story = {
  args: { title: 'No price alerts yet.', text: 'Set an alert to hear when a closing price crosses your target.' },
};

export const WithLink: Story = {
  args: {
    title: 'No orders yet.',
    text: 'Orders you place appear here with their status.',
    link: { to: '/app/market-lens/orders/add-new', label: 'Place an order' },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Place an order' })).toHaveAttribute(
      'href',
      '/app/market-lens/orders/add-new',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Place an order' }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent('/app/market-lens/orders/add-new');
  },
};
