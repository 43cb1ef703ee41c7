import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { TermsPage } from '@/features/terms/components/terms-page';
import { TermsSessionProvider, type TermsSession } from '@/features/terms/hooks/terms-session';
import { ViewAsFrame } from '@/app/protected/protected-layout';
import { ViewAsProvider, type ViewAsSession } from '@/lib/portal-session';

function withTerms(overrides: Partial<TermsSession>): Decorator {
  const session: TermsSession = {
    status: 'notAccepted',
    termsAcceptedDate: null,
    error: null,
    accept: fn().mockName('accept'),
    retry: fn().mockName('retry'),
    markViewed: fn().mockName('markViewed'),
    ...overrides,
  };
  return function TermsDecorator(Story) {
    return (
      <TermsSessionProvider value={session}>
        <main className="container py-4">
          <Story />
        </main>
      </TermsSessionProvider>
    );
  };
}

/** /app/market-lens/terms with the accept action, which records termsAcceptedDate on the server. */
const meta = {
  title: 'App/Terms page',
  component: TermsPage,
  parameters: { route: '/app/market-lens/terms', visual: { fullPage: false } },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const acceptSpy = fn().mockName('accept');

export const Idle: Story = {
  decorators: [withTerms({ accept: acceptSpy })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(acceptSpy).toHaveBeenCalled();
  },
};

export const Accepting: Story = {
  decorators: [withTerms({ status: 'accepting' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Accepting/ })).toBeDisabled();
  },
};

export const AcceptFailed: Story = {
  decorators: [withTerms({ status: 'acceptFailed', error: new Error('Network Error') })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your acceptance could not be recorded. Network Error');
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};

export const StatusLoadError: Story = {
  decorators: [withTerms({ status: 'error', error: new Error('Request failed with status code 503') })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const AlreadyAccepted: Story = {
  decorators: [withTerms({ status: 'accepted', termsAcceptedDate: '2025-03-14T09:26:41Z' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have accepted these terms and conditions.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue to Market Lens' })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withTerms({ status: 'loading' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the terms status');
  },
};

const viewingAsEwan: ViewAsSession = {
  isViewAsMode: true,
  viewAsUser: { id: 'ml|1010', name: 'Ewan Stewart', companyIds: ['74001'], multiCompanyGroupId: null, marketLensUserData: { role: 'general' } },
  originalUserId: 'ml|1005',
  enter: fn().mockName('viewAs.enter'),
  exit: fn().mockName('viewAs.exit'),
};

const acceptWhileViewing = fn().mockName('accept');

/** While viewing as a user who has not accepted the terms: Accept is disabled, and the page says why. */
export const ViewingAs: Story = {
  decorators: [
    withTerms({ accept: acceptWhileViewing }),
    (Story) => (
      <ViewAsProvider value={viewingAsEwan}>
        <ViewAsFrame>
          <Story />
        </ViewAsFrame>
      </ViewAsProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const accept = canvas.getByRole('button', { name: 'Accept' });
    await expect(accept).toBeDisabled();
    await expect(accept).toHaveAccessibleDescription(
      'You are viewing Market Lens as another user. Viewing as is read-only, so changes are disabled.',
    );
    await expect(canvas.getByRole('button', { name: 'Exit View As' })).toBeVisible();
    await expect(acceptWhileViewing).not.toHaveBeenCalled();
  },
};
