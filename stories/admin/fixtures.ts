import type { Account } from '@generated/model/account';
import type { ApprovalOptions } from '@generated/model/approvalOptions';
import type { AdminUser } from '@generated/model/adminUser';
import type { AuditActivity } from '@generated/model/auditActivity';
import type { AuditActivityPage } from '@generated/model/auditActivityPage';
import type { AuditLogEntry } from '@generated/model/auditLogEntry';
import type { SupportQueueItem } from '@generated/model/supportQueueItem';
import type { ViewAsUser } from '@generated/model/viewAsUser';
import { setBusinessNow } from '@/lib/clock';

/** Fixed users, accounts and audit entries of the user-admin stories (no faker: stable screenshots). */
const base = { email_verified: true, role: 'general', accountStatus: 'accountApproved', multiCompanyGroupId: null, createdDate: '2025-01-06T09:00:00Z', lastLoginDate: '2026-11-20T08:30:00Z' } as const;

export const harbourLogistics: Account = { id: '52001', name: 'Harbour Logistics', purchasingGroupId: '7002', PrimaryCompany: 'Harbour Logistics Ltd', ParentCompany: null, primaryCompanyId: '72001', parentCompanyId: null };
export const harbourColdStore: Account = { id: '52002', name: 'Harbour Cold Store', purchasingGroupId: '7003', PrimaryCompany: 'Harbour Cold Store Ltd', ParentCompany: null, primaryCompanyId: '72002', parentCompanyId: null };
export const caledoniaHotels: Account = { id: '54001', name: 'Caledonia Hotels', purchasingGroupId: '7005', PrimaryCompany: 'Caledonia Hotels Ltd', ParentCompany: null, primaryCompanyId: '74001', parentCompanyId: null };
export const ADMIN_ACCOUNTS = [harbourLogistics, harbourColdStore, caledoniaHotels];

export const rajesh: AdminUser = { ...base, id: 'ml|1002', hsId: '1002', email: 'procurement@harbour-group.co.uk', firstname: 'Rajesh', lastname: 'Patel', companyIds: ['72001', '72002'], companies: [{ id: '72001', name: 'Harbour Holdings plc' }, { id: '72002', name: 'Harbour Logistics Ltd' }], productIds: ['52001', '52002'] };
export const fiona: AdminUser = { ...base, id: 'ml|1004', hsId: '1004', email: 'admin@harbour-group.co.uk', firstname: 'Fiona', lastname: 'MacLeod', role: 'admin', companyIds: ['72001'], companies: [{ id: '72001', name: 'Harbour Holdings plc' }], productIds: ['52001'] };
export const isla: AdminUser = { ...base, id: 'ml|1006', hsId: '1006', email: 'new.starter@caledonia-hotels.co.uk', firstname: 'Isla', lastname: 'Fraser', accountStatus: 'registered', companyIds: ['74001'], companies: [{ id: '74001', name: 'Caledonia Hotels Ltd' }], productIds: ['54001'], lastLoginDate: null };
export const priya: AdminUser = { ...base, id: 'ml|1011', hsId: '1011', email: 'sole.trader@no-company.co.uk', firstname: 'Priya', lastname: 'Shah', accountStatus: 'registered', companyIds: [], companies: [], productIds: [], lastLoginDate: null };
export const derek: AdminUser = { ...base, id: 'ml|1007', hsId: '1007', email: 'former.buyer@severn-plastics.co.uk', firstname: 'Derek', lastname: 'Price', accountStatus: 'revoked', companyIds: ['75001'], companies: [{ id: '75001', name: 'Severn Valley Plastics Ltd' }], productIds: ['55001'] };

export const ADMIN_VIEW = [rajesh, fiona, isla];
export const DESK_VIEW = [derek, isla, fiona, rajesh, priya];
export const REGISTRATIONS = [isla, priya];

export const viewedRajesh: ViewAsUser = { id: 'ml|1002', name: 'Rajesh Patel', companyIds: ['72001', '72002'], multiCompanyGroupId: '9001', marketLensUserData: { role: 'general' } };

export const usersPage = (data: AdminUser[]) => ({ data, total: data.length, pagination: { page: 1, perPage: 25 } });

