import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getGetHedgingPolicyMockHandler, getProposeHedgingPolicyMockHandler, getSaveHedgingPolicyMockHandler } from '@generated/api/hedging-policy/hedging-policy.msw';
import type { HedgingPolicy } from '@generated/model/hedgingPolicy';
import { HedgingPolicyPage } from '@/features/hedging-policy/components/hedging-policy-page';

import { failWith, never } from '../kit/api-responses';
import { viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { ADOPTED, DESK, LONG_HISTORY, NO_ADMIN, NOT_ADOPTED, READ_ONLY, WITH_PROPOSAL } from './hedging-policy-fixtures';

const handlers = (policy: HedgingPolicy) => [
  getGetHedgingPolicyMockHandler({ data: policy }),
  getSaveHedgingPolicyMockHandler({ data: policy }),
  getProposeHedgingPolicyMockHandler({ data: policy }),
];

const meta = {
  title: 'Settings/Hedging policy',
  component: HedgingPolicyPage,
  loaders: [decodeFormIcons],
  parameters: {
    route: '/app/market-lens/100234/settings/hedging-policy',
    path: '/app/market-lens/:accountId?/settings/hedging-policy',
    msw: { handlers: handlers(NOT_ADOPTED) },
  },
  decorators: [withPortalSession({ role: 'admin' }), withPageFrame],
} satisfies Meta<typeof HedgingPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded state, as the company's admin sees it: the default staircase, not adopted, editable. */
export const NotAdopted: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not adopted', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adopt version 1' })).toBeEnabled();
    await expect(canvas.getByLabelText('Band 3: floor in per cent')).toHaveValue('30');
    await expect(canvas.getByRole('button', { name: 'Save as version 2' })).toBeVisible();
  },
};

export const Adopted: Story = {
  parameters: { msw: { handlers: handlers(ADOPTED) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Adopted', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Adopt version/ })).toBeNull();
  },
};

/** A floor typed below a farther band's, and a ceiling below its floor: each says why under its cell, as typed. */
export const EditingWithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const floor = await canvas.findByLabelText('Band 4: floor in per cent', {}, { timeout: 10_000 });
    await userEvent.clear(floor);
    await userEvent.type(floor, '20');
    const ceiling = canvas.getByLabelText('Band 2: ceiling in per cent');
    await userEvent.clear(ceiling);
    await userEvent.type(ceiling, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as version 2' }));
    await expect(await canvas.findByText('Floors may not fall as delivery nears: 20 % is below the 30 % of 6–12 months.')).toBeVisible();
    await expect(canvas.getByText('The ceiling (5 %) must not be below the floor (10 %).')).toBeVisible();
    await expect(canvas.getByText('Say why, in at least 5 characters.')).toBeVisible();
    await expect(floor).toHaveAttribute('aria-invalid', 'true');
    await expect(floor).toHaveValue('20');
  },
};

/** The desk's proposal waits for the admin: its bands, who and why, accept or reject with a reason. */
export const PendingProposal: Story = {
  parameters: { msw: { handlers: handlers(WITH_PROPOSAL) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The desk proposes a new policy', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept proposal' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Reject proposal' })).toBeEnabled();
  },
};

/** A buyer reads the policy and is told who may change it. */
export const ReadOnly: Story = {
  decorators: [withPortalSession()],
  parameters: { msw: { handlers: handlers(READ_ONLY) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Only the company's admin can change this policy: Fiona MacLeod.", {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A company without an admin user: whom to ask instead. */
export const ReadOnlyNoAdmin: Story = {
  decorators: [withPortalSession()],
  parameters: { msw: { handlers: handlers({ ...NO_ADMIN, pendingProposal: WITH_PROPOSAL.pendingProposal }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/none is set up yet: ask your account manager/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText("Waiting for the company's admin to accept or reject it.")).toBeVisible();
  },
};

/** The desk edits bands to propose them; it never saves or adopts. */
export const DeskProposing: Story = {
  decorators: [withPortalSession({ role: 'nbs_admin' })],
  parameters: { msw: { handlers: handlers(DESK) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The policy belongs to the customer: your proposal applies when their admin accepts it.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Propose a policy' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Adopt version/ })).toBeNull();
  },
};

/** Every version with who, when and why; one came from the desk's proposal. */
export const History: Story = {
  decorators: [withPortalSession()],
  parameters: { msw: { handlers: handlers(LONG_HISTORY) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Proposed by Sam Okafor: Quarterly review: a three-step staircase suits your budget cycle', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Why: Back to five steps after the budget round')).toBeVisible();
  },
};

/** View-as is read-only: the save is disabled and says why. */
export const ViewAs: Story = {
  decorators: [withPortalSession({ role: 'admin', viewAs: { isViewAsMode: true, viewAsUser: viewedUser } })],
  parameters: { msw: { handlers: handlers(DESK) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Propose a policy' }, { timeout: 10_000 })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getGetHedgingPolicyMockHandler(never)] } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getGetHedgingPolicyMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The server could not complete the request.');
  },
};

export const NoContract: Story = {
  parameters: { msw: { handlers: [getGetHedgingPolicyMockHandler(failWith(404, 'This account has no contract for Power base UK, so it has no hedging policy'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('This account has no contract for Power base UK');
  },
};

/** At phone width the bands still edit in place, and nothing is clipped. */
export const Phone: Story = {
  globals: mobile,
  parameters: { msw: { handlers: handlers(WITH_PROPOSAL) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByLabelText('Band 1: floor in per cent', {}, { timeout: 10_000 })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
