import { describe, expect, it } from 'vitest';

import { historyRangeStart } from '@/features/closing-prices/utils/history-range';
import { describeHistory, summariseHistory } from '@/features/closing-prices/utils/history-summary';
import { formatIsoDay, formatLongDate, formatShortDate } from '@/lib/dates';

describe('dates in Europe/London', () => {
  it("formats the panel heading's today in the long form", () => {
    expect(formatLongDate(new Date('2026-11-20T08:30:00Z'))).toBe('20 November 2026');
  });

  it('uses the London day, not UTC: 23:30 UTC in summer is already the next day', () => {
    expect(formatLongDate(new Date('2026-06-30T23:30:00Z'))).toBe('1 July 2026');
    expect(formatIsoDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(formatIsoDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('formats a bare day', () => {
    expect(formatShortDate('2026-11-19')).toBe('19 Nov 2026');
  });
});

describe('historyRangeStart', () => {
  const now = new Date('2026-11-20T08:30:00Z');
  it.each([
    ['1M', '2026-10-21'],
    ['3M', '2026-08-21'],
    ['6M', '2026-05-21'],
    ['1Y', '2025-11-21'],
    ['2Y', '2024-11-21'],
  ] as const)('%s starts on %s (never more than the range)', (range, expected) => {
    expect(historyRangeStart(range, now)).toBe(expected);
  });

  it('clamps month ends', () => {
    expect(historyRangeStart('1M', new Date('2026-03-31T12:00:00Z'))).toBe('2026-03-01');
  });
});

describe('history summary', () => {
  const points = [
    { date: '2026-11-17', price: 80, thirtyDayMean: 80, thirtyDayHigh: 82, thirtyDayLow: 78 },
    { date: '2026-11-18', price: 84.5, thirtyDayMean: 81, thirtyDayHigh: 85, thirtyDayLow: 78 },
    { date: '2026-11-19', price: 82.25, thirtyDayMean: 82, thirtyDayHigh: 85, thirtyDayLow: 78 },
  ];

  it('is null without points', () => {
    expect(summariseHistory([])).toBeNull();
  });

  it('gives latest, change, high and low, and a text alternative', () => {
    const summary = summariseHistory(points);
    expect(summary).toMatchObject({ high: 84.5, low: 80, change: 2.25 });
    expect(describeHistory('Jan-27', '£/MWh', summary!)).toBe(
      'Closing price of Jan-27 from 17 Nov 2026 to 19 Nov 2026, in £/MWh: latest 82.25, highest 84.50, lowest 80.00.',
    );
  });
});