const desk = { id: 'ml|1005', name: 'Sam Okafor' };
const alasdair = { id: 'ml|1012', name: 'Alasdair Grant' };
const REASON = 'Customer call: orders page shows no Q1-27 order';
const viewAs = (id: string, time: string, method: AuditLogEntry['method'], path: string, description: string): AuditLogEntry => ({
  id, admin: desk, viewedUser: alasdair, action: 'view_as', description, ip: '203.0.113.7', method, path, reason: REASON, refusal: null, time,
});
const SESSION_ENTRIES: AuditLogEntry[] = [
  viewAs('0b5e0c1e-0000-4000-8000-000000000016', '2026-11-20T10:14:05Z', 'DELETE', '/api/v2/admin/view-as', 'Sam Okafor stopped viewing the portal as Alasdair Grant'),
  viewAs('0b5e0c1e-0000-4000-8000-000000000015', '2026-11-20T10:09:12Z', 'GET', '/api/v2/transactions?accountId=54001', 'Sam Okafor read Transactions as Alasdair Grant'),
  viewAs('0b5e0c1e-0000-4000-8000-000000000014', '2026-11-20T10:02:31Z', 'GET', '/api/v2/orders?accountId=54001', 'Sam Okafor read Orders as Alasdair Grant'),
  viewAs('0b5e0c1e-0000-4000-8000-000000000013', '2026-11-20T10:02:02Z', 'POST', '/api/v2/admin/view-as', `Sam Okafor started viewing the portal as Alasdair Grant — reason: ${REASON}`),
];

/** The audit log as the server tells it: changes one item each, a view-as session one item. */
export const AUDIT_ACTIVITY: AuditActivity[] = [
  {
    id: '0b5e0c1e-0000-4000-8000-000000000005', kind: 'entry', admin: desk, viewedUser: { id: 'ml|1007', name: 'Derek Price' }, action: 'status',
    description: 'Sam Okafor revoked Derek Price’s access — reason: Left Severn Plastics', startTime: '2026-11-20T15:42:10Z', endTime: '2026-11-20T15:42:10Z',
    entries: [{ id: '0b5e0c1e-0000-4000-8000-000000000005', admin: desk, viewedUser: { id: 'ml|1007', name: 'Derek Price' }, action: 'status', description: 'Sam Okafor revoked Derek Price’s access — reason: Left Severn Plastics', before: 'accountApproved', after: 'revoked', ip: '203.0.113.7', method: 'POST', path: '/api/v2/admin/users/ml%7C1007/status', reason: 'Left Severn Plastics', refusal: null, time: '2026-11-20T15:42:10Z' }],
  },
  {
    id: '0b5e0c1e-0000-4000-8000-000000000003', kind: 'entry', admin: { id: 'ml|1004', name: 'Fiona MacLeod' }, viewedUser: { id: 'ml|1002', name: 'Rajesh Patel' }, action: 'permissions',
    description: 'Fiona MacLeod changed Rajesh Patel’s permissions on account Harbour Cold Store (52002) of Harbour Cold Store Ltd: removed view:orders', startTime: '2026-11-20T11:05:44Z', endTime: '2026-11-20T11:05:44Z',
    entries: [{ id: '0b5e0c1e-0000-4000-8000-000000000003', admin: { id: 'ml|1004', name: 'Fiona MacLeod' }, viewedUser: { id: 'ml|1002', name: 'Rajesh Patel' }, action: 'permissions', description: 'Fiona MacLeod changed Rajesh Patel’s permissions on account Harbour Cold Store (52002) of Harbour Cold Store Ltd: removed view:orders', before: '52002: view:orders, view:closing_prices', after: '52002: view:closing_prices', ip: '198.51.100.23', method: 'PUT', path: '/api/v2/admin/users/ml%7C1002/accounts/52002/permissions', reason: null, refusal: null, time: '2026-11-20T11:05:44Z' }],
  },
  {
    id: '5e55e55e-0000-4000-8000-000000000001', kind: 'viewAsSession', admin: desk, viewedUser: alasdair, action: 'view_as',
    description: `Sam Okafor viewed the portal as Alasdair Grant for 12 min — reason: ${REASON}; viewed: Orders, Transactions`,
    startTime: '2026-11-20T10:02:02Z', endTime: '2026-11-20T10:14:05Z',
    viewAsSession: { reason: REASON, startedAt: '2026-11-20T10:02:02Z', endedAt: '2026-11-20T10:14:05Z', minutes: 12, pagesViewed: ['Orders', 'Transactions'], requests: 2, refused: 0 },
    entries: SESSION_ENTRIES,
  },
  {
    id: '0b5e0c1e-0000-4000-8000-000000000001', kind: 'entry', admin: { id: 'ml|1001', name: 'Olivia Bennett' }, viewedUser: alasdair, action: 'view_as',
    description: 'Olivia Bennett was refused the account list as Alasdair Grant: Only admins may view as another user', startTime: '2026-11-19T17:20:00Z', endTime: '2026-11-19T17:20:00Z',
    entries: [{ id: '0b5e0c1e-0000-4000-8000-000000000001', admin: { id: 'ml|1001', name: 'Olivia Bennett' }, viewedUser: alasdair, action: 'view_as', description: 'Olivia Bennett was refused the account list as Alasdair Grant: Only admins may view as another user', ip: '192.0.2.44', method: 'GET', path: '/api/v2/accounts', reason: null, refusal: 'Only admins may view as another user', time: '2026-11-19T17:20:00Z' }],
  },
];

