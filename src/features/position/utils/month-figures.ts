import type { FixingStep } from '@generated/model/fixingStep';
import type { HedgingStatus } from '@generated/model/hedgingStatus';
import type { PositionMonths } from '@generated/model/positionMonths';
import { formatShortDate } from '@/lib/dates';
import { formatPercent, formatQuantity } from '@/lib/money';

/** The status in words (never colour alone, design notes "Colour and contrast"). */
export const STATUS_WORDS: Record<HedgingStatus, string> = {
  below_floor: 'Below floor',
  within: 'Within band',
  above_ceiling: 'Above ceiling',
};

/** '30%–70%': today's band of a month. */
export const bandText = (floor: number, ceiling: number): string => `${formatPercent(floor)}–${formatPercent(ceiling)}`;

/** 'A', 'A or B', 'A, B or C'. */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** The day a fixing step is due: 'Now' for a month below today's floor, else 'By 31 Jan 2027'. */
export const stepWhen = (step: FixingStep): string => (step.reason === 'below_floor' ? 'Now' : `By ${formatShortDate(step.byDate)}`);

/**
 * One line of the fixing calendar: 'At least 1.2 MW of Jul-27 (892.8 MWh) — e.g. via Jul-27 or
 * Q3-27 — to reach its 50% floor by 31 Jan 2027'.
 */
export function stepSentence(step: FixingStep, months: Pick<PositionMonths, 'unit' | 'energyUnit'>): string {
  const via = step.products.length > 0 ? ` — e.g. via ${orList(step.products)} —` : ' — no product covering it is still tradable —';
  const goal = step.reason === 'below_floor' ? `to reach today’s ${formatPercent(step.floorPercent)} floor` : `to reach its ${formatPercent(step.floorPercent)} floor by ${formatShortDate(step.byDate)}`;
  return `At least ${formatQuantity(step.volume)} ${months.unit} of ${step.deliveryPeriod} (${formatQuantity(step.energy)} ${months.energyUnit})${via} ${goal}`;
}
