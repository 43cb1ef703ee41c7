/**
 * Two years of business-day closing prices for 3 indices × 4 periods from a seeded,
 * mean-reverting random walk. Each day lists the contracts then tradable: day-ahead, the next
 * 6 months (`Jan-27`), the next 4 quarters (`Q1-27`) and the next 4 seasons (`Sum-27` Apr–Sep,
 * `Win-27` Oct–Mar). Prices are not stored with statistics: the API aggregates this history.
 */
import type { PricePeriod, TradeIndex } from '../schema';
import { addDays, businessDaysBetween, isBusinessDay } from '../../lib/business-days';
import { Random, round2 } from './random';

export const DAY_AHEAD = 'Day-ahead';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const yy = (year: number) => String(year % 100).padStart(2, '0');

export interface Contract {
  period: PricePeriod;
  name: string;
  /** First delivery month, 0-based months since year 0, for the seasonal shape. */
  deliveryMonths: number[];
}

/** The contracts tradable on `isoDate`. */
export function tradableContracts(isoDate: string): Contract[] {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7)) - 1;
  const contracts: Contract[] = [{ period: 'day', name: DAY_AHEAD, deliveryMonths: [month] }];
  for (let ahead = 1; ahead <= 6; ahead += 1) {
    const m = (month + ahead) % 12;
    const y = year + Math.floor((month + ahead) / 12);
    contracts.push({ period: 'month', name: `${MONTHS[m]}-${yy(y)}`, deliveryMonths: [m] });
  }
  let quarter = Math.floor(month / 3) + 1;
  let quarterYear = year;
  for (let i = 0; i < 4; i += 1) {
    if (quarter === 4) {
      quarter = 1;
      quarterYear += 1;
    } else quarter += 1;
    const first = (quarter - 1) * 3;
    contracts.push({ period: 'quarter', name: `Q${quarter}-${yy(quarterYear)}`, deliveryMonths: [first, first + 1, first + 2] });
  }
  // Current season: summer Apr–Sep, winter Oct–Mar (a January winter belongs to last year's Win).
  let isSummer = month >= 3 && month <= 8;
  let seasonYear = month <= 2 ? year - 1 : year;
  for (let i = 0; i < 4; i += 1) {
    if (isSummer) isSummer = false;
    else {
      isSummer = true;
      seasonYear += 1;
    }
    contracts.push({
      period: 'season',
      name: `${isSummer ? 'Sum' : 'Win'}-${yy(seasonYear)}`,
      deliveryMonths: isSummer ? [3, 4, 5, 6, 7, 8] : [9, 10, 11, 0, 1, 2],
    });
  }
  return contracts;
}

/** Winter delivery costs more than summer (gas more so). */
const SEASONAL: Record<'power' | 'gas', number[]> = {
  power: [1.14, 1.1, 1.03, 0.95, 0.9, 0.88, 0.9, 0.91, 0.95, 1.02, 1.09, 1.13],
  gas: [1.18, 1.14, 1.05, 0.93, 0.88, 0.86, 0.87, 0.88, 0.92, 1.02, 1.12, 1.16],
};

const seasonalFactor = (index: TradeIndex, months: number[]) => {
  const curve = SEASONAL[index === 'GASNBP' ? 'gas' : 'power'];
  return months.reduce((sum, m) => sum + (curve[m] ?? 1), 0) / months.length;
};

export interface ClosingPriceRow {
  id: string;
  trade_index: TradeIndex;
  period: PricePeriod;
  period_name_abs: string;
  price_date: string;
  price: number;
}

/** Mean-reverting walk kept inside [low, high]. */
function step(random: Random, level: number, mean: number, low: number, high: number, volatility: number) {
  const next = level + 0.04 * (mean - level) + level * volatility * random.normal();
  return Math.min(high, Math.max(low, next));
}

export function closingPriceHistory(endDate: string, years = 2, seed = 20260101): ClosingPriceRow[] {
  let end = endDate;
  while (!isBusinessDay(end)) end = addDays(end, -1);
  const start = `${Number(end.slice(0, 4)) - years}${end.slice(4)}`;
  const random = new Random(seed);
  let base = 80;
  let spread = 12;
  let gas = 95;
  // Each contract keeps a small premium of its own that drifts day to day.
  const premium = new Map<string, number>();
  const rows: ClosingPriceRow[] = [];
  for (const day of businessDaysBetween(addDays(start, 1), end)) {
    base = step(random, base, 80, 60, 100, 0.018);
    spread = Math.min(20, Math.max(5, spread + 0.05 * (12 - spread) + random.normal() * 0.6));
    gas = step(random, gas, 95, 70, 120, 0.02);
    const levels: Record<TradeIndex, number> = { POWERUKBASECAL: base, POWERUKPEAKCAL: base + spread, GASNBP: gas };
    for (const contract of tradableContracts(day)) {
      for (const index of ['POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP'] as const) {
        const key = `${index}|${contract.name}`;
        const drift = (premium.get(key) ?? random.between(-0.03, 0.03)) + random.normal() * 0.004;
        premium.set(key, Math.max(-0.06, Math.min(0.06, drift)));
        const dayNoise = contract.period === 'day' ? random.normal() * 0.025 : 0;
        const price = levels[index] * seasonalFactor(index, contract.deliveryMonths) * (1 + drift + dayNoise);
        rows.push({ id: random.uuid(), trade_index: index, period: contract.period, period_name_abs: contract.name, price_date: day, price: round2(price) });
      }
    }
  }
  return rows;
}