export const activityPage = (data: AuditActivity[]): AuditActivityPage => ({ data, total: data.length, pagination: { page: 1, perPage: 25 } });

export const ACTIVITY_PAGE_EMPTY = activityPage([]);

/** Business now of the desk stories (the queue's ages): Friday 20 November 2026, 16:00 London. */
export const DESK_STORY_NOW = '2026-11-20T16:00:00Z';

/** A story's beforeEach: the clock at DESK_STORY_NOW, and following the page again afterwards. */
export function atDeskStoryNow() {
  setBusinessNow(DESK_STORY_NOW);
  return () => setBusinessNow(undefined);
}

/** What getApprovalOptions answers: Isla's company is known (member), Priya's is not. */
export const ISLA_OPTIONS: ApprovalOptions = { basis: 'member', companies: [{ id: '74001', name: 'Caledonia Hotels Ltd', accounts: [{ id: '54001', name: 'Caledonia Hotels' }] }] };
export const PRIYA_OPTIONS: ApprovalOptions = {
  basis: 'unknown',
  companies: [
    { id: '74001', name: 'Caledonia Hotels Ltd', accounts: [{ id: '54001', name: 'Caledonia Hotels' }] },
    { id: '72001', name: 'Harbour Holdings plc', accounts: [{ id: '52001', name: 'Harbour Logistics' }, { id: '52003', name: 'Harbour Holdings Head Office' }] },
  ],
};

const queueItem = (id: string, subject: string, accountId: string, accountName: string, companyName: string, pipelineStage: SupportQueueItem['pipelineStage'], createDate: string, updatedDate: string, assignee: SupportQueueItem['assignee']): SupportQueueItem => ({
  id: `5a9e0000-0000-4000-8000-00000000000${id}`, subject, accountId, accountName, companyName, pipelineStage, createDate, updatedDate, commentCount: 1, assignee,
});
/** Oldest first, as the queue sorts by default. */
export const SUPPORT_QUEUE: SupportQueueItem[] = [
  queueItem('2', 'Meter reading for the cold store looks doubled', '52002', 'Harbour Cold Store', 'Harbour Cold Store Ltd', 'in_progress', '2026-11-12T14:30:00Z', '2026-11-19T11:00:00Z', { id: 'ml|1005', name: 'Sam Okafor' }),
  queueItem('1', 'Invoice for October shows the wrong Q4-26 volume', '54001', 'Caledonia Hotels', 'Caledonia Hotels Ltd', 'new', '2026-11-17T09:12:00Z', '2026-11-17T09:12:00Z', null),
  queueItem('3', 'Contract renewal dates for 2027', '51001', 'Northwind Foods', 'Northwind Foods Ltd', 'waiting_on_customer', '2026-11-20T08:05:00Z', '2026-11-20T10:40:00Z', null),
];
export const queuePage = (data: SupportQueueItem[]) => ({ data, total: data.length, pagination: { page: 1, perPage: 25 } });
