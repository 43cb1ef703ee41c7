import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { ErrorFallback } from '@/components/ui/error-fallback';

const meta = {
  title: 'UI/Error fallback',
  component: ErrorFallback,
  parameters: { route: '/app/market-lens/orders' },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithError: Story = {
  args: { error: new Error('Request failed with status code 500') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Whoops, something went wrong.' })).toBeVisible();
    await expect(canvas.getByText('Request failed with status code 500')).toBeVisible();
  },
};

export const WithString: Story = {
  args: { error: 'The price feed is not available.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The price feed is not available.')).toBeVisible();
  },
};

/** A thrown value with no message: the heading and the way home still show. */
export const WithoutMessage: Story = {
  args: { error: 42 },
};

/** Home resets the boundary and goes to the dashboard. */
export const HomeResetsAndNavigates: Story = {
  args: { error: new Error('Cannot read properties of undefined'), onReset: fn().mockName('onReset') },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent('/app/market-lens/dashboard');
  },
};

function BrokenScreen(): never {
  throw new Error('Position overview could not be drawn');
}

/** Caught by the app's route error boundary (around every route, and around the portal's pages). */
export const CaughtByTheRouteBoundary: Story = {
  args: { error: null },
  parameters: { route: '/app/market-lens/position-overview' },
  render: () => (
    <RouteErrorBoundary resetKey="position-overview">
      <BrokenScreen />
    </RouteErrorBoundary>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Position overview could not be drawn')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/market-lens/dashboard');
  },
};

/** Outside any router (a boundary above the app's router): a plain link reloads the app. */
export const OutsideRouter: Story = {
  args: { error: new Error('Failed to fetch dynamically imported module') },
  parameters: { router: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/market-lens/dashboard');
  },
};
