/**
 * Fixed closing prices and price history for the stories: realistic UK levels, no
 * randomness, so every screenshot is stable. Stories pass these to the generated
 * handlers (`getGetLatestClosingPricesMockHandler`, `getGetClosingPriceHistoryMockHandler`).
 */
import type { ClosingPrice } from '@generated/model/closingPrice';
import type { ClosingPriceHistoryPoint } from '@generated/model/closingPriceHistoryPoint';
import type { LatestClosingPricesResponse } from '@generated/model/latestClosingPricesResponse';
import type { Period } from '@generated/model/period';
import type { TradeIndex } from '@generated/model/tradeIndex';

/** "Today" in every market-data story: Friday 20 November 2026, 08:30 London. */
export const STORY_NOW = new Date('2026-11-20T08:30:00Z');
/** The latest publication: the previous business day. */
export const PUBLISHED_DATE = '2026-11-19';

// ---------------------------------------------------------------- latest closing prices

const LEVELS: Record<TradeIndex, number> = { POWERUKBASECAL: 82.4, POWERUKPEAKCAL: 94.1, GASNBP: 96.8 };

const PRODUCTS: Record<Period, string[]> = {
  day: ['Day-ahead'],
  month: ['Dec-26', 'Jan-27', 'Feb-27', 'Mar-27'],
  quarter: ['Q1-27', 'Q2-27', 'Q3-27', 'Q4-27'],
  season: ['Sum-27', 'Win-27', 'Sum-28', 'Win-28'],
};

/** Per-product offsets from the index level and daily changes: ups, downs and a flat 0.00 (an up arrow). */
const OFFSETS = [0, 3.35, 1.9, -6.2];
const CHANGES = [1.32, -0.84, 0, -2.17];

const round2 = (value: number) => Math.round(value * 100) / 100;

export function closingPriceRows(tradeIndex: TradeIndex, period: Period): ClosingPrice[] {
  const periodShift = { day: -1.6, month: 0.8, quarter: 1.4, season: -0.5 }[period];
  return PRODUCTS[period].map((product, index) => {
    const price = round2(LEVELS[tradeIndex] + periodShift + (OFFSETS[index] ?? 0));
    const change = tradeIndex === 'GASNBP' ? -(CHANGES[index] ?? 0) : (CHANGES[index] ?? 0);
    return {
      id: `${tradeIndex}-${period}-${index}`,
      periodNameAbs: product,
      price,
      dailyChange: round2(change === 0 ? 0 : change),
      thirtyDayMean: round2(price - 1.18 + index * 0.4),
      thirtyDayHigh: round2(price + 4.62 + index * 0.3),
      thirtyDayLow: round2(price - 5.87 - index * 0.2),
    };
  });
}

export function latestClosingPrices(tradeIndex: TradeIndex, period: Period, rows = closingPriceRows(tradeIndex, period)): LatestClosingPricesResponse {
  return { data: rows, tradeIndex, period, priceUnit: tradeIndex === 'GASNBP' ? 'p/therm' : '£/MWh', publishedDate: rows.length > 0 ? PUBLISHED_DATE : null };
}

/** Answers for the trade index and period the request asks for (defaults as the API). */
export function latestClosingPricesFor({ request }: { request: Request }): LatestClosingPricesResponse {
  const params = new URL(request.url).searchParams;
  const tradeIndex = (params.get('tradeIndex') ?? 'POWERUKBASECAL') as TradeIndex;
  const period = (params.get('period') ?? 'day') as Period;
  return latestClosingPrices(tradeIndex, period);
}

// ---------------------------------------------------------------- price history

/** Business days (Mon–Fri) from `from` to `to`, inclusive, as YYYY-MM-DD. */
function businessDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T12:00:00Z`); day <= new Date(`${to}T12:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

const HISTORY_START = '2024-09-02';

/** Two years of a smooth, deterministic price path with real 30-day aggregates. */
function historySeries(tradeIndex: TradeIndex): ClosingPriceHistoryPoint[] {
  const level = LEVELS[tradeIndex];
  const prices = businessDays(HISTORY_START, PUBLISHED_DATE).map((date, i) => ({
    date,
    price: round2(level + 9 * Math.sin(i / 41) + 4.5 * Math.sin(i / 9.5 + 1) + 1.6 * Math.sin(i * 1.7)),
  }));
  return prices.map((point, i) => {
    const window = prices.slice(Math.max(0, i - 29), i + 1).map((p) => p.price);
    return {
      ...point,
      thirtyDayMean: round2(window.reduce((sum, price) => sum + price, 0) / window.length),
      thirtyDayHigh: Math.max(...window),
      thirtyDayLow: Math.min(...window),
    };
  });
}

const SERIES = new Map<TradeIndex, ClosingPriceHistoryPoint[]>();

export function historyPoints(tradeIndex: TradeIndex, from?: string | null): ClosingPriceHistoryPoint[] {
  let series = SERIES.get(tradeIndex);
  if (!series) SERIES.set(tradeIndex, (series = historySeries(tradeIndex)));
  return from ? series.filter((point) => point.date >= from) : series.slice(-252);
}

/** Answers for the product and `from` the request asks for. */
export function historyFor({ request }: { request: Request }) {
  const params = new URL(request.url).searchParams;
  const tradeIndex = (params.get('tradeIndex') ?? 'POWERUKBASECAL') as TradeIndex;
  const period = (params.get('period') ?? 'day') as Period;
  return {
    data: {
      tradeIndex,
      period,
      periodNameAbs: params.get('periodNameAbs') ?? PRODUCTS[period][0] ?? 'Day-ahead',
      priceUnit: tradeIndex === 'GASNBP' ? ('p/therm' as const) : ('£/MWh' as const),
      points: historyPoints(tradeIndex, params.get('from')),
    },
  };
}

export function emptyHistory() {
  return { data: { tradeIndex: 'POWERUKBASECAL' as const, period: 'month' as const, periodNameAbs: 'Jan-27', priceUnit: '£/MWh' as const, points: [] } };
}
