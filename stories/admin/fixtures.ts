import type { Account } from '@generated/model/account';
import type { AdminUser } from '@generated/model/adminUser';
import type { AuditLogEntry } from '@generated/model/auditLogEntry';
import type { AuditLogPage } from '@generated/model/auditLogPage';
import type { ViewAsUser } from '@generated/model/viewAsUser';

/** Fixed users, accounts and audit entries of the user-admin stories (no faker: stable screenshots). */
const base = { email_verified: true, role: 'general', accountStatus: 'accountApproved', multiCompanyGroupId: null, createdDate: '2025-01-06T09:00:00Z', lastLoginDate: '2026-11-20T08:30:00Z' } as const;

export const harbourLogistics: Account = { id: '52001', name: 'Harbour Logistics', purchasingGroupId: '7002', PrimaryCompany: 'Harbour Logistics Ltd', ParentCompany: null, primaryCompanyId: '72001', parentCompanyId: null };
export const harbourColdStore: Account = { id: '52002', name: 'Harbour Cold Store', purchasingGroupId: '7003', PrimaryCompany: 'Harbour Cold Store Ltd', ParentCompany: null, primaryCompanyId: '72002', parentCompanyId: null };
export const caledoniaHotels: Account = { id: '54001', name: 'Caledonia Hotels', purchasingGroupId: '7005', PrimaryCompany: 'Caledonia Hotels Ltd', ParentCompany: null, primaryCompanyId: '74001', parentCompanyId: null };
export const ADMIN_ACCOUNTS = [harbourLogistics, harbourColdStore, caledoniaHotels];

export const rajesh: AdminUser = { ...base, id: 'ml|1002', hsId: '1002', email: 'procurement@harbour-group.co.uk', firstname: 'Rajesh', lastname: 'Patel', companyIds: ['72001', '72002'], productIds: ['52001', '52002'] };
export const fiona: AdminUser = { ...base, id: 'ml|1004', hsId: '1004', email: 'admin@harbour-group.co.uk', firstname: 'Fiona', lastname: 'MacLeod', role: 'admin', companyIds: ['72001'], productIds: ['52001'] };
export const isla: AdminUser = { ...base, id: 'ml|1006', hsId: '1006', email: 'new.starter@caledonia-hotels.co.uk', firstname: 'Isla', lastname: 'Fraser', accountStatus: 'registered', companyIds: ['74001'], productIds: ['54001'], lastLoginDate: null };
export const priya: AdminUser = { ...base, id: 'ml|1011', hsId: '1011', email: 'sole.trader@no-company.co.uk', firstname: 'Priya', lastname: 'Shah', accountStatus: 'registered', companyIds: [], productIds: [], lastLoginDate: null };
export const derek: AdminUser = { ...base, id: 'ml|1007', hsId: '1007', email: 'former.buyer@severn-plastics.co.uk', firstname: 'Derek', lastname: 'Price', accountStatus: 'revoked', companyIds: ['75001'], productIds: ['55001'] };

export const ADMIN_VIEW = [rajesh, fiona, isla];
export const DESK_VIEW = [derek, isla, fiona, rajesh, priya];
export const REGISTRATIONS = [isla, priya];

export const viewedRajesh: ViewAsUser = { id: 'ml|1002', name: 'Rajesh Patel', companyIds: ['72001', '72002'], multiCompanyGroupId: '9001', marketLensUserData: { role: 'general' } };

export const usersPage = (data: AdminUser[]) => ({ data, total: data.length, pagination: { page: 1, perPage: 25 } });

const desk = { id: 'ml|1005', name: 'Sam Okafor' };
export const AUDIT_ENTRIES: AuditLogEntry[] = [
  { id: '0b5e0c1e-0000-4000-8000-000000000005', admin: desk, viewedUser: { id: 'ml|1007', name: 'Derek Price' }, action: 'status', before: 'accountApproved', after: 'revoked', ip: '203.0.113.7', method: 'POST', path: '/api/v2/admin/users/ml%7C1007/status', reason: null, refusal: null, time: '2026-11-20T15:42:10Z' },
  { id: '0b5e0c1e-0000-4000-8000-000000000004', admin: desk, viewedUser: { id: 'ml|1003', name: 'Gareth Hughes' }, action: 'role', before: 'general', after: 'admin', ip: '203.0.113.7', method: 'PUT', path: '/api/v2/admin/users/ml%7C1003/role', reason: null, refusal: null, time: '2026-11-20T15:40:02Z' },
  { id: '0b5e0c1e-0000-4000-8000-000000000003', admin: { id: 'ml|1004', name: 'Fiona MacLeod' }, viewedUser: { id: 'ml|1002', name: 'Rajesh Patel' }, action: 'permissions', before: '52002: view:orders, view:closing_prices', after: '52002: view:closing_prices', ip: '198.51.100.23', method: 'PUT', path: '/api/v2/admin/users/ml%7C1002/accounts/52002/permissions', reason: null, refusal: null, time: '2026-11-20T11:05:44Z' },
  { id: '0b5e0c1e-0000-4000-8000-000000000002', admin: desk, viewedUser: { id: 'ml|1012', name: 'Alasdair Grant' }, action: 'view_as', ip: '203.0.113.7', method: 'GET', path: '/api/v2/orders?accountId=54001', reason: 'Customer call: orders page shows no Q1-27 order', refusal: null, time: '2026-11-20T10:02:31Z' },
  { id: '0b5e0c1e-0000-4000-8000-000000000001', admin: { id: 'ml|1001', name: 'Olivia Bennett' }, viewedUser: { id: 'ml|1012', name: 'Alasdair Grant' }, action: 'view_as', ip: '192.0.2.44', method: 'GET', path: '/api/v2/accounts', reason: null, refusal: 'Only admins may view as another user', time: '2026-11-19T17:20:00Z' },
];

export const auditPage = (data: AuditLogEntry[]): AuditLogPage => ({ data, total: data.length, pagination: { page: 1, perPage: 25 } });
