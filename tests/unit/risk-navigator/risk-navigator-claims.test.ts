import { describe, expect, it } from 'vitest';

import {
  holdsAccount,
  readRiskNavigatorClaims,
  RISK_NAVIGATOR_CLAIM,
  riskNavigatorAlertsUrl,
  supportAlertsPath,
} from '@/features/risk-navigator/utils/risk-navigator-claims';

describe('Risk Navigator claims of the ID token (docs/risk-navigator.md)', () => {
  it('uses the namespace the identity provider issues', () => {
    expect(RISK_NAVIGATOR_CLAIM).toBe('https://risk-navigator.market-lens.local/claims');
  });

  it('reads role and accounts from the SDK user', () => {
    const user = { sub: 'ml|1001', [RISK_NAVIGATOR_CLAIM]: { role: 'viewer', accounts: ['51001'], allAccounts: false } };
    expect(readRiskNavigatorClaims(user)).toEqual({ role: 'viewer', accounts: ['51001'], allAccounts: false });
  });

  it.each([
    ['no user', null],
    ['no claim', { sub: 'ml|1001' }],
    ['an unknown role', { [RISK_NAVIGATOR_CLAIM]: { role: 'owner', accounts: [] } }],
    ['accounts that are not ids', { [RISK_NAVIGATOR_CLAIM]: { role: 'viewer', accounts: [51001] } }],
    ['no account list', { [RISK_NAVIGATOR_CLAIM]: { role: 'desk', allAccounts: true } }],
  ])('grants nothing for %s', (_case, user) => {
    const claims = readRiskNavigatorClaims(user);
    expect(claims).toBeNull();
    expect(holdsAccount(claims, '51001')).toBe(false);
  });

  it('holds only the listed accounts, or every one for the desk', () => {
    const viewer = readRiskNavigatorClaims({ [RISK_NAVIGATOR_CLAIM]: { role: 'viewer', accounts: ['51001'], allAccounts: false } });
    expect(holdsAccount(viewer, '51001')).toBe(true);
    expect(holdsAccount(viewer, '52001')).toBe(false);
    const desk = readRiskNavigatorClaims({ [RISK_NAVIGATOR_CLAIM]: { role: 'desk', accounts: [], allAccounts: true } });
    expect(holdsAccount(desk, '52001')).toBe(true);
  });

  it('builds the portal route and the Risk Navigator address of an account', () => {
    expect(supportAlertsPath('52001')).toBe('/app/risk-navigator/52001/support/alerts');
    expect(riskNavigatorAlertsUrl('52001')).toBe('https://risk-navigator.market-lens.local/52001/support/alerts');
  });
});
