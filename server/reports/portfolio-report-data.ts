/**
 * What a monthly portfolio report says about one flexible account at a month's last
 * published close: per traded index the position period by period, computed by the same
 * function as the position overview (server/position/position-overview.ts) so the report and
 * the overview agree for the same date (the budget at risk, which the report does not show,
 * is left out), and the trades made in that month (docs/files.md).
 */
import type { Kysely } from 'kysely';

import type { PositionPeriod } from '../../generated/model/positionPeriod';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database } from '../db/schema';
import { priceUnitOf, volumeUnitOf } from '../representations';
import { contractedIndices } from '../orders/queries';
import { positionOverview } from '../position/position-overview';
import { accountName, tradesBetween } from './queries';

export interface IndexPosition {
  tradeIndex: TradeIndex;
  unit: string;
  priceUnit: string;
  /** The close the open volume is valued at. */
  priceDate: string | null;
  periods: PositionPeriod[];
}

export interface ReportTrade {
  tradeDate: string;
  tradeIndex: TradeIndex;
  deliveryPeriod: string;
  direction: 'buy' | 'sell';
  volume: string;
  unit: string;
  price: string;
  value: string;
}

export interface PortfolioReportData {
  accountId: string;
  accountName: string;
  /** YYYY-MM of the report. */
  month: string;
  /** The London date the report is made as of: the month's last published close. */
  asOf: string;
  positions: IndexPosition[];
  trades: ReportTrade[];
}

const INDEX_ORDER: TradeIndex[] = ['POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP'];

export async function portfolioReportData(db: Kysely<Database>, accountId: string, asOf: string): Promise<PortfolioReportData> {
  const account = await accountName(db, accountId);
  const indices = await contractedIndices(db, accountId);
  const ordered = INDEX_ORDER.filter((index) => indices.includes(index));
  const positions: IndexPosition[] = [];
  for (const tradeIndex of ordered) {
    const { priceDate, periods } = await positionOverview(db, accountId, tradeIndex, { asOf, budgetAtRisk: false });
    positions.push({ tradeIndex, unit: volumeUnitOf(tradeIndex), priceUnit: priceUnitOf(tradeIndex), priceDate, periods });
  }
  const month = asOf.slice(0, 7);
  const trades = await tradesBetween(db, accountId, `${month}-01`, asOf);
  return {
    accountId: account.id,
    accountName: account.name,
    month,
    asOf,
    positions,
    trades: trades.map((row) => ({
      tradeDate: row.trade_date,
      tradeIndex: row.trade_index,
      deliveryPeriod: row.period_name_abs,
      direction: row.trade_direction,
      volume: row.volume,
      unit: row.unit,
      price: row.price,
      value: row.value,
    })),
  };
}
