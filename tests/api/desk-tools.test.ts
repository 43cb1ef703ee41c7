// @vitest-environment node
// The desk's tools in Settings › User admin: the users' companies and the search by company,
// the companies and accounts a registration may be approved onto (the server decides the
// company), and the support queue (search, sort, assign to a desk member, audited).
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AdminUser } from '../../generated/model/adminUser';
import type { ApprovalOptions } from '../../generated/model/approvalOptions';
import type { AuditLogEntry } from '../../generated/model/auditLogEntry';
import type { SupportQueueItem } from '../../generated/model/supportQueueItem';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const enc = encodeURIComponent;

describe('users with their companies, searched by company', () => {
  it('names each user’s companies and finds users by part of a company name or its id', async () => {
    const byName = await t.call({ method: 'GET', url: '/api/v2/admin/users?company=CALEDONIA&perPage=100', as: USERS.desk });
    expect(byName.statusCode).toBe(200);
    const users = byName.json().data as AdminUser[];
    expect(users.map((user) => user.email).sort()).toEqual([
      'applicant@caledonia-hotels.co.uk', 'buyer@caledonia-hotels.co.uk', 'finance@caledonia-hotels.co.uk', 'new.starter@caledonia-hotels.co.uk',
    ]);
    expect(users.every((user) => user.companies.some((company) => company.id === '74001' && company.name === 'Caledonia Hotels Ltd'))).toBe(true);
    const byId = await t.call({ method: 'GET', url: '/api/v2/admin/users?company=74001', as: USERS.desk });
    expect(byId.json().total).toBe(4);
    const harbour = await t.call({ method: 'GET', url: `/api/v2/admin/users?company=harbour&q=${enc('procurement')}`, as: USERS.desk });
    expect((harbour.json().data as AdminUser[])[0]?.companies.map((company) => company.name)).toEqual(['Harbour Cold Store Ltd', 'Harbour Holdings plc', 'Harbour Logistics Ltd']);
    // An admin still sees only their own companies' users, whatever company they search.
    const outside = await t.call({ method: 'GET', url: '/api/v2/admin/users?company=caledonia', as: USERS.harbourAdmin });
    expect(outside.json().total).toBe(0);
  });
});

describe('getApprovalOptions and approving onto the applicant’s company', () => {
  const options = async (userId: string) => {
    const response = await t.call({ method: 'GET', url: `/api/v2/admin/users/${enc(userId)}/approval-options`, as: USERS.desk });
    expect(response.statusCode).toBe(200);
    return response.json().data as ApprovalOptions;
  };

  it('offers the company the applicant belongs to, with its accounts only', async () => {
    expect(await options(USERS.registered)).toEqual({ basis: 'member', companies: [{ id: '74001', name: 'Caledonia Hotels Ltd', accounts: [{ id: ACCOUNTS.caledonia, name: 'Caledonia Hotels' }] }] });
  });

  it('knows a self-registered applicant’s company by their colleagues’ email domain, and says when it is unknown', async () => {
    await t.db
      .insertInto('users')
      .values([
        { id: 'ml|2001', hs_id: '2001', email: 'new.buyer@harbour-group.co.uk', password_hash: 'x', firstname: 'Nina', lastname: 'Moss', account_status: 'registered' },
        { id: 'ml|2002', hs_id: '2002', email: 'someone@unheard-of.example', password_hash: 'x', firstname: 'Ola', lastname: 'Berg', account_status: 'registered' },
      ])
      .execute();
    const harbour = await options('ml|2001');
    expect(harbour.basis).toBe('emailDomain');
    expect(harbour.companies.map((company) => company.name)).toEqual(['Harbour Cold Store Ltd', 'Harbour Holdings plc', 'Harbour Logistics Ltd']);
    expect(harbour.companies.find((company) => company.id === '72001')?.accounts.map((account) => account.id).sort()).toEqual(['52001', '52002', '52003']);
    const unknown = await options('ml|2002');
    expect(unknown.basis).toBe('unknown');
    expect(unknown.companies.map((company) => company.id)).toEqual(expect.arrayContaining(['71001', '72001', '74001']));

    // The server is the authority: another company's account is refused; the applicant's is taken.
    const wrong = await t.call({ method: 'POST', url: `/api/v2/admin/users/${enc('ml|2001')}/status`, as: USERS.desk, payload: { action: 'approve', companyId: '74001', accountId: ACCOUNTS.caledonia } });
    const error = expectErrorShape(wrong.json(), 400);
    expect([error.field, error.message]).toEqual(['companyId', 'Nina Moss belongs with Harbour Cold Store Ltd or Harbour Holdings plc or Harbour Logistics Ltd: approve them onto one of its accounts']);
    expect((await t.db.selectFrom('users').select('account_status').where('id', '=', 'ml|2001').executeTakeFirstOrThrow()).account_status).toBe('registered');
    const right = await t.call({ method: 'POST', url: `/api/v2/admin/users/${enc('ml|2001')}/status`, as: USERS.desk, payload: { action: 'approve', companyId: '72001', accountId: ACCOUNTS.harbourHq } });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ accountStatus: 'accountApproved', companyIds: ['72001'], companies: [{ id: '72001', name: 'Harbour Holdings plc' }] });
    // Unknown company: the desk chooses, any company goes.
    const chosen = await t.call({ method: 'POST', url: `/api/v2/admin/users/${enc('ml|2002')}/status`, as: USERS.desk, payload: { action: 'approve', companyId: '74001', accountId: ACCOUNTS.caledonia } });
    expect(chosen.statusCode).toBe(200);
  });

  it('is the desk’s only', async () => {
    expect((await t.call({ method: 'GET', url: `/api/v2/admin/users/${enc(USERS.harbourBuyer)}/approval-options`, as: USERS.harbourAdmin })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/v2/admin/users/${enc(USERS.registered)}/approval-options`, as: USERS.northwind })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/v2/admin/users/${enc('ml|424242')}/approval-options`, as: USERS.desk })).statusCode).toBe(404);
  });
});

