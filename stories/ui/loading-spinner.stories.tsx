import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LoadingSpinner } from '@/components/ui/loading-spinner';

const meta = {
  title: 'UI/Loading spinner',
  component: LoadingSpinner,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoadingSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label for screen readers only. */
export const HiddenLabel: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const VisibleLabel: Story = {
  args: { label: 'Loading closing prices', visibleLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading closing prices')).toBeVisible();
  },
};

export const Centered: Story = {
  args: { label: 'Loading', visibleLabel: true, centered: true },
};

export const Small: Story = {
  args: { size: 'sm', label: 'Saving', visibleLabel: true },
};
