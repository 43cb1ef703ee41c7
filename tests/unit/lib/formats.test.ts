// One format per purpose (docs/formats.md): the spec's named date formats, one long and one
// short form elsewhere, times as the spec writes them, and one percent format.
import { describe, expect, it } from 'vitest';

import { formatLongDate, formatMessageDate, formatPostDate, formatReportCardDate, formatSearchDate, formatShortDate } from '@/lib/dates';
import { formatDateTime, formatTime, formatWeekday } from '@/lib/date-times';
import { formatPercent } from '@/lib/money';

describe('dates', () => {
  const instant = new Date('2026-11-27T16:05:00Z');

  it('writes the spec’s own formats where it names them', () => {
    expect(formatSearchDate(instant)).toBe('27-11-2026');
    expect(formatPostDate('2026-11-27T16:05:00Z')).toBe('27/11/2026');
    expect(formatMessageDate('2026-11-20T16:05:00Z', instant)).toBe('2026-11-20');
    expect(formatMessageDate('2026-11-27T11:05:00Z', instant)).toBe('5 hours ago');
    expect(formatReportCardDate('2026-11-27T16:05:00Z')).toBe('Friday 27 November');
  });

  it('has one long and one short form, from an instant or a bare day alike', () => {
    expect(formatLongDate(instant)).toBe('27 November 2026');
    expect(formatLongDate('2026-11-27')).toBe('27 November 2026');
    expect(formatShortDate(instant)).toBe('27 Nov 2026');
    expect(formatShortDate('2026-11-27')).toBe('27 Nov 2026');
    expect(formatWeekday('2026-11-27')).toBe('Friday');
    // Every month in three letters (ICU's en-GB would write 'Sept').
    expect(formatShortDate('2027-09-23')).toBe('23 Sep 2027');
  });

  it('writes times on the London clock as the spec writes its support hours', () => {
    expect(formatTime(instant)).toBe('4:05pm');
    expect(formatTime(new Date('2026-07-01T08:00:00Z'))).toBe('9:00am');
    expect(formatDateTime(instant)).toBe('27 November 2026, 4:05pm');
  });

  it('is empty for an unreadable date', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(formatTime('x')).toBe('');
  });
});

describe('percentages', () => {
  it('read 70%, with decimals only where the figure has them', () => {
    expect(formatPercent(70)).toBe('70%');
    expect(formatPercent(62.5)).toBe('62.5%');
    expect(formatPercent(59.75)).toBe('59.75%');
    expect(formatPercent(29.664)).toBe('29.66%');
    expect(formatPercent(0)).toBe('0%');
  });
});
