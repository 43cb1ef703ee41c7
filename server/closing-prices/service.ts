/**
 * Tag `closing-prices`: the latest published prices of an index and period, with the daily
 * change and 30-business-day mean/high/low aggregated from the stored history, and one
 * product's history with the same rolling statistics per day, also as an .xlsx download
 * (view:closing_prices anywhere).
 */
import type { Readable } from 'node:stream';

import type { ClosingPrice } from '../../generated/model/closingPrice';
import type { ClosingPriceHistoryResponse } from '../../generated/model/closingPriceHistoryResponse';
import type { ExportClosingPriceHistoryXlsxParams } from '../../generated/model/exportClosingPriceHistoryXlsxParams';
import type { GetClosingPriceHistoryParams } from '../../generated/model/getClosingPriceHistoryParams';
import type { GetLatestClosingPricesParams } from '../../generated/model/getLatestClosingPricesParams';
import type { LatestClosingPricesResponse } from '../../generated/model/latestClosingPricesResponse';
import type { Period } from '../../generated/model/period';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { addDays, londonToday } from '../../domain/business-days';
import { requirePermissionAnywhere } from '../auth/guard';
import { badRequest, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { deliverySortKey } from '../lib/delivery-periods';
import { formatDay, unitFormat, type XlsxCell, type XlsxColumn, xlsxStream } from '../lib/xlsx';
import { priceUnitOf } from '../representations';
import { closeHistory, hasCloses, latestCloses, latestPublication, productsListedOn } from './queries';

const round2 = (value: number) => Math.round(value * 100) / 100;

export async function getLatestClosingPrices(context: ServiceContext, query: GetLatestClosingPricesParams): Promise<LatestClosingPricesResponse> {
  requirePermissionAnywhere(context.user, 'view:closing_prices');
  const tradeIndex: TradeIndex = query.tradeIndex ?? 'POWERUKBASECAL';
  const period: Period = query.period ?? 'day';
  const day = await latestPublication(context.db, tradeIndex, period);
  if (!day) return { data: [], tradeIndex, period, priceUnit: priceUnitOf(tradeIndex), publishedDate: null };
  const rows = [...(await latestCloses(context.db, tradeIndex, period, day))].sort((a, b) => deliverySortKey(a.period_name_abs) - deliverySortKey(b.period_name_abs));
  const data = rows.map((row): ClosingPrice => {
    const price = Number(row.price);
    return {
      id: row.id,
      periodNameAbs: row.period_name_abs,
      price,
      dailyChange: row.previous === null ? 0 : round2(price - Number(row.previous)),
      thirtyDayMean: round2(Number(row.mean)),
      thirtyDayHigh: Number(row.high),
      thirtyDayLow: Number(row.low),
    };
  });
  return { data, tradeIndex, period, priceUnit: priceUnitOf(tradeIndex), publishedDate: day };
}

/** Without from/to: the last 365 days; never more than 2 years (the contract's limits). */
const DEFAULT_DAYS = 365;
const MAX_DAYS = 731;

export async function getClosingPriceHistory(context: ServiceContext, query: GetClosingPriceHistoryParams): Promise<ClosingPriceHistoryResponse> {
  return { data: (await closingPriceHistory(context, query)).data };
}

/** The history with the span it covers (the defaults applied), which the export writes in its filter line. */
async function closingPriceHistory(context: ServiceContext, query: GetClosingPriceHistoryParams): Promise<ClosingPriceHistoryResponse & { from: string; to: string }> {
  requirePermissionAnywhere(context.user, 'view:closing_prices');
  const tradeIndex: TradeIndex = query.tradeIndex ?? 'POWERUKBASECAL';
  const period: Period = query.period ?? 'day';
  const { db } = context;
  const latest = await latestPublication(db, tradeIndex, period);
  if (!latest) throw notFound(`No ${period} closing prices of ${tradeIndex} are published yet`);

  const { from: askedFrom, to: askedTo } = query;
  const to = askedTo ?? (askedFrom !== undefined && askedFrom > latest ? askedFrom : latest);
  const from = askedFrom ?? addDays(to, -DEFAULT_DAYS);
  if (to < from) throw badRequest('querystring/to must not be before from', 'to');
  if (addDays(from, MAX_DAYS) < to) throw badRequest('querystring/from must be at most 2 years before to', 'from');

  let periodNameAbs = query.periodNameAbs;
  if (periodNameAbs === undefined) {
    // The nearest product listed on the latest publication date.
    periodNameAbs = (await productsListedOn(db, tradeIndex, period, latest)).sort((a, b) => deliverySortKey(a) - deliverySortKey(b))[0];
  } else if (!(await hasCloses(db, tradeIndex, periodNameAbs, period))) {
    throw notFound(`No ${period} product ${periodNameAbs} of ${tradeIndex} has closing prices`);
  }
  if (periodNameAbs === undefined) throw notFound(`No ${period} closing prices of ${tradeIndex} are published yet`);

  const rows = await closeHistory(db, tradeIndex, periodNameAbs, from, to);
  return {
    from,
    to,
    data: {
      tradeIndex,
      period,
      periodNameAbs,
      priceUnit: priceUnitOf(tradeIndex),
      points: rows.map((row) => ({
        date: row.price_date,
        price: Number(row.price),
        thirtyDayMean: round2(Number(row.mean)),
        thirtyDayHigh: Number(row.high),
        thirtyDayLow: Number(row.low),
      })),
    },
  };
}

const HISTORY_COLUMNS: XlsxColumn[] = [
  { header: 'Date', width: 13 },
  { header: 'Close', width: 17 },
  { header: '30-day mean', width: 17 },
  { header: '30-day high', width: 17 },
  { header: '30-day low', width: 17 },
];

/**
 * The same history as an .xlsx workbook (server/lib/xlsx.ts): a day's row has its date as an Excel
 * date and its figures in the price unit. At most two years of business days, so it is read whole
 * before the workbook streams; the checks (404, 400) answer before any byte is sent.
 */
export async function exportClosingPriceHistoryXlsx(
  context: ServiceContext,
  query: ExportClosingPriceHistoryXlsxParams,
): Promise<{ fileName: string; body: Readable }> {
  const { data, from, to } = await closingPriceHistory(context, query);
  const price = unitFormat(data.priceUnit);
  const rows: XlsxCell[][] = data.points.map((point) => [
    { day: point.date },
    { number: point.price, format: price },
    { number: point.thirtyDayMean, format: price },
    { number: point.thirtyDayHigh, format: price },
    { number: point.thirtyDayLow, format: price },
  ]);
  const today = londonToday(context.clock.now());
  const body = xlsxStream(
    {
      name: 'Closing prices',
      title: `Closing prices of ${data.tradeIndex} ${data.periodNameAbs}, exported ${formatDay(today)}`,
      filters: [`Filters: index ${data.tradeIndex}, ${data.period} product ${data.periodNameAbs}, from ${formatDay(from)}, to ${formatDay(to)}`],
      columns: HISTORY_COLUMNS,
    },
    (async function* () {
      yield rows;
    })(),
  );
  return { fileName: `closing-prices-${data.tradeIndex}-${data.periodNameAbs}-${today}.xlsx`, body };
}
