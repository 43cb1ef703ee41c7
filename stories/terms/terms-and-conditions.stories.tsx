import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { TermsAndConditions } from '@/features/terms/components/terms-and-conditions';

const meta = {
  title: 'Terms/Terms and conditions',
  component: TermsAndConditions,
  parameters: { route: '/app/market-lens/terms' },
  decorators: [
    (Story) => (
      <main className="container py-4">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof TermsAndConditions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only (no accept action): what fits in the desktop viewport. */
export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  },
};

/** The whole document, to review the legal text and its typography. */
export const FullLength: Story = {
  parameters: { visual: { fullPage: true } },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      '1. About these terms',
      '2. Definitions',
      '3. Access and security',
      '4. Market Information is not advice',
      '5. Orders and trading authority',
      '6. Price alerts',
      '7. Confidentiality',
      '8. Data protection',
      '9. Availability and changes',
      '10. Liability',
      '11. Changes to these terms',
      '12. Governing law',
    ]);
  },
};

export const WithAcceptAction: Story = {
  args: { onAccept: fn().mockName('onAccept') },
  parameters: { visual: { fullPage: true } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const Accepting: Story = {
  args: { onAccept: fn().mockName('onAccept'), accepting: true },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accepting…' })).toBeDisabled();
  },
};

export const Accepted: Story = {
  args: { onAccept: fn().mockName('onAccept'), accepted: true },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have accepted these terms and conditions.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
