// The London day's length (domain/london-time.ts): the written-out rule agrees with the time-zone data.
import { describe, expect, it } from 'vitest';

import { clockChangeDays, londonDayHours } from '../../../domain/london-time';

const LONDON_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' });
/** The London hour at 00:00 UTC of `day`: 0 in GMT, 1 in BST (the clocks change at 01:00 UTC). */
const londonHourAtUtcMidnight = (day: string) => Number(LONDON_HOUR.format(new Date(`${day}T00:00:00Z`)));

describe('londonDayHours', () => {
  it('names the change days of 2026–2028', () => {
    expect(clockChangeDays(2026)).toEqual({ forward: '2026-03-29', back: '2026-10-25' });
    expect(clockChangeDays(2027)).toEqual({ forward: '2027-03-28', back: '2027-10-31' });
    expect(clockChangeDays(2028)).toEqual({ forward: '2028-03-26', back: '2028-10-29' });
  });

  it('gives 23 hours on the spring change, 25 on the autumn change, 24 on the days around them', () => {
    for (const day of ['2026-03-29', '2027-03-28', '2028-03-26']) expect(londonDayHours(day), day).toBe(23);
    for (const day of ['2026-10-25', '2027-10-31', '2028-10-29']) expect(londonDayHours(day), day).toBe(25);
    for (const day of ['2026-03-28', '2026-03-30', '2027-03-27', '2027-03-29', '2027-10-30', '2027-11-01', '2028-02-29', '2028-10-28', '2028-10-30']) {
      expect(londonDayHours(day), day).toBe(24);
    }
  });

  it('agrees with the runtime time-zone data on every day of 2020–2040', () => {
    let day = '2020-01-01';
    let changes = 0;
    while (day < '2041-01-01') {
      const next = new Date(`${day}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      const nextDay = next.toISOString().slice(0, 10);
      const fromData = 24 - (londonHourAtUtcMidnight(nextDay) - londonHourAtUtcMidnight(day));
      expect(londonDayHours(day), day).toBe(fromData);
      if (fromData !== 24) changes += 1;
      day = nextDay;
    }
    expect(changes).toBe(42);
  });
});
