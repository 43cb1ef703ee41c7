// The month view's words (src/features/position/utils/month-figures.ts): the fixing calendar's
// lines as the buyer reads them.
import { describe, expect, it } from 'vitest';

import type { FixingStep } from '@generated/model/fixingStep';
import { bandText, orList, stepSentence, stepWhen } from '@/features/position/utils/month-figures';

const step = (overrides: Partial<FixingStep>): FixingStep => ({
  month: '2027-07', deliveryPeriod: 'Jul-27', reason: 'floor_steps_up', byDate: '2027-01-29', floorPercent: 50, energy: 892.8, volume: 1.2, products: ['Jul-27', 'Q3-27'], ...overrides,
});

describe('month figures', () => {
  it('joins products with commas and a final "or"', () => {
    expect(orList([])).toBe('');
    expect(orList(['Jul-27'])).toBe('Jul-27');
    expect(orList(['Jul-27', 'Q3-27'])).toBe('Jul-27 or Q3-27');
    expect(orList(['Jul-27', 'Q3-27', 'Sum-27'])).toBe('Jul-27, Q3-27 or Sum-27');
  });

  it('writes a band and a line of the fixing calendar', () => {
    expect(bandText(30, 70)).toBe('30%–70%');
    expect(stepWhen(step({}))).toBe('By 29 Jan 2027');
    expect(stepSentence(step({}), { unit: 'MW', energyUnit: 'MWh' })).toBe('At least 1.2 MW of Jul-27 (892.8 MWh) — e.g. via Jul-27 or Q3-27 — to reach its 50% floor by 29 Jan 2027');
  });

  it('says "now" for a month below today’s floor, and when no product is tradable', () => {
    const now = step({ reason: 'below_floor', byDate: '2026-11-27', floorPercent: 30, volume: 3000, energy: 93000, products: [] });
    expect(stepWhen(now)).toBe('Now');
    expect(stepSentence(now, { unit: 'therms/day', energyUnit: 'therms' })).toBe('At least 3,000 therms/day of Jul-27 (93,000 therms) — no product covering it is still tradable — to reach today’s 30% floor');
  });
});
