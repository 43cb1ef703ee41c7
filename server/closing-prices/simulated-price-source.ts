/**
 * The simulated closing prices: a seeded, mean-reverting random walk over 3 indices and the
 * contracts tradable each business day. The seed writes its history with it (server/db/seed/
 * closing-prices.ts) and the publication continues it as the embedded PriceSource: the walk is
 * replayed from the first stored day (same seed, same draws), checked against the latest stored
 * closes, and stepped on. Each day lists day-ahead, the next 6 months (`Jan-27`), the next 4
 * quarters (`Q1-27`) and the next 4 seasons (`Sum-27` Apr–Sep, `Win-27` Oct–Mar).
 */
import type { Period } from '../../generated/model/period';
import { TradeIndex } from '../../generated/model/tradeIndex';
import { businessDaysBetween } from '../../domain/business-days';
import { MONTHS } from '../lib/delivery-periods';
import { Random, round2 } from '../lib/random';
import type { ClosingPriceRow, PriceSource, StoredCloses } from './price-source';

export const DAY_AHEAD = 'Day-ahead';
const yy = (year: number) => String(year % 100).padStart(2, '0');

export interface Contract {
  period: Period;
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

/** Mean-reverting walk kept inside [low, high]. */
function step(random: Random, level: number, mean: number, low: number, high: number, volatility: number) {
  const next = level + 0.04 * (mean - level) + level * volatility * random.normal();
  return Math.min(high, Math.max(low, next));
}

/** The seed of the walk: the seed and the publisher draw the same sequence. */
export const PRICE_WALK_SEED = 20260101;

/**
 * The seeded walk, one business day at a time. Started on the same first day with the same
 * seed it always produces the same rows (ids included), so publishing a later day continues
 * exactly where the seeded history stopped.
 */
export class PriceWalk {
  private readonly random: Random;
  private base = 80;
  private spread = 12;
  private gas = 95;
  // Each contract keeps a small premium of its own that drifts day to day.
  private readonly premium = new Map<string, number>();

  constructor(seed = PRICE_WALK_SEED) {
    this.random = new Random(seed);
  }

  /** The closing prices of the next business day `day` (days must come in order). */
  next(day: string): ClosingPriceRow[] {
    const random = this.random;
    this.base = step(random, this.base, 80, 60, 100, 0.018);
    this.spread = Math.min(20, Math.max(5, this.spread + 0.05 * (12 - this.spread) + random.normal() * 0.6));
    this.gas = step(random, this.gas, 95, 70, 120, 0.02);
    const levels: Record<TradeIndex, number> = { POWERUKBASECAL: this.base, POWERUKPEAKCAL: this.base + this.spread, GASNBP: this.gas };
    const rows: ClosingPriceRow[] = [];
    for (const contract of tradableContracts(day)) {
      for (const index of Object.values(TradeIndex)) {
        const key = `${index}|${contract.name}`;
        const drift = (this.premium.get(key) ?? random.between(-0.03, 0.03)) + random.normal() * 0.004;
        this.premium.set(key, Math.max(-0.06, Math.min(0.06, drift)));
        const dayNoise = contract.period === 'day' ? random.normal() * 0.025 : 0;
        const price = levels[index] * seasonalFactor(index, contract.deliveryMonths) * (1 + drift + dayNoise);
        rows.push({ id: random.uuid(), trade_index: index, period: contract.period, period_name_abs: contract.name, price_date: day, price: round2(price) });
      }
    }
    return rows;
  }
}

/** Replays the walk through `stored.last`; refuses unless it reproduces the stored closes of that day. */
function replayWalk({ first, last, lastCloses }: StoredCloses): PriceWalk {
  const walk = new PriceWalk();
  let lastRows: ClosingPriceRow[] = [];
  for (const day of businessDaysBetween(first, last)) lastRows = walk.next(day);
  const storedPrices = new Map(lastCloses.map((row) => [`${row.trade_index}|${row.period_name_abs}`, row.price]));
  const matches = lastRows.length === lastCloses.length && lastRows.every((row) => storedPrices.get(`${row.trade_index}|${row.period_name_abs}`) === row.price);
  if (!matches) {
    throw new Error(`The closing prices stored for ${last} are not those of the seeded walk from ${first}: refusing to continue it (reseed the database)`);
  }
  return walk;
}

/** The embedded PriceSource: the seeded walk, continued from the stored history. */
export const simulatedPriceSource: PriceSource = {
  async closesOf(days, stored) {
    const walk = replayWalk(stored);
    return days.map((day) => walk.next(day));
  },
};