describe('the support queue', () => {
  const day = (iso: string) => new Date(`${iso}T09:00:00Z`);
  beforeAll(async () => {
    const query = (subject: string, account_id: string, stage: 'new' | 'in_progress' | 'closed', created: string, updated: string) => ({
      id: randomUUID(), account_id, user_id: account_id === ACCOUNTS.caledonia ? USERS.caledonia : USERS.harbourBuyer, subject, description: `${subject}.`, pipeline_stage: stage, create_date: day(created), updated_date: day(updated),
    });
    await t.db
      .insertInto('support_queries')
      .values([
        query('Zebra meter reading wrong', ACCOUNTS.caledonia, 'in_progress', '2026-11-02', '2026-11-18'),
        query('Zebra invoice missing', ACCOUNTS.harbourColdStore, 'new', '2026-11-10', '2026-11-10'),
        query('Zebra contract renewal', ACCOUNTS.harbourLogistics, 'closed', '2026-10-20', '2026-11-19'),
      ])
      .execute();
  });
  const queue = async (query: string) => {
    const response = await t.call({ method: 'GET', url: `/api/v2/admin/support-queue?${query}`, as: USERS.desk });
    expect(response.statusCode).toBe(200);
    return response.json() as { data: SupportQueueItem[]; total: number };
  };

  it('searches subject and company, and sorts by age, stage and last update', async () => {
    expect((await queue('q=zebra')).data.map((item) => item.subject)).toEqual(['Zebra contract renewal', 'Zebra meter reading wrong', 'Zebra invoice missing']);
    expect((await queue('q=zebra&sort=newest')).data.map((item) => item.subject)).toEqual(['Zebra invoice missing', 'Zebra meter reading wrong', 'Zebra contract renewal']);
    expect((await queue('q=zebra&sort=stage')).data.map((item) => item.pipelineStage)).toEqual(['new', 'in_progress', 'closed']);
    expect((await queue('q=zebra&sort=updated')).data.map((item) => item.subject)).toEqual(['Zebra contract renewal', 'Zebra meter reading wrong', 'Zebra invoice missing']);
    const caledonia = await queue(`q=${enc('Caledonia Hotels Ltd')}&sort=newest`);
    expect(caledonia.data.every((item) => item.companyName === 'Caledonia Hotels Ltd')).toBe(true);
    expect(caledonia.data.map((item) => item.subject)).toContain('Zebra meter reading wrong');
    expect((await queue('q=zebra&pipelineStage=new')).data).toMatchObject([{ subject: 'Zebra invoice missing', accountName: 'Harbour Cold Store', companyName: 'Harbour Cold Store Ltd', assignee: null }]);
  });

  it('assigns a query to the caller, keeps it, shows it, and audits it', async () => {
    const [item] = (await queue('q=zebra%20invoice')).data;
    const assign = await t.call({ method: 'PUT', url: `/api/v2/admin/support-queue/${item!.id}/assignee`, as: USERS.desk, payload: { assigneeId: USERS.desk } });
    expect(assign.statusCode).toBe(200);
    expect(assign.json().data).toMatchObject({ id: item!.id, assignee: { id: USERS.desk, name: 'Sam Okafor' }, updatedDate: item!.updatedDate });
    expect((await queue('q=zebra&assigned=me')).data.map((row) => row.subject)).toEqual(['Zebra invoice missing']);
    expect((await queue('q=zebra&assigned=nobody')).total).toBe(2);
    const audit = await t.call({ method: 'GET', url: '/api/v2/admin/audit-log?action=support_assignment', as: USERS.desk });
    const [entry] = audit.json().data as AuditLogEntry[];
    expect(entry).toMatchObject({ admin: { id: USERS.desk }, viewedUser: { id: USERS.harbourBuyer }, before: 'nobody', after: 'Sam Okafor', method: 'PUT' });
    expect(entry?.description).toBe('Sam Okafor assigned Rajesh Patel’s support query to Sam Okafor (before: nobody)');
  });

  it('takes a query off its assignee: back under Not assigned, audited once, a second time changes nothing', async () => {
    const [item] = (await queue('q=zebra%20invoice')).data;
    const url = `/api/v2/admin/support-queue/${item!.id}/assignee`;
    await t.call({ method: 'PUT', url, as: USERS.desk, payload: { assigneeId: USERS.desk } });
    const unassign = await t.call({ method: 'DELETE', url, as: USERS.desk });
    expect(unassign.statusCode).toBe(200);
    expect(unassign.json().data).toMatchObject({ id: item!.id, assignee: null, updatedDate: item!.updatedDate });
    expect((await queue('q=zebra&assigned=nobody')).total).toBe(3);
    expect((await t.call({ method: 'DELETE', url, as: USERS.desk })).statusCode).toBe(200);
    const audit = (await t.call({ method: 'GET', url: '/api/v2/admin/audit-log?action=support_assignment', as: USERS.desk })).json().data as AuditLogEntry[];
    expect(audit.filter((entry) => entry.after === 'nobody')).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: 'Sam Okafor', after: 'nobody', method: 'DELETE' });
    expect(audit[0]?.description).toBe('Sam Okafor assigned Rajesh Patel’s support query to nobody (before: Sam Okafor)');
  });

  it('refuses anyone but the desk, a non-desk assignee, an unknown query and view-as', async () => {
    const [item] = (await queue('q=zebra%20meter')).data;
    const url = `/api/v2/admin/support-queue/${item!.id}/assignee`;
    expect((await t.call({ method: 'GET', url: '/api/v2/admin/support-queue', as: USERS.harbourAdmin })).statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url, as: USERS.harbourAdmin, payload: { assigneeId: USERS.harbourAdmin } })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url, as: USERS.harbourAdmin })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/v2/admin/support-queue/${randomUUID()}/assignee`, as: USERS.desk })).statusCode).toBe(404);
    expect(expectErrorShape((await t.call({ method: 'PUT', url, as: USERS.desk, payload: { assigneeId: USERS.northwind } })).json(), 400).field).toBe('assigneeId');
    expect((await t.call({ method: 'PUT', url: `/api/v2/admin/support-queue/${randomUUID()}/assignee`, as: USERS.desk, payload: { assigneeId: USERS.desk } })).statusCode).toBe(404);
    await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.caledonia, reason: 'Checking the queue' } });
    expect((await t.call({ method: 'PUT', url, as: USERS.desk, viewAs: USERS.caledonia, payload: { assigneeId: USERS.desk } })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url, as: USERS.desk, viewAs: USERS.caledonia })).statusCode).toBe(403);
    await t.call({ method: 'DELETE', url: '/api/v2/admin/view-as', as: USERS.desk });
    expect((await queue('q=zebra%20meter')).data[0]?.assignee).toBeNull();
    expect((await t.call({ method: 'GET', url: '/api/v2/admin/support-queue?sort=random', as: USERS.desk })).statusCode).toBe(400);
  });
});
