import type { ClosingPriceHistoryPoint } from '@generated/model/closingPriceHistoryPoint';
import { formatShortDate } from '@/lib/dates';

import { formatPrice } from './format-price';

export const NO_PRICE_HISTORY = 'No price history for this product in this range.';

export interface HistorySummary {
  first: ClosingPriceHistoryPoint;
  last: ClosingPriceHistoryPoint;
  high: number;
  low: number;
  change: number;
}

/** Latest, change over the range, and the range's highest and lowest close. Null when empty. */
export function summariseHistory(points: readonly ClosingPriceHistoryPoint[]): HistorySummary | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const prices = points.map((point) => point.price);
  return { first, last, high: Math.max(...prices), low: Math.min(...prices), change: last.price - first.price };
}

/** The chart's text alternative, read instead of the canvas. */
export function describeHistory(product: string, unit: string, summary: HistorySummary): string {
  return (
    `Closing price of ${product} from ${formatShortDate(summary.first.date)} to ${formatShortDate(summary.last.date)}, in ${unit}: ` +
    `latest ${formatPrice(summary.last.price)}, highest ${formatPrice(summary.high)}, lowest ${formatPrice(summary.low)}.`
  );
}

/** The span the headline figures cover: 'From 21 Aug 2026 to 20 Nov 2026 (3 months)'. */
export function describeStatsPeriod(summary: HistorySummary, rangeDescription: string): string {
  return `From ${formatShortDate(summary.first.date)} to ${formatShortDate(summary.last.date)} (${rangeDescription})`;
}
