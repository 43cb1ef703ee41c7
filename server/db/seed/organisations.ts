/**
 * Companies, accounts, users, permissions and account managers of the seed. A scale replica
 * r > 0 copies every customer company with ids shifted by r * REPLICA_OFFSET and e-mail
 * domains suffixed with `-r`, so scaled data never collides with the demo logins.
 */
import type { AccountStatus } from '../../../generated/model/accountStatus';
import { PermissionName } from '../../../generated/model/permissionName';
import type { Role } from '../../../generated/model/role';
import { DEMO_USERS, type DemoUserStatus } from './demo-users';

export const REPLICA_OFFSET = 100_000;

/** The catalogue's description of each of the contract's permissions (a missing one fails the typecheck). */
const PERMISSION_DESCRIPTIONS: Record<PermissionName, string> = {
  'view:orders': 'View and place orders and transactions',
  'view:price_alerts': 'View and manage price alerts',
  'view:user_files': 'View the account files and reports',
  'view:closing_prices': 'View the closing prices',
};
export const PERMISSIONS: { name: PermissionName; description: string }[] = Object.values(PermissionName).map((name) => ({
  name,
  description: PERMISSION_DESCRIPTIONS[name],
}));
const ALL_PERMISSIONS = PERMISSIONS.map((p) => p.name);

export const DESK_COMPANY_ID = '79001';

interface CompanySeed {
  id: number;
  name: string;
  ownerIds: string[];
}
interface AccountSeed {
  id: number;
  name: string;
  /** Digits (a CRM id); null = multi-purchase. */
  purchasingGroupId: number | null;
  primaryCompanyId: number;
  parentCompanyId: number | null;
}
interface UserSeed {
  hsId: number;
  email: string;
  firstname: string;
  lastname: string;
  mobilePhone: string | null;
  companyIds: number[];
  /** account id → permissions on it */
  accounts: [number, PermissionName[]][];
  multiCompanyGroupId?: number;
}

const CUSTOMER_COMPANIES: CompanySeed[] = [
  { id: 71001, name: 'Northwind Foods Ltd', ownerIds: ['9001', '9002'] },
  { id: 72001, name: 'Harbour Holdings plc', ownerIds: ['9003', '9004', '9005'] },
  { id: 72002, name: 'Harbour Logistics Ltd', ownerIds: ['9003', '9004'] },
  { id: 72003, name: 'Harbour Cold Store Ltd', ownerIds: ['9003'] },
  { id: 73001, name: 'Pennine Retail Parks Ltd', ownerIds: ['9006'] },
  { id: 74001, name: 'Caledonia Hotels Ltd', ownerIds: ['9002'] },
  { id: 75001, name: 'Severn Valley Plastics Ltd', ownerIds: [] },
];

const ACCOUNTS: AccountSeed[] = [
  { id: 51001, name: 'Northwind Foods', purchasingGroupId: 7001, primaryCompanyId: 71001, parentCompanyId: null },
  { id: 52001, name: 'Harbour Logistics', purchasingGroupId: 7002, primaryCompanyId: 72002, parentCompanyId: 72001 },
  { id: 52002, name: 'Harbour Cold Store', purchasingGroupId: 7003, primaryCompanyId: 72003, parentCompanyId: 72001 },
  { id: 52003, name: 'Harbour Holdings Head Office', purchasingGroupId: 7004, primaryCompanyId: 72001, parentCompanyId: null },
  { id: 53001, name: 'Pennine Retail Parks', purchasingGroupId: null, primaryCompanyId: 73001, parentCompanyId: null },
  { id: 54001, name: 'Caledonia Hotels', purchasingGroupId: 7005, primaryCompanyId: 74001, parentCompanyId: null },
  { id: 55001, name: 'Severn Valley Plastics', purchasingGroupId: 7006, primaryCompanyId: 75001, parentCompanyId: null },
];

const HARBOUR = [72001, 72002, 72003];

