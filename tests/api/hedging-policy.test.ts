// @vitest-environment node
// The hedging policy (docs/hedging-policy.md): every seeded contract's account and index starts on
// the default staircase, version 1, not adopted; the customer's admin saves versions with a reason
// and adopts; the desk proposes and the admin accepts or rejects; every write audited; each 400
// names its field; another company's account 403 (a proposal 404); the desk never saves or
// adopts; general users read only; view-as is read-only. The app's clock is Monday 2026-11-23 10:00 London.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { HedgingPolicy } from '../../generated/model/hedgingPolicy';
import type { PolicyBand } from '../../generated/model/policyBand';
import { DEFAULT_POLICY_BANDS } from '../../domain/hedging-policy';
import { currentPolicy } from '../../server/hedging-policy/current-policy';
import { fixedClock } from '../../server/lib/clock';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-23T10:00:00Z') });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const URL = '/api/v2/hedging-policy';
const bands = (): PolicyBand[] => DEFAULT_POLICY_BANDS.map((band) => ({ ...band }));

async function read(accountId: string, tradeIndex = 'POWERUKBASECAL', as: string = USERS.harbourAdmin, viewAs?: string) {
  return t.call({ method: 'GET', url: `${URL}?accountId=${accountId}&tradeIndex=${tradeIndex}`, as, viewAs });
}
async function policy(accountId: string, tradeIndex = 'POWERUKBASECAL', as: string = USERS.harbourAdmin): Promise<HedgingPolicy> {
  const response = await read(accountId, tradeIndex, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const save = (payload: Record<string, unknown>, as: string = USERS.harbourAdmin, viewAs?: string) =>
  t.call({ method: 'POST', url: `${URL}/versions`, as, viewAs, payload });
const adopt = (payload: Record<string, unknown>, as: string = USERS.harbourAdmin, viewAs?: string) =>
  t.call({ method: 'POST', url: `${URL}/adoption`, as, viewAs, payload });
const propose = (payload: Record<string, unknown>, as: string = USERS.desk, viewAs?: string) =>
  t.call({ method: 'POST', url: `${URL}/proposals`, as, viewAs, payload });
const decide = (proposalId: string, payload: Record<string, unknown>, as: string = USERS.harbourAdmin) =>
  t.call({ method: 'POST', url: `${URL}/proposals/${proposalId}/decision`, as, payload });

describe('reading the hedging policy', () => {
  it('starts every seeded contract on the default staircase, version 1, not adopted', async () => {
    const contracts = await t.db.selectFrom('trading_contracts').select(['account_id', 'trade_index']).distinct().execute();
    const stored = await t.db.selectFrom('hedging_policies').select(['account_id', 'trade_index', 'version', 'adopted_at']).execute();
    expect(stored).toHaveLength(contracts.length);
    expect(stored.every((row) => row.version === 1 && row.adopted_at === null)).toBe(true);
    const read = await policy(ACCOUNTS.northwind, 'GASNBP', USERS.northwind);
    expect(read).toMatchObject({ accountId: ACCOUNTS.northwind, tradeIndex: 'GASNBP', version: 1, bands: DEFAULT_POLICY_BANDS, adopted: false, adoptedAt: null, pendingProposal: null });
    expect(read.history).toEqual([
      expect.objectContaining({ version: 1, bands: DEFAULT_POLICY_BANDS, reason: 'The default policy every account starts on', createdBy: null, proposedBy: null }),
    ]);
    // A buyer reads, but may not edit; Northwind has no admin user to name.
    expect(read.access).toEqual({ edit: false, propose: false, editors: [] });
    expect(await currentPolicy(t.db, ACCOUNTS.northwind, 'GASNBP')).toEqual({ bands: DEFAULT_POLICY_BANDS, adopted: false, version: 1 });
  });

  it('tells each caller what they may do and who may edit', async () => {
    expect((await policy(ACCOUNTS.harbourColdStore, 'GASNBP')).access).toEqual({ edit: true, propose: false, editors: ['Fiona MacLeod'] });
    expect((await policy(ACCOUNTS.harbourColdStore, 'GASNBP', USERS.harbourBuyer)).access).toEqual({ edit: false, propose: false, editors: ['Fiona MacLeod'] });
    expect((await policy(ACCOUNTS.harbourColdStore, 'GASNBP', USERS.desk)).access).toEqual({ edit: false, propose: true, editors: ['Fiona MacLeod'] });
  });

  it('refuses another company’s account (403) and an index without a contract (404)', async () => {
    expect(expectErrorShape((await read(ACCOUNTS.northwind, 'POWERUKBASECAL', USERS.caledonia)).json(), 403).message).toBe('You may not see this account');
    expectErrorShape((await read(ACCOUNTS.northwind, 'POWERUKBASECAL', USERS.harbourAdmin)).json(), 403);
    const missing = expectErrorShape((await read(ACCOUNTS.northwind, 'POWERUKPEAKCAL', USERS.northwind)).json(), 404);
    expect(missing.message).toBe('This account has no contract for Power peak UK, so it has no hedging policy');
    expect(expectErrorShape((await read('51001', 'COAL', USERS.northwind)).json(), 400).field).toBe('tradeIndex');
  });
});

describe('saving and adopting (the customer’s admin)', () => {
  it('saves a new version with who, when and why, keeps every version and audits it', async () => {
    const next = bands();
    next[2] = { ...next[2]!, floorPercent: 35.5, ceilingPercent: 75 };
    const response = await save({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'POWERUKBASECAL', baseVersion: 1, bands: next, reason: '  Board meeting 20 Nov: more cover 6–12 months ahead  ' });
    expect(response.statusCode, response.body).toBe(201);
    const saved: HedgingPolicy = response.json().data;
    expect(saved).toMatchObject({ version: 2, bands: next, adopted: false });
    expect(saved.history.map((version) => [version.version, version.createdBy, version.reason])).toEqual([
      [2, 'Fiona MacLeod', 'Board meeting 20 Nov: more cover 6–12 months ahead'],
      [1, null, 'The default policy every account starts on'],
    ]);
    expect(saved.history[0]?.createdAt).toBe('2026-11-23T10:00:00.000Z');
    expect(await currentPolicy(t.db, ACCOUNTS.harbourColdStore, 'POWERUKBASECAL')).toEqual({ bands: next, adopted: false, version: 2 });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'hedging_policy').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ admin_user_id: USERS.harbourAdmin, method: 'POST', before_value: '52002/POWERUKBASECAL: version 1', reason: 'Board meeting 20 Nov: more cover 6–12 months ahead' });
    expect(audit.after_value).toBe('52002/POWERUKBASECAL: saved version 2 — 18+ months 0–30 %; 12–18 months 10–50 %; 6–12 months 35.5–75 %; 3–6 months 50–90 %; under 3 months 80–100 %');
    const activity = await t.call({ method: 'GET', url: '/api/v2/admin/audit-log?action=hedging_policy', as: USERS.desk });
    expect(activity.json().data[0].description).toBe(
      'Fiona MacLeod saved version 2 of the hedging policy for Power base UK on account Harbour Cold Store (52002) of Harbour Cold Store Ltd: 18+ months 0–30 %; 12–18 months 10–50 %; 6–12 months 35.5–75 %; 3–6 months 50–90 %; under 3 months 80–100 % — reason: Board meeting 20 Nov: more cover 6–12 months ahead',
    );
  });

  it('refuses a save from an older version (409) and keeps the one in force', async () => {
    const stale = await save({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'POWERUKBASECAL', baseVersion: 1, bands: bands(), reason: 'Back to the default' });
    expect(expectErrorShape(stale.json(), 409).message).toMatch(/version 2 is now in force/);
    expect((await policy(ACCOUNTS.harbourColdStore)).version).toBe(2);
  });

  it('adopts the version in force, once', async () => {
    expect(expectErrorShape((await adopt({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'POWERUKBASECAL', version: 1 })).json(), 409).message).toMatch(/version 2/);
    const response = await adopt({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'POWERUKBASECAL', version: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ adopted: true, adoptedBy: 'Fiona MacLeod', adoptedAt: '2026-11-23T10:00:00.000Z', version: 2 });
    expect((await currentPolicy(t.db, ACCOUNTS.harbourColdStore, 'POWERUKBASECAL')).adopted).toBe(true);
    expect(expectErrorShape((await adopt({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'POWERUKBASECAL', version: 2 })).json(), 409).message).toBe('This policy is already adopted');
    // A later version stays adopted.
    const next = await save({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'POWERUKBASECAL', baseVersion: 2, bands: bands(), reason: 'Back to the default staircase' });
    expect(next.json().data).toMatchObject({ version: 3, adopted: true });
  });

  it.each([
    ['a floor that falls as delivery nears', (b: PolicyBand[]) => (b[3]!.floorPercent = 20), 'bands.3.floorPercent', 'Floors may not fall as delivery nears: 20 % is below the 30 % of 6–12 months'],
    ['a ceiling below its floor', (b: PolicyBand[]) => (b[1]!.ceilingPercent = 5), 'bands.1.ceilingPercent', 'The ceiling (5 %) must not be below the floor (10 %)'],
    ['three decimals', (b: PolicyBand[]) => (b[2]!.floorPercent = 30.125), 'bands.2.floorPercent', 'The floor must be a per cent from 0 to 100 with at most two decimals'],
    ['a gap between bands', (b: PolicyBand[]) => (b[2]!.toMonths = 11), 'bands.2.toMonths', 'Bands must meet: this band must end at 12 months, where the band before it starts'],
    ['a second open-ended band', (b: PolicyBand[]) => (b[1]!.toMonths = null), 'bands.1.toMonths', 'Only the earliest (first) band is open-ended'],
    ['a nearest band not from 0', (b: PolicyBand[]) => (b[4]!.fromMonths = 1), 'bands.4.fromMonths', 'The nearest band must start at 0 months, so every month is covered'],
  ])('answers %s with 400 naming the field', async (_name, change, field, message) => {
    const broken = bands();
    change(broken);
    const response = await save({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'GASNBP', baseVersion: 1, bands: broken, reason: 'Testing the rules' });
    expect(expectErrorShape(response.json(), 400)).toMatchObject({ field, message });
    // The desk's proposal obeys the same rules.
    const proposed = await propose({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'GASNBP', bands: broken, reason: 'Testing the rules' });
    expect(expectErrorShape(proposed.json(), 400)).toMatchObject({ field, message });
  });

  it('answers a contract-level problem with 400 naming the field', async () => {
    const over = bands();
    over[4]!.ceilingPercent = 101;
    expect(expectErrorShape((await save({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'GASNBP', baseVersion: 1, bands: over, reason: 'Too much' })).json(), 400).field).toBe('bands.4.ceilingPercent');
    expect(expectErrorShape((await save({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'GASNBP', baseVersion: 1, bands: bands(), reason: '   ' })).json(), 400).field).toBe('reason');
    expect(expectErrorShape((await save({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'GASNBP', baseVersion: 1, bands: bands(), reason: ' ab  ' })).json(), 400).field).toBe('reason');
    expect(expectErrorShape((await save({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'GASNBP', baseVersion: 1, bands: [], reason: 'No bands at all' })).json(), 400).field).toBe('bands');
    expect((await policy(ACCOUNTS.harbourColdStore, 'GASNBP')).version).toBe(1);
  });

  it('lets only the customer’s admin save and adopt', async () => {
    const body = { accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'GASNBP', baseVersion: 1, bands: bands(), reason: 'Not theirs to change' };
    expect(expectErrorShape((await save(body, USERS.harbourBuyer)).json(), 403).message).toMatch(/Only an admin of the account's company/);
    expect(expectErrorShape((await save(body, USERS.desk)).json(), 403).message).toMatch(/the desk may propose a policy/);
    expect(expectErrorShape((await adopt({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'GASNBP', version: 1 }, USERS.desk)).json(), 403).message).toMatch(/the desk may propose/);
    expect(expectErrorShape((await adopt({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'GASNBP', version: 1 }, USERS.harbourBuyer)).json(), 403).message).toMatch(/Only an admin/);
    // Another company's admin cannot even see the account.
    expect(expectErrorShape((await save({ ...body, accountId: ACCOUNTS.northwind, tradeIndex: 'POWERUKBASECAL' })).json(), 403).message).toBe('You may not see this account');
    expect(expectErrorShape((await save({ ...body, accountId: ACCOUNTS.northwind, tradeIndex: 'POWERUKBASECAL' }, USERS.northwind)).json(), 403).message).toMatch(/Only an admin/);
    expect((await policy(ACCOUNTS.harbourColdStore, 'GASNBP')).version).toBe(1);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'hedging_policy').where('after_value', 'like', '52002/GASNBP%').execute()).toEqual([]);
  });

  it('is read-only while viewing as someone', async () => {
    const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin, payload: { userId: USERS.harbourBuyer, reason: 'Checking the policy page' } });
    expect(session.statusCode, session.body).toBe(200);
    const viewed = await read(ACCOUNTS.harbourColdStore, 'GASNBP', USERS.harbourAdmin, USERS.harbourBuyer);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().data.access.edit).toBe(false);
    const body = { accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'GASNBP', baseVersion: 1, bands: bands(), reason: 'While viewing as a buyer' };
    expect(expectErrorShape((await save(body, USERS.harbourAdmin, USERS.harbourBuyer)).json(), 403).message).toMatch(/read-only/);
    expect(expectErrorShape((await adopt({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'GASNBP', version: 1 }, USERS.harbourAdmin, USERS.harbourBuyer)).json(), 403).message).toMatch(/read-only/);
    const desk = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.harbourAdmin, reason: 'Checking the admin page' } });
    expect(desk.statusCode, desk.body).toBe(200);
    expect((await read(ACCOUNTS.harbourColdStore, 'GASNBP', USERS.desk, USERS.harbourAdmin)).json().data.access).toMatchObject({ edit: false, propose: false });
    expect(expectErrorShape((await propose({ accountId: ACCOUNTS.harbourColdStore, tradeIndex: 'GASNBP', bands: bands(), reason: 'Viewing as the admin' }, USERS.desk, USERS.harbourAdmin)).json(), 403).message).toMatch(/read-only/);
  });
});

