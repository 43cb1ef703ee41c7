import type { PositionPeriod } from '@generated/model/positionPeriod';
import { formatGbp } from '@/lib/money';

/** A £ figure the server could not compute (no published price): an en dash, read out as such. */
export const NO_FIGURE = '–';

export function gbpOrDash(value: number | null): string {
  return value === null ? NO_FIGURE : formatGbp(value);
}

/** '£705,230.12 – £753,011.90': the P5–P95 band of a period's final cost. */
export function budgetAtRiskBand(period: Pick<PositionPeriod, 'budgetAtRiskP5' | 'budgetAtRiskP95'>): string {
  if (period.budgetAtRiskP5 === null || period.budgetAtRiskP95 === null) return NO_FIGURE;
  return `${formatGbp(period.budgetAtRiskP5)} – ${formatGbp(period.budgetAtRiskP95)}`;
}

/** Over budget (positive variance) is bad news, under budget good; none without a price. */
export function varianceTone(variance: number | null): 'over' | 'under' | 'none' {
  if (variance === null || variance === 0) return 'none';
  return variance > 0 ? 'over' : 'under';
}

export { hedgedShare } from './hedged-share';
