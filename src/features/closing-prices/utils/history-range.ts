import { formatIsoDay } from '@/lib/dates';

/**
 * The price history chart's range selector. The API returns one point per business day
 * and at most two years per call, so the longest range is 2Y.
 */
export const HISTORY_RANGES = [
  { value: '1M', label: '1M', months: 1, description: '1 month' },
  { value: '3M', label: '3M', months: 3, description: '3 months' },
  { value: '6M', label: '6M', months: 6, description: '6 months' },
  { value: '1Y', label: '1Y', months: 12, description: '1 year' },
  { value: '2Y', label: '2Y', months: 24, description: '2 years' },
] as const;

export type HistoryRange = (typeof HISTORY_RANGES)[number]['value'];

export const DEFAULT_HISTORY_RANGE: HistoryRange = '3M';

/**
 * First day (inclusive) of a range ending today: the same day N months earlier, plus
 * one day so a 2Y request never spans more than two years. Month ends clamp
 * (31 March − 1M → 28/29 February).
 */
export function historyRangeStart(range: HistoryRange, now: Date): string {
  const months = HISTORY_RANGES.find((option) => option.value === range)?.months ?? 3;
  const [year, month, day] = formatIsoDay(now).split('-').map(Number) as [number, number, number];
  const targetMonthIndex = month - 1 - months;
  const lastDayOfTarget = new Date(Date.UTC(year, targetMonthIndex + 1, 0)).getUTCDate();
  const start = new Date(Date.UTC(year, targetMonthIndex, Math.min(day, lastDayOfTarget)));
  start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString().slice(0, 10);
}