describe('the desk’s proposals', () => {
  const staircase = (): PolicyBand[] => [
    { fromMonths: 12, toMonths: null, floorPercent: 0, ceilingPercent: 40 },
    { fromMonths: 6, toMonths: 12, floorPercent: 25, ceilingPercent: 70 },
    { fromMonths: 0, toMonths: 6, floorPercent: 60, ceilingPercent: 100 },
  ];

  it('lets only the desk propose', async () => {
    const body = { accountId: ACCOUNTS.harbourLogistics, tradeIndex: 'POWERUKBASECAL', bands: staircase(), reason: 'Following the review' };
    expect(expectErrorShape((await propose(body, USERS.harbourAdmin)).json(), 403).message).toBe(
      "Only the desk (nbs_admin) proposes a policy; the customer's admin saves it directly",
    );
    expectErrorShape((await propose(body, USERS.harbourBuyer)).json(), 403);
  });

  it('keeps a proposal pending until the admin accepts it, which makes it the next version', async () => {
    const proposed = await propose({ accountId: ACCOUNTS.harbourLogistics, tradeIndex: 'POWERUKBASECAL', bands: staircase(), reason: 'Quarterly review: a three-step staircase' });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const pending = proposed.json().data.pendingProposal;
    expect(pending).toMatchObject({ bands: staircase(), reason: 'Quarterly review: a three-step staircase', proposedBy: 'Sam Okafor', baseVersion: 1, status: 'pending' });
    // Pending: not yet in force; the buyer sees it waiting too.
    expect(await currentPolicy(t.db, ACCOUNTS.harbourLogistics, 'POWERUKBASECAL')).toMatchObject({ version: 1, bands: DEFAULT_POLICY_BANDS });
    expect((await policy(ACCOUNTS.harbourLogistics, 'POWERUKBASECAL', USERS.harbourBuyer)).pendingProposal?.id).toBe(pending.id);
    // The desk cannot decide its own proposal; the buyer cannot either.
    expect(expectErrorShape((await decide(pending.id, { decision: 'accept', reason: 'Desk accepting' }, USERS.desk)).json(), 403).message).toMatch(/the desk may propose/);
    expectErrorShape((await decide(pending.id, { decision: 'accept', reason: 'Buyer accepting' }, USERS.harbourBuyer)).json(), 403);
    // Another company: as if it did not exist.
    expect(expectErrorShape((await decide(pending.id, { decision: 'accept', reason: 'Not my company' }, USERS.caledonia)).json(), 404).message).toBe('Hedging policy proposal not found');
    expect(expectErrorShape((await decide(pending.id, { decision: 'maybe', reason: 'Undecided' })).json(), 400).field).toBe('decision');
    expect(expectErrorShape((await decide(pending.id, { decision: 'accept', reason: ' ' })).json(), 400).field).toBe('reason');

    const accepted = await decide(pending.id, { decision: 'accept', reason: 'Agreed with the board' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after: HedgingPolicy = accepted.json().data;
    expect(after).toMatchObject({ version: 2, bands: staircase(), pendingProposal: null, adopted: false });
    expect(after.history[0]).toMatchObject({ version: 2, createdBy: 'Fiona MacLeod', reason: 'Agreed with the board', proposedBy: 'Sam Okafor', proposalReason: 'Quarterly review: a three-step staircase' });
    expect(await currentPolicy(t.db, ACCOUNTS.harbourLogistics, 'POWERUKBASECAL')).toEqual({ version: 2, bands: staircase(), adopted: false });
    // Decided once: a second decision is a conflict.
    expect(expectErrorShape((await decide(pending.id, { decision: 'reject', reason: 'Changed my mind' })).json(), 409).message).toMatch(/was accepted/);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'hedging_policy').where('after_value', 'like', '52001/POWERUKBASECAL%').orderBy('created_at').execute();
    expect(audit.map((entry) => [entry.admin_user_id, entry.viewed_user_id, entry.after_value?.split(' — ')[0], entry.reason])).toEqual([
      [USERS.desk, USERS.desk, '52001/POWERUKBASECAL: proposed', 'Quarterly review: a three-step staircase'],
      [USERS.harbourAdmin, USERS.desk, "52001/POWERUKBASECAL: accepted the desk's proposal as version 2", 'Agreed with the board'],
    ]);
  });

  it('lets the admin reject a proposal with a reason, and a newer proposal supersede a waiting one', async () => {
    const first = (await propose({ accountId: ACCOUNTS.harbourLogistics, tradeIndex: 'POWERUKPEAKCAL', bands: staircase(), reason: 'First idea for peak' })).json().data.pendingProposal;
    const second = (await propose({ accountId: ACCOUNTS.harbourLogistics, tradeIndex: 'POWERUKPEAKCAL', bands: bands(), reason: 'Second idea for peak' })).json().data.pendingProposal;
    expect(second.id).not.toBe(first.id);
    expect(expectErrorShape((await decide(first.id, { decision: 'accept', reason: 'Too late for this one' })).json(), 409).message).toMatch(/superseded/);
    const rejected = await decide(second.id, { decision: 'reject', reason: 'The board keeps the default for now' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ version: 1, pendingProposal: null });
    const row = await t.db.selectFrom('hedging_policy_proposals').selectAll().where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'rejected', decided_by: USERS.harbourAdmin, decision_reason: 'The board keeps the default for now', accepted_version: null });
  });

  it('answers a missing proposal with 404', async () => {
    expectErrorShape((await decide('00000000-0000-4000-8000-000000000000', { decision: 'accept', reason: 'Nothing to accept' })).json(), 404);
  });
});
