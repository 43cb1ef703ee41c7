import type { Account } from '@generated/model/account';
import type { UserProfile } from '@generated/model/userProfile';

/** Fixed data for the session tests (shaped like the seed: Harbour Group, three accounts). */
export const HARBOUR_ACCOUNTS: Account[] = [
  { id: '52001', name: 'Harbour Foods Ltd', purchasingGroupId: '8801', PrimaryCompany: 'Harbour Foods Ltd', ParentCompany: 'Harbour Group plc', primaryCompanyId: '72001', parentCompanyId: '72000' },
  { id: '52002', name: 'Harbour Logistics Ltd', purchasingGroupId: '8802', PrimaryCompany: null, ParentCompany: 'Harbour Group plc', primaryCompanyId: null, parentCompanyId: '72000' },
  { id: '52003', name: 'Harbour Estates', PrimaryCompany: 'Harbour Estates', ParentCompany: null, primaryCompanyId: '72003', parentCompanyId: null },
];

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'ml|1002',
    hsId: '1002',
    email: 'procurement@harbour-group.co.uk',
    email_verified: true,
    firstname: 'Rajesh',
    lastname: 'Patel',
    role: 'general',
    defaultAccountId: '52001',
    isMultiCompany: true,
    termsAcceptedDate: '2025-03-14T09:26:41Z',
    accountStatus: 'accountApproved',
    companyIds: ['72001', '72002', '72003'],
    productIds: ['52001', '52002', '52003'],
    multiCompanyGroupId: '9001',
    mobilePhone: null,
    ...overrides,
  };
}
