// Delivery months (domain/delivery-months.ts, docs/trading.md "Months"): a trade's energy spread
// over the London calendar months its product covers, and each month against the policy
// (domain/month-compliance.ts). Every expected figure is written out by hand.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { addMonths, lastDayOf, monthName, monthQuantity, monthsCovered, spreadEnergy } from '../../../domain/delivery-months';
import { deliveryQuantity } from '../../../domain/energy';
import { DEFAULT_POLICY_BANDS } from '../../../domain/hedging-policy';
import { hedgingStatus, monthCompliance, nextFloorStep } from '../../../domain/month-compliance';

const spread = (...args: Parameters<typeof spreadEnergy>) => spreadEnergy(...args).map(({ month, quantity, energy }) => [month, quantity, energy.toString()]);

describe('months of a period', () => {
  it('lists a quarter and a season month by month, whole months', () => {
    expect(monthsCovered('2027-07-01', '2027-09-30')).toEqual([
      { month: '2027-07', start: '2027-07-01', end: '2027-07-31' },
      { month: '2027-08', start: '2027-08-01', end: '2027-08-31' },
      { month: '2027-09', start: '2027-09-01', end: '2027-09-30' },
    ]);
    expect(monthsCovered('2027-10-01', '2028-03-31').map((span) => span.month)).toEqual(['2027-10', '2027-11', '2027-12', '2028-01', '2028-02', '2028-03']);
  });

  it('clips a period that starts or ends inside a month', () => {
    expect(monthsCovered('2027-01-30', '2027-02-02')).toEqual([
      { month: '2027-01', start: '2027-01-30', end: '2027-01-31' },
      { month: '2027-02', start: '2027-02-01', end: '2027-02-02' },
    ]);
    expect(monthsCovered('2027-03-28', '2027-03-28')).toEqual([{ month: '2027-03', start: '2027-03-28', end: '2027-03-28' }]);
  });

  it('knows month ends, leap years included, and month names across years', () => {
    expect(lastDayOf('2027-02')).toBe('2027-02-28');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2100-02')).toBe('2100-02-28');
    expect(lastDayOf('2027-12')).toBe('2027-12-31');
    expect(addMonths('2027-11', 3)).toBe('2028-02');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(monthName('2027-07')).toBe('Jul-27');
    expect(monthName('2030-01')).toBe('Jan-30');
  });
});

describe('spreading a trade', () => {
  it('spreads a baseload quarter by each month’s hours', () => {
    // Q3-27: Jul 31×24, Aug 31×24, Sep 30×24.
    expect(spread('POWERUKBASECAL', '2027-07-01', '2027-09-30', '2.5')).toEqual([
      ['2027-07', 744, '1860'],
      ['2027-08', 744, '1860'],
      ['2027-09', 720, '1800'],
    ]);
  });

  it('counts the clock changes: March one hour short, October one hour long', () => {
    // Win-27: Oct-27 745 (back 31 Oct), Nov 720, Dec 744, Jan-28 744, Feb-28 29×24 = 696 (leap), Mar-28 743 (forward 26 Mar).
    expect(spread('POWERUKBASECAL', '2027-10-01', '2028-03-31', '1')).toEqual([
      ['2027-10', 745, '745'],
      ['2027-11', 720, '720'],
      ['2027-12', 744, '744'],
      ['2028-01', 744, '744'],
      ['2028-02', 696, '696'],
      ['2028-03', 743, '743'],
    ]);
    expect(monthQuantity('POWERUKBASECAL', '2027-02')).toBe(672);
  });

  it('spreads peak by weekdays × 12 hours, untouched by the clock changes', () => {
    // Sum-27 peak: Apr 22 weekdays, May 21, Jun 22, Jul 22, Aug 22, Sep 22 → 1572 hours in all.
    const months = spreadEnergy('POWERUKPEAKCAL', '2027-04-01', '2027-09-30', '3');
    expect(months.map((m) => m.quantity)).toEqual([264, 252, 264, 264, 264, 264]);
    expect(months.map((m) => m.energy.toString())).toEqual(['792', '756', '792', '792', '792', '792']);
    expect(monthQuantity('POWERUKPEAKCAL', '2027-03')).toBe(276);
    expect(monthQuantity('POWERUKPEAKCAL', '2027-10')).toBe(252);
  });

  it('spreads gas by days, in therms', () => {
    // Q1-28 gas at 12,500 therms/day: Jan 31, Feb 29 (leap), Mar 31 days.
    expect(spread('GASNBP', '2028-01-01', '2028-03-31', '12500')).toEqual([
      ['2028-01', 31, '387500'],
      ['2028-02', 29, '362500'],
      ['2028-03', 31, '387500'],
    ]);
    expect(monthQuantity('GASNBP', '2027-02')).toBe(28);
  });

  it('adds up to the trade’s energy exactly, decimals and sales included', () => {
    for (const [index, start, end] of [
      ['POWERUKBASECAL', '2026-10-01', '2027-03-31'],
      ['POWERUKPEAKCAL', '2027-10-01', '2028-03-31'],
      ['GASNBP', '2027-04-01', '2027-09-30'],
    ] as const) {
      const total = spreadEnergy(index, start, end, '-0.37').reduce((sum, m) => sum.plus(m.energy), new Decimal(0));
      expect(total.toString()).toBe(new Decimal('-0.37').times(deliveryQuantity(index, start, end)).toString());
    }
  });
});

