import { describe, expect, it } from 'vitest';

import { DEFAULT_POLICY_BANDS, type PolicyBand } from '../../../domain/hedging-policy';
import { breachesDue, breachPercent, continueWatch, firstBusinessDayFrom, floorAppliesFrom } from '../../../domain/policy-breaches';

describe('floorAppliesFrom', () => {
  it('is the first of the month the floor last stepped up to today’s', () => {
    // Jul-27 on 1 Feb 2027: 5 months ahead, 3–6 band (50 %), up from 30 % that day.
    expect(floorAppliesFrom(DEFAULT_POLICY_BANDS, '2027-02-01', '2027-07')).toBe('2027-02-01');
    expect(floorAppliesFrom(DEFAULT_POLICY_BANDS, '2027-03-17', '2027-07')).toBe('2027-02-01');
    // 6–12 band (30 %) began 11 months ahead: Jun-27's on 1 Jul 2026.
    expect(floorAppliesFrom(DEFAULT_POLICY_BANDS, '2026-12-21', '2027-06')).toBe('2026-07-01');
    // Under 3 months (80 %): from 2 months ahead; the delivery month keeps it.
    expect(floorAppliesFrom(DEFAULT_POLICY_BANDS, '2027-07-10', '2027-07')).toBe('2027-05-01');
  });

  it('is null in the earliest band (no step yet), and skips bands with the same floor', () => {
    expect(floorAppliesFrom(DEFAULT_POLICY_BANDS, '2026-01-05', '2027-12')).toBeNull();
    const flat: PolicyBand[] = [
      { fromMonths: 12, toMonths: null, floorPercent: 0, ceilingPercent: 40 },
      { fromMonths: 6, toMonths: 12, floorPercent: 20, ceilingPercent: 60 },
      { fromMonths: 0, toMonths: 6, floorPercent: 20, ceilingPercent: 100 },
    ];
    // Dec-27 on 1 Sep 2027: 3 months ahead; 20 % since 11 months ahead (1 Jan 2027).
    expect(floorAppliesFrom(flat, '2027-09-01', '2027-12')).toBe('2027-01-01');
  });
});

describe('continueWatch', () => {
  it('goes on from the previous business day under the same floor, across a weekend and bank holidays', () => {
    const friday = { floorPercent: 50, belowSince: '2026-12-21', lastSeen: '2026-12-24' };
    // 25 and 28 Dec 2026 are bank holidays: the 29th follows the 24th.
    expect(continueWatch(friday, '2026-12-29', 50)).toEqual({ floorPercent: 50, belowSince: '2026-12-21', lastSeen: '2026-12-29' });
    // The same day again changes nothing.
    expect(continueWatch({ ...friday, lastSeen: '2026-12-29' }, '2026-12-29', 50).belowSince).toBe('2026-12-21');
  });

  it('starts again after a gap or under a new floor', () => {
    expect(continueWatch(undefined, '2027-02-01', 50).belowSince).toBe('2027-02-01');
    expect(continueWatch({ floorPercent: 50, belowSince: '2027-01-04', lastSeen: '2027-01-27' }, '2027-02-01', 50).belowSince).toBe('2027-02-01');
    expect(continueWatch({ floorPercent: 30, belowSince: '2027-01-04', lastSeen: '2027-01-29' }, '2027-02-01', 50).belowSince).toBe('2027-02-01');
  });
});

describe('breachesDue', () => {
  const watch = (belowSince: string, lastSeen: string) => ({ floorPercent: 50, belowSince, lastSeen });

  it('tells the step on the first business day on or after it', () => {
    expect(breachesDue('2027-02-01', '2027-02-01', watch('2027-02-01', '2027-02-01'))).toEqual(['floor_stepped_up']);
    expect(breachesDue('2027-02-02', '2027-02-01', watch('2027-02-01', '2027-02-02'))).toEqual([]);
    // 1 May 2027 is a Saturday, 3 May a bank holiday: the step is seen on Tuesday 4 May.
    expect(firstBusinessDayFrom('2027-05-01')).toBe('2027-05-04');
    expect(breachesDue('2027-05-04', '2027-05-01', watch('2027-05-04', '2027-05-04'))).toEqual(['floor_stepped_up']);
  });

  it('tells a long breach at the close of its 5th business day below, not counting bank holidays', () => {
    expect(breachesDue('2026-12-24', '2026-07-01', watch('2026-12-21', '2026-12-24'))).toEqual([]);
    expect(breachesDue('2026-12-29', '2026-07-01', watch('2026-12-21', '2026-12-29'))).toEqual(['below_five_days']);
    expect(breachesDue('2026-12-30', null, watch('2026-12-21', '2026-12-30'))).toEqual(['below_five_days']);
  });
});

describe('breachPercent', () => {
  it('whole per cent rounded down, two decimals within a point of the floor', () => {
    expect(breachPercent(42.9, 100, 50)).toBe('42%');
    expect(breachPercent(49.759, 100, 50)).toBe('49.75%');
    expect(breachPercent(49.999, 100, 50)).toBe('49.99%');
    expect(breachPercent(-5, 100, 10)).toBe('0%');
    expect(breachPercent(0, 0, 10)).toBe('0%');
  });
});
