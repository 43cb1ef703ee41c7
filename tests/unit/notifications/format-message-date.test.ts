import { describe, expect, it } from 'vitest';

import { formatIsoDay, formatMessageDate, RELATIVE_DATE_CUTOFF_MS } from '@/lib/dates';

const NOW = new Date('2026-03-14T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("formatMessageDate (relative within 24 hours, else YYYY-MM-DD; 'No date provided' if missing)", () => {
  it("says 'No date provided' when the date is missing or unreadable", () => {
    expect(formatMessageDate(undefined, NOW)).toBe('No date provided');
    expect(formatMessageDate(null, NOW)).toBe('No date provided');
    expect(formatMessageDate('', NOW)).toBe('No date provided');
    expect(formatMessageDate('not a date', NOW)).toBe('No date provided');
  });

  it('is relative within 24 hours', () => {
    expect(formatMessageDate(ago(20_000), NOW)).toBe('Just now');
    expect(formatMessageDate(ago(MINUTE), NOW)).toBe('1 minute ago');
    expect(formatMessageDate(ago(45 * MINUTE), NOW)).toBe('45 minutes ago');
    expect(formatMessageDate(ago(2 * HOUR + 10 * MINUTE), NOW)).toBe('2 hours ago');
    expect(formatMessageDate(ago(RELATIVE_DATE_CUTOFF_MS - 1), NOW)).toBe('23 hours ago');
  });

  it('is YYYY-MM-DD from 24 hours on', () => {
    expect(RELATIVE_DATE_CUTOFF_MS).toBe(24 * HOUR);
    expect(formatMessageDate(ago(RELATIVE_DATE_CUTOFF_MS), NOW)).toBe('2026-03-13');
    expect(formatMessageDate('2025-11-02T08:00:00Z', NOW)).toBe('2025-11-02');
  });

  it('treats a slightly future date (clock skew) as just now', () => {
    expect(formatMessageDate(new Date(NOW.getTime() + 30_000).toISOString(), NOW)).toBe('Just now');
  });

  it('uses the London calendar day', () => {
    expect(formatIsoDay(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(formatIsoDay(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-01');
  });
});
