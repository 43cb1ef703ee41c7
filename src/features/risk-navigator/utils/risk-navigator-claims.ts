import { env } from '@/config/env';

/**
 * The Risk Navigator claims the identity provider puts in the ID token, under their own
 * namespace (docs/risk-navigator.md): the Risk Navigator role the user holds and the
 * accounts whose support alerts they may open. The SPA reads them from the SDK's user.
 */
export const RISK_NAVIGATOR_CLAIM = 'https://risk-navigator.market-lens.local/claims';

export const RISK_NAVIGATOR_ROLES = ['viewer', 'manager', 'desk'] as const;
export type RiskNavigatorRole = (typeof RISK_NAVIGATOR_ROLES)[number];

export interface RiskNavigatorClaims {
  role: RiskNavigatorRole;
  /** The accounts the user holds in Risk Navigator. */
  accounts: string[];
  /** The desk holds every account (it is bound to none). */
  allAccounts: boolean;
}

export const RISK_NAVIGATOR_ROLE_LABELS: Record<RiskNavigatorRole, string> = {
  viewer: 'Viewer',
  manager: 'Manager',
  desk: 'Optimisation desk',
};

const isRole = (value: unknown): value is RiskNavigatorRole => RISK_NAVIGATOR_ROLES.includes(value as RiskNavigatorRole);

/**
 * The claims of an ID-token user (the SDK's `user`), or null when the token has none or
 * they are malformed — which grants nothing.
 */
export function readRiskNavigatorClaims(user: unknown): RiskNavigatorClaims | null {
  if (!user || typeof user !== 'object') return null;
  const claim = (user as Record<string, unknown>)[RISK_NAVIGATOR_CLAIM];
  if (!claim || typeof claim !== 'object') return null;
  const { role, accounts, allAccounts } = claim as Record<string, unknown>;
  if (!isRole(role) || !Array.isArray(accounts) || !accounts.every((id): id is string => typeof id === 'string')) return null;
  return { role, accounts, allAccounts: allAccounts === true };
}

/** Whether the claims let the user open the support alerts of this account. */
export function holdsAccount(claims: RiskNavigatorClaims | null, accountId: string): boolean {
  if (!claims) return false;
  return claims.allAccounts || claims.accounts.includes(accountId);
}

/** The portal's risk-navigator route of an account. */
export function supportAlertsPath(accountId: string): string {
  return `/app/risk-navigator/${encodeURIComponent(accountId)}/support/alerts`;
}

/** The same page in the Risk Navigator app itself (RISK_NAVIGATOR_URL). */
export function riskNavigatorAlertsUrl(accountId: string): string {
  return `${env.riskNavigatorUrl.replace(/\/+$/, '')}/${encodeURIComponent(accountId)}/support/alerts`;
}