/** Keyed by demo e-mail; the role and status come from DEMO_USERS. */
const USERS: UserSeed[] = [
  { hsId: 1001, email: 'buyer@northwind-foods.co.uk', firstname: 'Olivia', lastname: 'Bennett', mobilePhone: '07700 900101', companyIds: [71001], accounts: [[51001, ALL_PERMISSIONS]] },
  {
    hsId: 1002, email: 'procurement@harbour-group.co.uk', firstname: 'Rajesh', lastname: 'Patel', mobilePhone: '07700 900102', companyIds: HARBOUR,
    accounts: [[52001, ALL_PERMISSIONS], [52002, ['view:orders', 'view:closing_prices']], [52003, ['view:closing_prices', 'view:user_files']]],
    multiCompanyGroupId: 8001,
  },
  { hsId: 1003, email: 'energy@pennine-retail.co.uk', firstname: 'Gareth', lastname: 'Hughes', mobilePhone: null, companyIds: [73001], accounts: [[53001, ALL_PERMISSIONS]] },
  {
    hsId: 1004, email: 'admin@harbour-group.co.uk', firstname: 'Fiona', lastname: 'MacLeod', mobilePhone: '07700 900104', companyIds: HARBOUR,
    accounts: [[52001, ALL_PERMISSIONS], [52002, ALL_PERMISSIONS], [52003, ALL_PERMISSIONS]], multiCompanyGroupId: 8001,
  },
  { hsId: 1005, email: 'desk@market-lens.co.uk', firstname: 'Sam', lastname: 'Okafor', mobilePhone: '020 7946 0321', companyIds: [79001], accounts: [] },
  { hsId: 1006, email: 'new.starter@caledonia-hotels.co.uk', firstname: 'Isla', lastname: 'Fraser', mobilePhone: null, companyIds: [74001], accounts: [[54001, []]] },
  { hsId: 1007, email: 'former.buyer@severn-plastics.co.uk', firstname: 'Derek', lastname: 'Price', mobilePhone: null, companyIds: [75001], accounts: [[55001, []]] },
  { hsId: 1008, email: 'applicant@caledonia-hotels.co.uk', firstname: 'Callum', lastname: 'Reid', mobilePhone: null, companyIds: [74001], accounts: [] },
  { hsId: 1009, email: 'unverified@severn-plastics.co.uk', firstname: 'Megan', lastname: 'Lloyd', mobilePhone: null, companyIds: [75001], accounts: [[55001, ALL_PERMISSIONS]] },
  { hsId: 1010, email: 'finance@caledonia-hotels.co.uk', firstname: 'Ewan', lastname: 'Stewart', mobilePhone: '07700 900110', companyIds: [74001], accounts: [[54001, ALL_PERMISSIONS]] },
  { hsId: 1011, email: 'sole.trader@no-company.co.uk', firstname: 'Priya', lastname: 'Shah', mobilePhone: null, companyIds: [], accounts: [] },
  { hsId: 1012, email: 'buyer@caledonia-hotels.co.uk', firstname: 'Alasdair', lastname: 'Grant', mobilePhone: '07700 900112', companyIds: [74001], accounts: [[54001, ALL_PERMISSIONS]] },
  // Harbour's second authorised person: approves the buyer's orders above his trade authority (seed/trade-authority.ts).
  {
    hsId: 1013, email: 'finance@harbour-group.co.uk', firstname: 'Morag', lastname: 'Keane', mobilePhone: '07700 900113', companyIds: HARBOUR,
    accounts: [[52001, ALL_PERMISSIONS], [52002, ['view:orders', 'view:closing_prices']]], multiCompanyGroupId: 8001,
  },
];

/**
 * Users the seed gives no inbox history: added after the rest, they draw nothing from the PRNG,
 * so every other row of the seed stays as it was.
 */
const WITHOUT_SEED_MESSAGES = new Set([1013]);
export const hasSeedMessages = (userId: string): boolean => !WITHOUT_SEED_MESSAGES.has(Number(userId.replace(/^ml\|/, '')) % REPLICA_OFFSET);

export const OWNERS = [
  { id: '9001', first_name: 'Hannah', last_name: 'Whitfield', job_title: 'Senior Account Manager', company_phone: '020 7946 0400', email: 'hannah.whitfield@market-lens.co.uk', profile_picture_url: null },
  { id: '9002', first_name: 'Tom', last_name: 'Ashworth', job_title: 'Energy Trading Analyst', company_phone: '020 7946 0401', email: 'tom.ashworth@market-lens.co.uk', profile_picture_url: null },
  { id: '9003', first_name: 'Aisha', last_name: 'Rahman', job_title: 'Key Account Director', company_phone: '020 7946 0402', email: 'aisha.rahman@market-lens.co.uk', profile_picture_url: null },
  { id: '9004', first_name: 'Liam', last_name: "O'Connor", job_title: null, company_phone: null, email: 'liam.oconnor@market-lens.co.uk', profile_picture_url: null },
  { id: '9005', first_name: null, last_name: null, job_title: null, company_phone: '020 7946 0404', email: null, profile_picture_url: null },
  { id: '9006', first_name: 'Charlotte', last_name: 'Evans', job_title: 'Account Manager', company_phone: '020 7946 0405', email: 'charlotte.evans@market-lens.co.uk', profile_picture_url: null },
];

