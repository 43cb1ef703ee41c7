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

describe('accountContactsParams: accounts/contacts?accountId&isMultiCompany=true (docs/interpretations.md)', () => {
  const account = (id: string): Account => ({ id, name: id, purchasingGroupId: '1', PrimaryCompany: null, ParentCompany: null, primaryCompanyId: null, parentCompanyId: null });
  const profile = { defaultAccountId: '200', isMultiCompany: false } as UserProfile;
  const multiCompany = { ...profile, isMultiCompany: true } as UserProfile;

  it('does not load for the general role or without accounts', () => {
    expect(accountContactsParams({ role: 'general', accounts: [account('100')], activeAccount: account('100'), profile })).toBeNull();
    expect(accountContactsParams({ role: 'general', accounts: [account('100')], activeAccount: null, profile: multiCompany })).toBeNull();
    expect(accountContactsParams({ role: 'admin', accounts: [], activeAccount: null, profile })).toBeNull();
    expect(accountContactsParams({ role: 'nbs_admin', accounts: [], activeAccount: null, profile })).toBeNull();
  });

  it('always sends isMultiCompany=true, as the call is written', () => {
    for (const role of ['admin', 'nbs_admin'] as const) {
      for (const who of [profile, multiCompany]) {
        expect(accountContactsParams({ role, accounts: [account('100')], activeAccount: account('100'), profile: who })?.isMultiCompany).toBe(true);
      }
    }
  });

  it('a one-company admin asks for their default account, whatever the URL holds', () => {
    expect(accountContactsParams({ role: 'admin', accounts: [account('100')], activeAccount: account('100'), profile })).toEqual({ accountId: '200', isMultiCompany: true });
    expect(accountContactsParams({ role: 'admin', accounts: [account('100')], activeAccount: null, profile })).toEqual({ accountId: '200', isMultiCompany: true });
  });

  it('a multi-company admin asks for the active account, else their default', () => {
    expect(accountContactsParams({ role: 'admin', accounts: [account('100')], activeAccount: account('100'), profile: multiCompany })).toEqual({
      accountId: '100',
      isMultiCompany: true,
    });
    expect(accountContactsParams({ role: 'admin', accounts: [account('100')], activeAccount: null, profile: multiCompany })).toEqual({
      accountId: '200',
      isMultiCompany: true,
    });
  });

  it('falls back to the first account when there is no default account', () => {
    const noDefault = { ...profile, defaultAccountId: null } as unknown as UserProfile;
    expect(accountContactsParams({ role: 'admin', accounts: [account('100'), account('101')], activeAccount: null, profile: noDefault })).toEqual({
      accountId: '100',
      isMultiCompany: true,
    });
  });

  it('nbs_admin asks for the active account, or for every account without one', () => {
    expect(accountContactsParams({ role: 'nbs_admin', accounts: [account('100')], activeAccount: account('100'), profile })).toEqual({ accountId: '100', isMultiCompany: true });
    expect(accountContactsParams({ role: 'nbs_admin', accounts: [account('100')], activeAccount: null, profile })).toEqual({ isMultiCompany: true });
  });
});
