/**
 * Tag `position`: per delivery period of an account's contract for one index, the forecast,
 * hedged and open volume, the locked cost and price, the open volume at the latest close, the
 * estimated cost against the budget, and the budget at risk (docs/trading.md). The figures
 * come from position-overview.ts, which the monthly portfolio report shares; the same figures
 * download as an .xlsx workbook (docs/files.md).
 */
import type { Readable } from 'node:stream';

import type { ExportPositionOverviewXlsxParams } from '../../generated/model/exportPositionOverviewXlsxParams';
import type { GetPositionMonthsParams } from '../../generated/model/getPositionMonthsParams';
import type { GetPositionOverviewParams } from '../../generated/model/getPositionOverviewParams';
import type { PositionMonths } from '../../generated/model/positionMonths';
import type { PositionOverview } from '../../generated/model/positionOverview';
import type { PositionPeriod } from '../../generated/model/positionPeriod';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { londonToday } from '../../domain/business-days';
import { requirePermissionOn, requireVisibleAccount } from '../auth/guard';
import { forbidden, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { formatDay, GBP_FORMAT, PERCENT_FORMAT, unitFormat, type XlsxCell, type XlsxColumn, xlsxStream } from '../lib/xlsx';
import { cachedTradingAccount } from '../orders/order-assessment';
import { contractedIndices } from '../orders/queries';
import { tradingRefusal } from '../orders/rules';
import { priceUnitOf, volumeUnitOf } from '../representations';
import { cachedMonthLedger, ledgerCompliance } from '../what-if/month-ledger';
import { positionOverview } from './position-overview';
import { indexTotals, moneyTotals } from './position-totals';

/** The order the indices are listed in (the spec's selector order). */
const TRADE_INDEX_ORDER: TradeIndex[] = ['POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP'];

export const BUDGET_AT_RISK_METHOD =
  'P5–P95 of each period’s final cost: the hedged volume at its locked prices plus the open volume at the latest close moved by ±1.645 standard deviations of the product’s daily log price changes over its last 250 closes, scaled by the square root of the business days left until delivery starts.';

/** The account's position may be read: visible, view:orders on it, a flexible trading account (else 403/404). */
export async function requirePositionAccess(context: ServiceContext, accountId: string): Promise<void> {
  requireVisibleAccount(context.user, accountId);
  requirePermissionOn(context.user, accountId, 'view:orders');
  const account = await cachedTradingAccount(context, accountId);
  if (!account) throw notFound('Account not found');
  const refusal = tradingRefusal(account);
  if (refusal) throw forbidden(refusal.replace('cannot place orders', 'has no trading position'));
}

export async function getPositionOverview(context: ServiceContext, query: GetPositionOverviewParams): Promise<PositionOverview> {
  const { accountId } = query;
  const tradeIndex: TradeIndex = query.tradeIndex ?? 'POWERUKBASECAL';
  await requirePositionAccess(context, accountId);
  const { db } = context;

  const today = londonToday(context.clock.now());
  const { priceDate, periods } = await positionOverview(db, accountId, tradeIndex, { today });
  // The £ totals across indices: every index of the contract, the requested one as computed above.
  const contracted = await contractedIndices(db, accountId);
  const tradeIndices = TRADE_INDEX_ORDER.filter((index) => contracted.includes(index));
  const allPeriods: PositionPeriod[] = [];
  for (const index of tradeIndices) {
    allPeriods.push(...(index === tradeIndex ? periods : (await positionOverview(db, accountId, index, { today, budgetAtRisk: false })).periods));
  }
  return {
    accountId,
    tradeIndex,
    unit: volumeUnitOf(tradeIndex),
    priceUnit: priceUnitOf(tradeIndex),
    priceDate,
    budgetAtRiskMethod: BUDGET_AT_RISK_METHOD,
    periods,
    totals: indexTotals(tradeIndex, periods),
    acrossIndices: { tradeIndices, ...moneyTotals(allPeriods) },
  };
}

/**
 * The position by delivery month against the hedging policy in force, with the fixing calendar
 * (month-position.ts; docs/trading.md, "Months"). Same access as the overview.
 */
export async function getPositionMonths(context: ServiceContext, query: GetPositionMonthsParams): Promise<PositionMonths> {
  const { accountId } = query;
  const tradeIndex: TradeIndex = query.tradeIndex ?? 'POWERUKBASECAL';
  await requirePositionAccess(context, accountId);
  const today = londonToday(context.clock.now());
  // From the month ledger kept under the `trading` and `closing_prices` generations (server/what-if/month-ledger.ts).
  const ledger = await cachedMonthLedger(context.db, context.generations, accountId, tradeIndex, today);
  const compliance = await ledgerCompliance(context.db, ledger, today);
  return {
    accountId,
    tradeIndex,
    unit: volumeUnitOf(tradeIndex),
    energyUnit: tradeIndex === 'GASNBP' ? 'therms' : 'MWh',
    ...compliance,
  };
}

const POSITION_COLUMNS: XlsxColumn[] = [
  { header: 'Delivery period', width: 15 },
  { header: 'Delivery start', width: 13 },
  { header: 'Delivery end', width: 13 },
  { header: 'Forecast', width: 20 },
  { header: 'Hedged', width: 20 },
  { header: 'Open', width: 20 },
  { header: 'Hedged %', width: 10 },
  { header: 'Average locked price', width: 20 },
  { header: 'Latest close', width: 17 },
  { header: 'Open value', width: 17 },
  { header: 'Locked cost', width: 17 },
  { header: 'Budget price', width: 17 },
  { header: 'Budget cost', width: 17 },
  { header: 'Estimated total cost', width: 20 },
  { header: 'Variance', width: 17 },
  { header: 'Budget at risk P5', width: 18 },
  { header: 'Budget at risk P95', width: 18 },
  { header: 'Trade deadline', width: 14 },
];

const gbp = (value: number | null): XlsxCell => (value === null ? null : { number: value, format: GBP_FORMAT });

/**
 * The overview as an .xlsx workbook (server/lib/xlsx.ts): one row per delivery period with its
 * volumes in the index's unit, prices in the price unit and £ with two decimals, then the index's
 * totals (energy in MWh or therms). A few dozen rows, computed as the overview is (same access),
 * before the workbook streams.
 */
export async function exportPositionOverviewXlsx(context: ServiceContext, query: ExportPositionOverviewXlsxParams): Promise<{ fileName: string; body: Readable }> {
  const overview = await getPositionOverview(context, query);
  const volume = unitFormat(overview.unit);
  const price = unitFormat(overview.priceUnit);
  const percent = (value: number): XlsxCell => ({ number: value / 100, format: PERCENT_FORMAT });
  const rows: XlsxCell[][] = overview.periods.map((period) => [
    period.deliveryPeriod,
    { day: period.deliveryStart },
    { day: period.deliveryEnd },
    { number: period.forecastVolume, format: volume },
    { number: period.hedgedVolume, format: volume },
    { number: period.openVolume, format: volume },
    percent(period.hedgedPercent),
    period.averageLockedPrice === null ? null : { number: period.averageLockedPrice, format: price },
    period.latestClosingPrice === null ? null : { number: period.latestClosingPrice, format: price },
    gbp(period.openValue),
    gbp(period.lockedCost),
    { number: period.budgetPrice, format: price },
    gbp(period.budgetCost),
    gbp(period.estimatedTotalCost),
    gbp(period.variance),
    gbp(period.budgetAtRiskP5),
    gbp(period.budgetAtRiskP95),
    { day: period.tradeDeadline },
  ]);
  const { totals } = overview;
  const energy = unitFormat(totals.energyUnit);
  rows.push([
    'Total',
    null,
    null,
    { number: totals.forecastEnergy, format: energy },
    { number: totals.hedgedEnergy, format: energy },
    { number: totals.openEnergy, format: energy },
    percent(totals.hedgedPercent),
    null,
    null,
    gbp(totals.openValue),
    gbp(totals.lockedCost),
    null,
    gbp(totals.budgetCost),
    gbp(totals.estimatedTotalCost),
    gbp(totals.variance),
  ]);
  const today = londonToday(context.clock.now());
  const body = xlsxStream(
    {
      name: 'Position',
      title: `Position of account ${overview.accountId}, ${overview.tradeIndex}, exported ${formatDay(today)}`,
      filters: [
        `Filters: account ${overview.accountId}, index ${overview.tradeIndex}`,
        overview.priceDate === null ? 'Open volume valued at: no closing price published yet' : `Open volume valued at the close of ${formatDay(overview.priceDate)}`,
      ],
      columns: POSITION_COLUMNS,
    },
    (async function* () {
      yield rows;
    })(),
  );
  return { fileName: `position-${overview.accountId}-${overview.tradeIndex}-${today}.xlsx`, body };
}