function statusFields(status: DemoUserStatus, termsDate: Date) {
  const base = { email_verified: true, account_status: 'accountApproved' as AccountStatus, terms_accepted_date: termsDate as Date | null };
  switch (status) {
    case 'approved':
      return base;
    case 'registered':
    case 'noCompany':
      return { ...base, account_status: 'registered' as AccountStatus };
    case 'revoked':
      return { ...base, account_status: 'revoked' as AccountStatus };
    case 'rejected':
      return { ...base, account_status: 'rejected' as AccountStatus };
    case 'emailNotVerified':
      return { ...base, email_verified: false };
    case 'termsNotAccepted':
      return { ...base, terms_accepted_date: null };
  }
}

const shift = (id: number, replica: number) => String(id + replica * REPLICA_OFFSET);
const replicaEmail = (email: string, replica: number) =>
  replica === 0 ? email : email.replace(/\.co\.uk$/, `-${replica}.co.uk`);

export interface OrganisationRows {
  companies: { id: string; name: string }[];
  companyOwners: { company_id: string; owner_id: string; position: number }[];
  accounts: { id: string; name: string; purchasing_group_id: string | null; primary_company_id: string; parent_company_id: string | null }[];
  users: {
    id: string; hs_id: string; email: string; password_hash: string; firstname: string; lastname: string;
    mobile_phone: string | null; role: Role; email_verified: boolean; account_status: AccountStatus;
    terms_accepted_date: Date | null; is_multi_company: boolean; multi_company_group_id: string | null;
    default_account_id: string | null; created_at: Date;
  }[];
  userCompanies: { user_id: string; company_id: string }[];
  userAccounts: { user_id: string; account_id: string; position: number }[];
  userAccountPermissions: { user_id: string; account_id: string; permission: PermissionName }[];
}

/** Rows of one replica (0 = the demo data itself; the desk company only exists once). */
export function organisationRows(replica: number, passwordHash: string, referenceDate: Date): OrganisationRows {
  const rows: OrganisationRows = { companies: [], companyOwners: [], accounts: [], users: [], userCompanies: [], userAccounts: [], userAccountPermissions: [] };
  const suffix = replica === 0 ? '' : ` (${replica})`;
  for (const company of CUSTOMER_COMPANIES) {
    rows.companies.push({ id: shift(company.id, replica), name: company.name + suffix });
    company.ownerIds.forEach((ownerId, position) => rows.companyOwners.push({ company_id: shift(company.id, replica), owner_id: ownerId, position }));
  }
  if (replica === 0) rows.companies.push({ id: DESK_COMPANY_ID, name: 'Market Lens Optimisation Desk' });
  for (const account of ACCOUNTS) {
    rows.accounts.push({
      id: shift(account.id, replica),
      name: account.name + suffix,
      purchasing_group_id: account.purchasingGroupId === null ? null : shift(account.purchasingGroupId, replica),
      primary_company_id: shift(account.primaryCompanyId, replica),
      parent_company_id: account.parentCompanyId === null ? null : shift(account.parentCompanyId, replica),
    });
  }
  const day = 86_400_000;
  for (const [index, user] of USERS.entries()) {
    const demo = DEMO_USERS.find((candidate) => candidate.email === user.email);
    if (!demo) throw new Error(`${user.email} is not in DEMO_USERS`);
    if (replica > 0 && demo.role === 'nbs_admin') continue;
    const id = `ml|${shift(user.hsId, replica)}`;
    const accountIds = user.accounts.map(([accountId]) => shift(accountId, replica));
    const companyIds = user.companyIds.map((companyId) => (companyId === 79001 ? DESK_COMPANY_ID : shift(companyId, replica)));
    rows.users.push({
      id,
      hs_id: shift(user.hsId, replica),
      email: replicaEmail(user.email, replica),
      password_hash: passwordHash,
      firstname: user.firstname,
      lastname: user.lastname,
      mobile_phone: user.mobilePhone,
      role: demo.role,
      ...statusFields(demo.status, new Date(referenceDate.getTime() - (200 - index * 7) * day)),
      is_multi_company: user.companyIds.length > 1,
      multi_company_group_id: user.multiCompanyGroupId ? shift(user.multiCompanyGroupId, replica) : null,
      default_account_id: accountIds[0] ?? null,
      created_at: new Date(referenceDate.getTime() - (400 - index * 11) * day),
    });
    for (const companyId of companyIds) rows.userCompanies.push({ user_id: id, company_id: companyId });
    user.accounts.forEach(([accountId, permissions], position) => {
      const account = shift(accountId, replica);
      rows.userAccounts.push({ user_id: id, account_id: account, position });
      for (const permission of permissions) rows.userAccountPermissions.push({ user_id: id, account_id: account, permission });
    });
  }
  return rows;
}
