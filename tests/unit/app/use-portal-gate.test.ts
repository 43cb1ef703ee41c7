// Which account a protected page is on (src/app/session/use-portal-gate.ts): the profile's
// expectation before the accounts load, and the account once they have.
import { describe, expect, it } from 'vitest';

import { expectedAccountId, resolveActiveAccount } from '@/app/session/use-portal-gate';

import { HARBOUR_ACCOUNTS, makeProfile } from './portal-fixtures';

const single = makeProfile({ isMultiCompany: false, defaultAccountId: '52002' });
const multi = makeProfile({ isMultiCompany: true });
const [foods, logistics] = HARBOUR_ACCOUNTS;

describe('expectedAccountId', () => {
  it("is the URL's account, whoever the user is", () => {
    expect(expectedAccountId('52003', multi, true)).toBe('52003');
  });

  it("is a single-company user's default account, or their first product without one", () => {
    expect(expectedAccountId(null, single, false)).toBe('52002');
    expect(expectedAccountId(null, makeProfile({ isMultiCompany: false, defaultAccountId: null, productIds: ['52003'] }), false)).toBe('52003');
  });

  it('is unknown for a multi-company user or an admin without an account in the URL', () => {
    expect(expectedAccountId(null, multi, false)).toBeNull();
    expect(expectedAccountId(null, single, true)).toBeNull();
  });
});

describe('resolveActiveAccount', () => {
  it("is the URL's account when the user has it, and none when they do not", () => {
    expect(resolveActiveAccount(HARBOUR_ACCOUNTS, '52001', multi, false)).toBe(foods);
    expect(resolveActiveAccount(HARBOUR_ACCOUNTS, '59999', single, false)).toBeNull();
  });

  it("is a single-company user's default account", () => {
    expect(resolveActiveAccount(HARBOUR_ACCOUNTS, null, single, false)).toBe(logistics);
  });

  it('falls back to the only account of a single-company user whose default they do not have', () => {
    const stale = makeProfile({ isMultiCompany: false, defaultAccountId: '59999' });
    expect(resolveActiveAccount([foods!], null, stale, false)).toBe(foods);
    expect(resolveActiveAccount(HARBOUR_ACCOUNTS, null, stale, false)).toBeNull();
  });

  it('is none for a multi-company user or an admin until the URL names one', () => {
    expect(resolveActiveAccount([foods!], null, multi, false)).toBeNull();
    expect(resolveActiveAccount([foods!], null, single, true)).toBeNull();
  });
});
