import { describe, expect, it } from 'vitest';

import type { Owner } from '@generated/model/owner';
import {
  NO_OWNERS,
  ownerDisplayName,
  ownerEmail,
  ownerInitials,
  ownerPhone,
  ownerTabLabel,
} from '@/features/owners/utils/owner-display';
import { accountContactsParams } from '@/features/owners/utils/account-contacts-params';
import type { Account } from '@generated/model/account';
import type { UserProfile } from '@generated/model/userProfile';

const owner = (overrides: Partial<Owner>): Owner => ({
  id: '1',
  firstName: 'Sarah',
  lastName: 'Whitfield',
  jobTitle: 'Account Manager',
  companyPhone: '+44 20 7946 0104',
  email: 'sarah@example.com',
  profilePictureUrl: null,
  ...overrides,
});

describe('owner tab label: job title, else full name, else Contact', () => {
  it.each([
    [{}, 'Account Manager'],
    [{ jobTitle: null }, 'Sarah Whitfield'],
    [{ jobTitle: '   ' }, 'Sarah Whitfield'],
    [{ jobTitle: null, lastName: null }, 'Sarah'],
    [{ jobTitle: null, firstName: null }, 'Whitfield'],
    [{ jobTitle: null, firstName: null, lastName: null }, 'Contact'],
    [{ jobTitle: '', firstName: '', lastName: ' ' }, 'Contact'],
  ] as const)('%o → %s', (overrides, label) => {
    expect(ownerTabLabel(owner(overrides))).toBe(label);
  });
});

describe('owner fallbacks', () => {
  it('uses the product texts', () => {
    const nobody = owner({ firstName: null, lastName: null, jobTitle: null, companyPhone: null, email: null });
    expect(ownerDisplayName(nobody)).toBe('Unnamed Contact');
    expect(ownerPhone(nobody)).toBe('N/A');
    expect(ownerEmail(nobody)).toBe('No email provided');
    expect(ownerInitials(nobody)).toBeNull();
  });

  it('shows known values', () => {
    expect(ownerDisplayName(owner({}))).toBe('Sarah Whitfield');
    expect(ownerPhone(owner({}))).toBe('+44 20 7946 0104');
    expect(ownerEmail(owner({}))).toBe('sarah@example.com');
    expect(ownerInitials(owner({}))).toBe('SW');
  });

  it('has the empty text with an en dash', () => {
    expect(NO_OWNERS).toBe('No Contacts Found \u2013 There is no owner information available for this contact.');
  });
});

describe('accountContactsParams (contacts only for non-general roles, once accounts exist)', () => {
  const account = (id: string): Account => ({ id, name: id, purchasingGroupId: '1', PrimaryCompany: null, ParentCompany: null, primaryCompanyId: null, parentCompanyId: null });
  const profile = { defaultAccountId: '200', isMultiCompany: false } as UserProfile;

  it('does not load for the general role or without accounts', () => {
    expect(accountContactsParams({ role: 'general', accounts: [account('100')], activeAccount: account('100'), profile })).toBeNull();
    expect(accountContactsParams({ role: 'admin', accounts: [], activeAccount: null, profile })).toBeNull();
  });

  it('uses the active account, then the default account', () => {
    expect(accountContactsParams({ role: 'admin', accounts: [account('100')], activeAccount: account('100'), profile })).toEqual({ accountId: '100' });
    expect(accountContactsParams({ role: 'admin', accounts: [account('100')], activeAccount: null, profile })).toEqual({ accountId: '200' });
  });

  it('asks nbs_admin without an active account for every account', () => {
    expect(accountContactsParams({ role: 'nbs_admin', accounts: [account('100')], activeAccount: null, profile })).toEqual({});
  });

  it('asks for the whole group for multi-company users', () => {
    expect(
      accountContactsParams({ role: 'admin', accounts: [account('100')], activeAccount: account('100'), profile: { ...profile, isMultiCompany: true } }),
    ).toEqual({ accountId: '100', isMultiCompany: true });
  });
});
