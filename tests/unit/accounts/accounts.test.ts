import { describe, expect, it } from 'vitest';

import { accountLabel, activeCompanyIdOf, isMultiPurchaseAccount } from '@/lib/accounts';

import { HARBOUR_ACCOUNTS } from '../app/portal-fixtures';

const [foods, logistics, estates] = HARBOUR_ACCOUNTS as [(typeof HARBOUR_ACCOUNTS)[0], (typeof HARBOUR_ACCOUNTS)[0], (typeof HARBOUR_ACCOUNTS)[0]];

describe('accounts', () => {
  it('labels an option with the purchasing group when there is one', () => {
    expect(accountLabel(foods)).toBe('Harbour Foods Ltd - 8801');
    expect(accountLabel(estates)).toBe('Harbour Estates');
  });

  it('takes the primary company, otherwise the parent, as the active company', () => {
    expect(activeCompanyIdOf(foods)).toBe('72001');
    expect(activeCompanyIdOf(logistics)).toBe('72000');
    expect(activeCompanyIdOf(null)).toBeNull();
  });

  it('treats an account without a purchasing group as multi-purchase', () => {
    expect(isMultiPurchaseAccount(estates)).toBe(true);
    expect(isMultiPurchaseAccount(foods)).toBe(false);
    expect(isMultiPurchaseAccount(null)).toBe(false);
  });
});
