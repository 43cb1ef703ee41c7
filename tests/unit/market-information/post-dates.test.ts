import { describe, expect, it } from 'vitest';

import { formatReadTime, formatPostDate, formatReportCardDate } from '@/lib/dates';

describe('post dates', () => {
  it('shows created dates as dd/MM/yyyy', () => {
    expect(formatPostDate('2026-11-17T10:30:00Z')).toBe('17/11/2026');
    expect(formatPostDate('2026-03-05T09:00:00Z')).toBe('05/03/2026');
  });

  it('uses the London day', () => {
    expect(formatPostDate('2026-07-31T23:30:00Z')).toBe('01/08/2026');
  });

  it('shows the latest report date as weekday, day and month name', () => {
    expect(formatReportCardDate('2025-11-20T07:30:00Z')).toBe('Thursday 20 November');
    expect(formatReportCardDate('2026-11-20T07:30:00Z')).toBe('Friday 20 November');
  });

  it('is empty for an unreadable date', () => {
    expect(formatPostDate('not a date')).toBe('');
    expect(formatReportCardDate('')).toBe('');
  });

  it('formats read time', () => {
    expect(formatReadTime(4)).toBe('4 min read');
  });
});
