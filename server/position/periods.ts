/**
 * The delivery periods of a flexible contract's horizon and their dates: the next 6 months,
 * the next 4 quarters and the next seasons (4 for power, 6 for gas) after a given day, and the
 * trade deadline of each (docs/trading.md).
 */
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { addDays, isBusinessDay } from '../../domain/business-days';
import { deliveryStartMonth, MONTHS } from '../lib/delivery-periods';

export type ContractPeriod = 'month' | 'quarter' | 'season';

export interface DeliveryPeriod {
  name: string;
  period: ContractPeriod;
  /** First delivery day, 'YYYY-MM-DD'. */
  start: string;
  /** Last delivery day, inclusive. */
  end: string;
}

const yy = (year: number) => String(year % 100).padStart(2, '0');
const iso = (year: number, month: number) => `${year + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`;

/** How many seasons ahead each index's contract reaches. */
export const SEASONS_AHEAD: Record<TradeIndex, number> = { POWERUKBASECAL: 4, POWERUKPEAKCAL: 4, GASNBP: 6 };

/** The period kind and delivery dates of a product name (`Jan-27`, `Q1-27`, `Sum-27`, `Win-27`). */
export function deliveryPeriod(name: string): DeliveryPeriod | undefined {
  const start = deliveryStartMonth(name);
  if (!start) return undefined;
  const [year, month] = start;
  const period: ContractPeriod = /^Q/.test(name) ? 'quarter' : /^(Sum|Win)/.test(name) ? 'season' : 'month';
  const months = period === 'month' ? 1 : period === 'quarter' ? 3 : 6;
  return { name, period, start: iso(year, month), end: addDays(iso(year, month + months), -1) };
}

/** The periods of `index` in a contract's horizon on `today`, nearest first. */
export function horizonPeriods(index: TradeIndex, today: string): DeliveryPeriod[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const names: string[] = [];
  for (let ahead = 1; ahead <= 6; ahead += 1) {
    const m = month + ahead;
    names.push(`${MONTHS[m % 12]}-${yy(year + Math.floor(m / 12))}`);
  }
  const currentQuarter = Math.floor(month / 3);
  for (let ahead = 1; ahead <= 4; ahead += 1) {
    const q = currentQuarter + ahead;
    names.push(`Q${(q % 4) + 1}-${yy(year + Math.floor(q / 4))}`);
  }
  // Seasons: summer Apr–Sep, winter Oct–Mar; a January winter belongs to last year's Win.
  let summer = month >= 3 && month <= 8;
  let seasonYear = month <= 2 ? year - 1 : year;
  for (let i = 0; i < SEASONS_AHEAD[index]; i += 1) {
    if (summer) summer = false;
    else {
      summer = true;
      seasonYear += 1;
    }
    names.push(`${summer ? 'Sum' : 'Win'}-${yy(seasonYear)}`);
  }
  return names.map((name) => deliveryPeriod(name) as DeliveryPeriod).sort((a, b) => (a.start === b.start ? a.end.localeCompare(b.end) : a.start.localeCompare(b.start)));
}

/**
 * The last day an order on a period may be placed or executed: no trading within
 * `businessDays` England and Wales business days of the delivery start, so the deadline is
 * the business day before those.
 */
export function tradeDeadline(deliveryStart: string, businessDays: number): string {
  // A pure function of its two arguments, asked for every product on every month-view request: kept.
  const key = `${deliveryStart}|${businessDays}`;
  let deadline = DEADLINES.get(key);
  if (deadline === undefined) {
    deadline = countBackDeadline(deliveryStart, businessDays);
    DEADLINES.set(key, deadline);
    if (DEADLINES.size > 5_000) DEADLINES.delete(DEADLINES.keys().next().value as string);
  }
  return deadline;
}

const DEADLINES = new Map<string, string>();

function countBackDeadline(deliveryStart: string, businessDays: number): string {
  let day = addDays(deliveryStart, -1);
  let skipped = 0;
  for (;;) {
    if (isBusinessDay(day)) {
      if (skipped === businessDays) return day;
      skipped += 1;
    }
    day = addDays(day, -1);
  }
}
