import type { Meta, StoryObj } from '@storybook/react-vite';
import Table from 'react-bootstrap/Table';
import { expect } from 'storybook/test';

import { SkeletonCard, SkeletonTableRows, SkeletonText } from '@/components/ui/skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: SkeletonText,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SkeletonText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  args: { lines: 4 },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Card: Story = {
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <SkeletonCard lines={3} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

export const TableRows: Story = {
  render: () => (
    <Table>
      <caption className="visually-hidden">Orders</caption>
      <thead>
        <tr>
          <th scope="col">Trade index</th>
          <th scope="col">Delivery period</th>
          <th scope="col">Volume</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <SkeletonTableRows rows={5} columns={4} />
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};