describe('a month against the policy', () => {
  // The default staircase: 18+ months 0–30 %, 12–18 10–50 %, 6–12 30–70 %, 3–6 50–90 %, under 3 80–100 %.
  const bands = DEFAULT_POLICY_BANDS;

  it('finds today’s band and the status from the energies, exactly at the edges', () => {
    const band = { fromMonths: 6, toMonths: 12, floorPercent: 30, ceilingPercent: 70 };
    expect(hedgingStatus('744', '223.19', band)).toBe('below_floor');
    expect(hedgingStatus('744', '223.2', band)).toBe('within');
    expect(hedgingStatus('744', '520.8', band)).toBe('within');
    expect(hedgingStatus('744', '520.81', band)).toBe('above_ceiling');
    expect(hedgingStatus('0', '0', band)).toBe('within');
  });

  it('tells what to buy to reach the floor, as energy and as a flat volume over the month', () => {
    // 28 Nov 2026, Jul-27 is 8 months ahead: 30–70 %. Forecast 10 MW × 744 h = 7440 MWh; 1200 MWh hedged.
    const result = monthCompliance(bands, '2026-11-28', { month: '2027-07', quantity: 744, forecastEnergy: '7440', hedgedEnergy: '1200' });
    expect(result.monthsAhead).toBe(8);
    expect(result.band).toEqual({ fromMonths: 6, toMonths: 12, floorPercent: 30, ceilingPercent: 70 });
    expect(result.status).toBe('below_floor');
    expect(result.toFloorEnergy.toString()).toBe('1032'); // 2232 − 1200
    expect(result.toFloorVolume.toString()).toBe('1.39'); // 1032 ÷ 744 = 1.387…, rounded up
    // The floor rises to 50 % on 1 Feb 2027 (5 months ahead): 3720 − 2232 more.
    expect(result.nextStep).toEqual({ date: '2027-02-01', floorPercent: 50 });
    expect(result.toNextFloorEnergy.toString()).toBe('1488');
    expect(result.toNextFloorVolume.toString()).toBe('2');
  });

  it('steps the floor at month starts only where it rises, and not once delivery has begun', () => {
    expect(nextFloorStep(bands, '2026-11-28', '2028-12')).toEqual({ date: '2027-07-01', floorPercent: 10 }); // 25 ahead → 17 on 1 Jul 2027
    expect(nextFloorStep(bands, '2026-11-01', '2027-02')).toEqual({ date: '2026-12-01', floorPercent: 80 }); // 3 ahead → 2
    expect(nextFloorStep(bands, '2026-11-28', '2027-01')).toBeNull(); // already under 3
    expect(nextFloorStep(bands, '2026-11-28', '2026-11')).toBeNull();
    expect(nextFloorStep(bands, '2026-11-28', '2026-10')).toBeNull();
  });

  it('needs nothing when the month is at or above its floor', () => {
    const result = monthCompliance(bands, '2026-11-28', { month: '2027-01', quantity: 744, forecastEnergy: '7440', hedgedEnergy: '7500' });
    expect(result.status).toBe('above_ceiling');
    expect(result.toFloorEnergy.toString()).toBe('0');
    expect(result.toFloorVolume.toString()).toBe('0');
    expect(result.nextStep).toBeNull();
  });
});
