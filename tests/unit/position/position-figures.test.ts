import { describe, expect, it } from 'vitest';

import { budgetAtRiskBand, gbpOrDash, hedgedShare, varianceTone } from '@/features/position/utils/position-figures';

describe('the position figures as shown', () => {
  it('shows the budget-at-risk band in pounds, or a dash without a price history', () => {
    expect(budgetAtRiskBand({ budgetAtRiskP5: 705230.12, budgetAtRiskP95: 753011.9 })).toBe('£705,230.12 – £753,011.90');
    expect(budgetAtRiskBand({ budgetAtRiskP5: null, budgetAtRiskP95: null })).toBe('–');
    expect(gbpOrDash(null)).toBe('–');
    expect(gbpOrDash(-22364.16)).toBe('-£22,364.16');
  });

  it('calls a positive variance over budget and a negative one under', () => {
    expect(varianceTone(19966.61)).toBe('over');
    expect(varianceTone(-1)).toBe('under');
    expect(varianceTone(0)).toBe('none');
    expect(varianceTone(null)).toBe('none');
  });

  it('keeps bars within 0–100', () => {
    expect(hedgedShare({ hedgedPercent: 112.5 })).toBe(100);
    expect(hedgedShare({ hedgedPercent: 62.5 })).toBe(62.5);
  });
});
