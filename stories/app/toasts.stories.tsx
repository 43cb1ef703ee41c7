import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor } from 'storybook/test';

import { toast, type ToastType } from '@/lib/toast';
import { AppToastContainer } from '@/lib/toast-container';

/**
 * Shows one toast of a type on mount, in the app's container. Types: blank, error, success,
 * loading, custom; blank, error and custom last 4000 ms, success 2000 ms, loading until dismissed.
 */
function ToastDemo({ type, message }: { type: ToastType; message: string }) {
  useEffect(() => {
    const id = type === 'custom'
      ? toast.custom(
          <div>
            <strong className="d-block">Order received</strong>
            <span className="small">Buy 2 MW of Power base UK, Q1-27</span>
          </div>,
        )
      : type === 'blank'
        ? toast(message)
        : toast[type](message);
    return () => toast.dismiss(id);
  }, [type, message]);
  return <AppToastContainer />;
}

const meta = {
  title: 'App/Toasts',
  component: ToastDemo,
  parameters: { route: '/app/market-lens/dashboard' },
  args: { type: 'blank', message: 'Your settings were saved.' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows = (text: string): Story['play'] => async ({ canvasElement }) => {
  const body = canvasElement.ownerDocument.body;
  await waitFor(() => expect(body).toHaveTextContent(text));
};

export const Blank: Story = { play: shows('Your settings were saved.') };

export const Error: Story = {
  args: { type: 'error', message: 'There was an error fetching user Owners data.' },
  play: shows('There was an error fetching user Owners data.'),
};

export const Success: Story = {
  args: { type: 'success', message: 'Price alert created.' },
  play: shows('Price alert created.'),
};

export const Loading: Story = {
  args: { type: 'loading', message: 'Placing your order…' },
  play: shows('Placing your order…'),
};

export const Custom: Story = { args: { type: 'custom', message: '' }, play: shows('Order received') };
