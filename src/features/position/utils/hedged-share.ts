import type { PositionPeriod } from '@generated/model/positionPeriod';

/**
 * The share of a bar a period's hedged part fills, kept within 0–100 (over-hedged periods fill the bar).
 * A module of its own: the dashboard's widget needs only this, so the position overview's other
 * figures (position-figures.ts) stay out of the dashboard visit (docs/performance.md).
 */
export function hedgedShare(period: Pick<PositionPeriod, 'hedgedPercent'>): number {
  return Math.min(100, Math.max(0, period.hedgedPercent));
}
