import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { env } from '@/config/env';
import { SupportAlertsPage } from '@/features/risk-navigator/components/support-alerts-page';
import type { RiskNavigatorClaims } from '@/features/risk-navigator/utils/risk-navigator-claims';

import { secondAccount, singleAccount, viewedUser, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';

/**
 * /app/risk-navigator/{accountId}/support/alerts (docs/risk-navigator.md): the hand-over to
 * the Risk Navigator app's support alerts of one account, allowed by the ID token's Risk
 * Navigator claims.
 */
const viewer: RiskNavigatorClaims = { role: 'viewer', accounts: [singleAccount.id, secondAccount.id], allAccounts: false };

const meta = {
  title: 'Risk Navigator/Risk Navigator support alerts',
  component: SupportAlertsPage,
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession({ accounts: [singleAccount, secondAccount] })],
  parameters: {
    route: `/app/risk-navigator/${singleAccount.id}/support/alerts`,
    path: '/app/risk-navigator/:accountId/support/alerts',
  },
  args: { claims: viewer },
} satisfies Meta<typeof SupportAlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user holds the account: its name, their role, and the way into Risk Navigator. */
export const HoldsAccount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support alerts' })).toBeVisible();
    await expect(canvas.getByText(`Northwind Foods - 7001 · account ${singleAccount.id}`)).toBeVisible();
    await expect(canvas.getByText('Viewer')).toBeVisible();
    const open = canvas.getByRole('link', { name: /Open support alerts in Risk Navigator/ });
    await expect(open).toHaveAttribute('href', `${env.riskNavigatorUrl}/${singleAccount.id}/support/alerts`);
    await expect(open).toHaveAttribute('target', '_blank');
  },
};

/** The desk holds every account. */
export const Desk: Story = {
  args: { claims: { role: 'desk', accounts: [], allAccounts: true } },
  decorators: [withPortalSession({ role: 'nbs_admin', accounts: [singleAccount, secondAccount] })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Optimisation desk')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Open support alerts in Risk Navigator/ })).toBeVisible();
  },
};

/** An account the claims do not hold: refused, with the accounts the user does hold. */
export const NoAccess: Story = {
  args: { claims: { role: 'viewer', accounts: [secondAccount.id], allAccounts: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No Risk Navigator access to this account' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Open support alerts/ })).not.toBeInTheDocument();
    const other = canvas.getByRole('link', { name: 'Northwind Logistics - 7002' });
    await expect(other).toHaveAttribute('href', `/app/risk-navigator/${secondAccount.id}/support/alerts`);
    // The same page for the account they hold: handed over.
    await userEvent.click(other);
    await expect(await canvas.findByText(`Northwind Logistics - 7002 · account ${secondAccount.id}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Open support alerts in Risk Navigator/ })).toBeVisible();
  },
};

/** An ID token without Risk Navigator claims (e.g. a tenant that does not issue them) grants nothing. */
export const NoClaims: Story = {
  args: { claims: null },
  parameters: { route: '/app/risk-navigator/99999/support/alerts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Account 99999')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No Risk Navigator access to this account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/app/market-lens/dashboard');
  },
};

/** The claims are the signed-in admin's: nothing to show as the viewed user. */
export const WhileViewingAs: Story = {
  decorators: [withPortalSession({ accounts: [singleAccount], viewAs: { isViewAsMode: true, viewAsUser: viewedUser, originalUserId: 'ml|1005' } })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Not available while viewing as' })).toBeVisible();
    await expect(canvas.getByText(/cannot be shown as Jordan Patel/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Open support alerts/ })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: mobile,
};
