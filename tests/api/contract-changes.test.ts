// @vitest-environment node
// The desk maintains the contract (docs/trading.md, "Reforecasts"): reading an account's contract
// periods and dated changes (whoever may see its position), the desk's reforecast (nbs_admin only,
// never a customer, never in view-as), a new forecast below the hedged volume refused 409 with the
// figures, each 400 naming its field, another account 404, one transaction with its audit entry,
// and the position showing the new forecast at once. The app's clock is Monday 2026-11-23 10:00 London.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractChange } from '../../generated/model/contractChange';
import type { ContractPeriod } from '../../generated/model/contractPeriod';
import type { PositionOverview } from '../../generated/model/positionOverview';
import { fixedClock } from '../../server/lib/clock';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-23T10:00:00Z') });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const periodsOf = async (accountId: string = ACCOUNTS.northwind, tradeIndex = 'POWERUKBASECAL', as: string = USERS.northwind): Promise<ContractPeriod[]> => {
  const response = await t.call({ method: 'GET', url: `/api/v2/contract/periods?accountId=${accountId}&tradeIndex=${tradeIndex}`, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const hedgedPeriod = async () => (await periodsOf()).find((period) => period.hedgedVolume > 0) as ContractPeriod;
const openPeriod = async () => (await periodsOf()).find((period) => period.hedgedVolume === 0) as ContractPeriod;

const reforecast = (body: Record<string, unknown>, options: { as?: string; viewAs?: string } = {}) =>
  t.call({ method: 'POST', url: '/api/v2/contract/changes', as: options.as ?? USERS.desk, viewAs: options.viewAs, payload: body });
const bodyOf = (period: ContractPeriod, extra: Record<string, unknown> = {}) => ({
  accountId: period.accountId,
  tradeIndex: period.tradeIndex,
  deliveryPeriod: period.deliveryPeriod,
  reason: 'Demand revised with the customer after the site survey',
  ...extra,
});
const changesOf = async (accountId: string = ACCOUNTS.northwind, as: string = USERS.northwind): Promise<ContractChange[]> => {
  const response = await t.call({ method: 'GET', url: `/api/v2/contract/changes?accountId=${accountId}`, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('contract periods and changes', () => {
  it('lists the periods with the figures the desk maintains and the hedged volume, nearest first', async () => {
    const periods = await periodsOf();
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.every((period) => period.unit === 'MW' && period.priceUnit === '£/MWh' && period.tradeIndex === 'POWERUKBASECAL')).toBe(true);
    const starts = periods.map((period) => period.deliveryStart);
    expect([...starts].sort()).toEqual(starts);
    expect(periods.some((period) => period.hedgedVolume > 0)).toBe(true);
    // The hedged volume is the position's: executed buys minus sells.
    const position = await t.call({ method: 'GET', url: `/api/v2/position?accountId=${ACCOUNTS.northwind}`, as: USERS.northwind });
    const positionPeriods = (position.json().data as PositionOverview).periods;
    for (const period of periods) {
      const same = positionPeriods.find((p) => p.deliveryPeriod === period.deliveryPeriod);
      expect(same?.hedgedVolume).toBe(period.hedgedVolume);
      expect(same?.forecastVolume).toBe(period.forecastVolume);
      expect(same?.budgetPrice).toBe(period.budgetPrice);
    }
  });

  it('lets the desk reforecast a period: the change is dated, signed, exact, and the position shows it at once', async () => {
    const period = await openPeriod();
    const response = await reforecast(bodyOf(period, { forecastVolume: 3.35, budgetPrice: 81.05 }));
    expect(response.statusCode, response.body).toBe(201);
    const change: ContractChange = response.json().data;
    expect(change).toMatchObject({
      accountId: ACCOUNTS.northwind,
      tradeIndex: 'POWERUKBASECAL',
      deliveryPeriod: period.deliveryPeriod,
      changedAt: '2026-11-23T10:00:00.000Z',
      changedBy: 'Sam Okafor',
      reason: 'Demand revised with the customer after the site survey',
      unit: 'MW',
      priceUnit: '£/MWh',
      changes: [
        { field: 'forecastVolume', before: period.forecastVolume, after: 3.35 },
        { field: 'budgetPrice', before: period.budgetPrice, after: 81.05 },
      ],
    });
    const after = (await periodsOf()).find((p) => p.deliveryPeriod === period.deliveryPeriod) as ContractPeriod;
    expect(after).toMatchObject({ forecastVolume: 3.35, budgetPrice: 81.05, minimumClipPercent: period.minimumClipPercent });
    const position = await t.call({ method: 'GET', url: `/api/v2/position?accountId=${ACCOUNTS.northwind}`, as: USERS.northwind });
    const positionPeriod = (position.json().data as PositionOverview).periods.find((p) => p.deliveryPeriod === period.deliveryPeriod);
    expect(positionPeriod).toMatchObject({ forecastVolume: 3.35, budgetPrice: 81.05, openVolume: 3.35 });
    // The customer reads it as a dated change.
    const listed = await changesOf();
    expect(listed.find((c) => c.id === change.id)).toEqual(change);
  });

  it('writes the audit entry in the change’s transaction, in words', async () => {
    const period = await openPeriod();
    const response = await reforecast(bodyOf(period, { minimumClipPercent: 12.5, reason: 'Clip agreed at the annual review' }));
    expect(response.statusCode, response.body).toBe(201);
    const entries = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'contract_change').where('reason', '=', 'Clip agreed at the annual review').execute();
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ admin_user_id: USERS.desk, viewed_user_id: ACCOUNTS.northwind, method: 'POST' });
    expect(entry?.after_value).toContain(`${ACCOUNTS.northwind} POWERUKBASECAL ${period.deliveryPeriod}: `);
    expect(entry?.after_value).toContain('minimum clip 12.50 %');
    const log = await t.call({ method: 'GET', url: '/api/v2/admin/audit-log?action=contract_change', as: USERS.desk });
    expect(log.statusCode, log.body).toBe(200);
    const described = (log.json().data as { description: string }[]).map((item) => item.description);
    expect(described.some((text) => text.includes(`reforecast Power base UK ${period.deliveryPeriod} of`) && text.includes(`minimum clip ${period.minimumClipPercent.toFixed(2)} % → 12.50 %`) && text.endsWith('reason: Clip agreed at the annual review'))).toBe(true);
  });

  it('refuses a forecast below the hedged volume with 409 and the figures; nothing is changed or audited', async () => {
    const period = await hedgedPeriod();
    const auditBefore = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'contract_change').execute();
    const below = Math.max(0.01, Math.floor((period.hedgedVolume - 0.01) * 100) / 100);
    const response = await reforecast(bodyOf(period, { forecastVolume: below }));
    const error = expectErrorShape(response.json(), 409, ['reforecastConflict']);
    expect(error.message).toContain(`hedged ${period.hedgedVolume.toFixed(2)} MW, above the new forecast of ${below.toFixed(2)} MW`);
    expect(response.json().reforecastConflict).toEqual({ deliveryPeriod: period.deliveryPeriod, hedgedVolume: period.hedgedVolume, newForecastVolume: below, unit: 'MW' });
    expect((await periodsOf()).find((p) => p.deliveryPeriod === period.deliveryPeriod)).toEqual(period);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'contract_change').execute()).toHaveLength(auditBefore.length);
    // Exactly the hedged volume is allowed (100 % hedged).
    const exact = await reforecast(bodyOf(period, { forecastVolume: period.hedgedVolume }));
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('answers 400 naming the field', async () => {
    const period = await openPeriod();
    const cases: [Record<string, unknown>, string][] = [
      [{ forecastVolume: 0 }, 'forecastVolume'],
      [{ forecastVolume: 2.345 }, 'forecastVolume'],
      [{ budgetPrice: -1 }, 'budgetPrice'],
      [{ budgetPrice: 80.125 }, 'budgetPrice'],
      [{ minimumClipPercent: 100.5 }, 'minimumClipPercent'],
      [{ minimumClipPercent: 0 }, 'minimumClipPercent'],
      [{ minimumClipPercent: 5.555 }, 'minimumClipPercent'],
      [{ forecastVolume: period.forecastVolume }, 'forecastVolume'],
      [{ budgetPrice: 80, reason: '   ' }, 'reason'],
      [{ budgetPrice: 80, reason: 'x'.repeat(501) }, 'reason'],
      [{ budgetPrice: 80, deliveryPeriod: 'not a period' }, 'deliveryPeriod'],
      [{ budgetPrice: 80, tradeIndex: 'COAL' }, 'tradeIndex'],
      [{ budgetPrice: 80, accountId: 'abc' }, 'accountId'],
    ];
    for (const [extra, field] of cases) {
      const response = await reforecast(bodyOf(period, extra));
      expect(expectErrorShape(response.json(), 400).field, JSON.stringify(extra)).toBe(field);
    }
    const noReason = await reforecast({ accountId: period.accountId, tradeIndex: period.tradeIndex, deliveryPeriod: period.deliveryPeriod, budgetPrice: 80 });
    expect(expectErrorShape(noReason.json(), 400).field).toBe('reason');
    const unchanged = await reforecast(bodyOf(period, { forecastVolume: period.forecastVolume }));
    expect(expectErrorShape(unchanged.json(), 400).message).toMatch(/Change at least one/);
  });

  it('refuses customers (their admin too) and view-as with 403', async () => {
    const period = await openPeriod();
    const customer = await reforecast(bodyOf(period, { forecastVolume: 3 }), { as: USERS.northwind });
    expect(expectErrorShape(customer.json(), 403).message).toBe('Only the Market Lens desk may change a contract');
    const harbour = (await periodsOf(ACCOUNTS.harbourLogistics, 'POWERUKBASECAL', USERS.harbourAdmin))[0] as ContractPeriod;
    expectErrorShape((await reforecast(bodyOf(harbour, { forecastVolume: 3 }), { as: USERS.harbourAdmin })).json(), 403);
    const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Customer asked about the forecast' } });
    expect(session.statusCode, session.body).toBe(200);
    const viewAs = await reforecast(bodyOf(period, { forecastVolume: 3 }), { viewAs: USERS.northwind });
    expect(expectErrorShape(viewAs.json(), 403).message).toMatch(/read-only/);
    // Reading in view-as is allowed, as the customer sees it.
    const read = await t.call({ method: 'GET', url: `/api/v2/contract/changes?accountId=${ACCOUNTS.northwind}`, as: USERS.desk, viewAs: USERS.northwind });
    expect(read.statusCode, read.body).toBe(200);
    await t.call({ method: 'DELETE', url: '/api/v2/admin/view-as', as: USERS.desk, viewAs: USERS.northwind });
  });

  it('answers 404 for an account or a period that is not there, and 403 for another company’s account as the position does', async () => {
    const period = await openPeriod();
    expect(expectErrorShape((await reforecast(bodyOf(period, { accountId: '99999', forecastVolume: 3 }))).json(), 404).message).toBe('Account not found');
    const noPeriod = await reforecast(bodyOf(period, { deliveryPeriod: 'Jan-35', forecastVolume: 3 }));
    expect(expectErrorShape(noPeriod.json(), 404).message).toBe('The account’s contract has no period Power base UK Jan-35');
    const peak = await reforecast(bodyOf(period, { tradeIndex: 'POWERUKPEAKCAL', forecastVolume: 3 }));
    expectErrorShape(peak.json(), 404);
    for (const url of [`/api/v2/contract/changes?accountId=${ACCOUNTS.caledonia}`, `/api/v2/contract/periods?accountId=${ACCOUNTS.caledonia}`]) {
      expectErrorShape((await t.call({ method: 'GET', url, as: USERS.northwind })).json(), 403);
    }
    const multi = await t.call({ method: 'GET', url: `/api/v2/contract/changes?accountId=${ACCOUNTS.pennine}`, as: USERS.pennine });
    expect(expectErrorShape(multi.json(), 403).message).toMatch(/multi-purchase/);
    expectErrorShape((await t.call({ method: 'GET', url: '/api/v2/contract/changes?accountId=99999', as: USERS.desk })).json(), 404);
  });

  it('lists changes newest first and by trade index', async () => {
    const all = await changesOf();
    // The seed's dated change (server/db/seed/contract-changes.ts) is the oldest.
    expect(all.at(-1)).toMatchObject({ changedBy: 'Sam Okafor', changedAt: expect.stringMatching(/^2026-11-\d\dT14:05:00\.000Z$/), tradeIndex: 'POWERUKBASECAL' });
    expect(all.at(-1)?.changes.map((change) => [change.field, Number((change.before - change.after).toFixed(2))])).toEqual([['forecastVolume', 0.5], ['budgetPrice', 3]]);
    const dates = all.map((change) => change.changedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const gas = await t.call({ method: 'GET', url: `/api/v2/contract/changes?accountId=${ACCOUNTS.northwind}&tradeIndex=GASNBP`, as: USERS.northwind });
    expect((gas.json().data as ContractChange[]).every((change) => change.tradeIndex === 'GASNBP' && change.unit === 'therms/day')).toBe(true);
  });
});
