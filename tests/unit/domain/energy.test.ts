// Exact energy and money of a trade (domain/energy.ts, docs/trading.md): baseload counts each London
// day's real hours, peak 12 hours a weekday, gas days. Every expected figure is written out by hand.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { deliveryQuantity, periodValue, tradeValue } from '../../../domain/energy';

type Case = [name: string, start: string, end: string, baseload: number, peak: number, gas: number];

// Around each clock change of 2026–2028 (forward 29 Mar 2026, 28 Mar 2027, 26 Mar 2028; back
// 25 Oct 2026, 31 Oct 2027, 29 Oct 2028, and forward 25 Mar 2029 for Win-28).
const CASES: Case[] = [
  ['Mar-26', '2026-03-01', '2026-03-31', 743, 264, 31],
  ['Oct-26', '2026-10-01', '2026-10-31', 745, 264, 31],
  ['Q1-26', '2026-01-01', '2026-03-31', 2159, 768, 90],
  ['Q4-26', '2026-10-01', '2026-12-31', 2209, 792, 92],
  ['Sum-26', '2026-04-01', '2026-09-30', 4392, 1572, 183],
  ['Win-26', '2026-10-01', '2027-03-31', 4368, 1560, 182],
  ['Day-ahead 29 Mar 2026', '2026-03-29', '2026-03-29', 23, 0, 1],
  ['Day-ahead 25 Oct 2026', '2026-10-25', '2026-10-25', 25, 0, 1],
  ['Mar-27', '2027-03-01', '2027-03-31', 743, 276, 31],
  ['Oct-27', '2027-10-01', '2027-10-31', 745, 252, 31],
  ['Q1-27', '2027-01-01', '2027-03-31', 2159, 768, 90],
  ['Q4-27', '2027-10-01', '2027-12-31', 2209, 792, 92],
  ['Sum-27', '2027-04-01', '2027-09-30', 4392, 1572, 183],
  ['Win-27', '2027-10-01', '2028-03-31', 4392, 1572, 183],
  ['Day-ahead 28 Mar 2027', '2027-03-28', '2027-03-28', 23, 0, 1],
  ['Day-ahead 31 Oct 2027', '2027-10-31', '2027-10-31', 25, 0, 1],
  ['Mar-28', '2028-03-01', '2028-03-31', 743, 276, 31],
  ['Oct-28', '2028-10-01', '2028-10-31', 745, 264, 31],
  ['Q1-28', '2028-01-01', '2028-03-31', 2183, 780, 91],
  ['Q4-28', '2028-10-01', '2028-12-31', 2209, 780, 92],
  ['Sum-28', '2028-04-01', '2028-09-30', 4392, 1560, 183],
  ['Win-28', '2028-10-01', '2029-03-31', 4368, 1560, 182],
  ['Day-ahead 26 Mar 2028', '2028-03-26', '2028-03-26', 23, 0, 1],
  ['Day-ahead 29 Oct 2028', '2028-10-29', '2028-10-29', 25, 0, 1],
  // Periods without a change keep 24 hours a day.
  ['Jan-27', '2027-01-01', '2027-01-31', 744, 252, 31],
  ['Feb-28', '2028-02-01', '2028-02-29', 696, 252, 29],
  ['Q2-27', '2027-04-01', '2027-06-30', 2184, 780, 91],
  ['Day-ahead Mon 29 Mar 2027', '2027-03-29', '2027-03-29', 24, 12, 1],
];

describe('deliveryQuantity', () => {
  it.each(CASES)('%s', (_name, start, end, baseload, peak, gas) => {
    expect(deliveryQuantity('POWERUKBASECAL', start, end)).toBe(baseload);
    expect(deliveryQuantity('POWERUKPEAKCAL', start, end)).toBe(peak);
    expect(deliveryQuantity('GASNBP', start, end)).toBe(gas);
  });

  it('counts nothing for an empty period', () => {
    expect(deliveryQuantity('POWERUKBASECAL', '2027-03-02', '2027-03-01')).toBe(0);
  });
});

describe('tradeValue and periodValue', () => {
  it('values power as MW × hours × £/MWh and gas as therms/day × days × p/therm ÷ 100, to the penny', () => {
    expect(tradeValue('POWERUKBASECAL', 2160, 2.5, 84.35)).toBe(455490);
    expect(tradeValue('GASNBP', 183, 12000, 86.27)).toBe(1894489.2);
  });

  it('values March 2027 baseload on 743 hours and October 2027 on 745', () => {
    // 2.5 × 743 × 84.35 = 156,680.125 → £156,680.13; 2.5 × 745 × 84.35 = £157,101.875 → £157,101.88.
    expect(periodValue('POWERUKBASECAL', '2027-03-01', '2027-03-31', 2.5, 84.35)).toBe(156680.13);
    expect(periodValue('POWERUKBASECAL', '2027-10-01', '2027-10-31', 2.5, 84.35)).toBe(157101.88);
    // Peak and gas of the same month are unaffected: 2 × 276 × 90.10 = £49,735.20; 10,000 × 31 × 95.5p = £296,050.
    expect(periodValue('POWERUKPEAKCAL', '2027-03-01', '2027-03-31', 2, 90.1)).toBe(49735.2);
    expect(periodValue('GASNBP', '2027-03-01', '2027-03-31', 10000, 95.5)).toBe(296050);
  });

  it('has no float noise: 0.1 + 0.2 MW is 0.3 MW', () => {
    expect(tradeValue('POWERUKBASECAL', 1, new Decimal(0.1).plus(0.2), 1)).toBe(0.3);
    expect(tradeValue('POWERUKBASECAL', 1, 1.005, 1)).toBe(1.01);
  });
});
