/**
 * When a delivery month below its hedging-policy floor is told to the buyer (docs/messages.md,
 * "Breach messages"): once when the floor steps up and the month is below the new floor, and once
 * when it has stayed below that floor at the close of 5 London business days running. Pure rules
 * over London dates; the closing-price publication (server/policy-breaches/) feeds them each
 * month's compliance and what it has seen on earlier business days.
 */
import Decimal from 'decimal.js';

import { businessDaysBetween, isBusinessDay, nextBusinessDay, previousBusinessDay } from './business-days';
import { addMonths, type DeliveryMonth, firstDayOf } from './delivery-months';
import { bandFor, monthsAhead, type PolicyBand } from './hedging-policy';

export type BreachKind = 'floor_stepped_up' | 'below_five_days';

/** Business days (closes) a month stays below one floor before it is told again. */
export const BREACH_BUSINESS_DAYS = 5;

/**
 * The first day of the month from which `month`'s floor on `today` applies (the day the floor
 * last stepped up to it), or null when the month has had that floor all along (the earliest band).
 */
export function floorAppliesFrom(bands: readonly PolicyBand[], today: string, month: DeliveryMonth): string | null {
  const ahead = Math.max(0, monthsAhead(today, month));
  const floor = bandFor(bands, ahead).floorPercent;
  for (let k = 1; k <= 1200; k += 1) {
    const earlier = bandFor(bands, ahead + k);
    // The floor rose when the month was `ahead + k - 1` months ahead.
    if (earlier.floorPercent < floor) return firstDayOf(addMonths(month, -(ahead + k - 1)));
    if (earlier.toMonths === null) return null;
  }
  return null;
}

/** The first business day on or after `day`: the close on which a step taking effect that day is first seen. */
export const firstBusinessDayFrom = (day: string): string => (isBusinessDay(day) ? day : nextBusinessDay(day));

/** What the publication remembers of a month below its floor. */
export interface BelowFloorWatch {
  floorPercent: number;
  /** The first business day (close) of the current run below this floor. */
  belowSince: string;
  /** The latest business day it was seen below. */
  lastSeen: string;
}

/**
 * The watch after the close of `today` has found the month below `floorPercent`: the run goes on
 * when the same floor was seen below on the previous business day (or today already), else it
 * starts today — after a day back within the band, a new floor, or days nobody looked.
 */
export function continueWatch(previous: BelowFloorWatch | undefined, today: string, floorPercent: number): BelowFloorWatch {
  const goesOn = previous !== undefined && previous.floorPercent === floorPercent && (previous.lastSeen === today || previous.lastSeen === previousBusinessDay(today));
  return { floorPercent, belowSince: goesOn ? previous.belowSince : today, lastSeen: today };
}

/**
 * The breaches due on `today` for a month below its floor: the step, on the first business day on
 * or after the day the floor stepped up; the long breach, on the 5th business day below it (bank
 * holidays and weekends not counted). Whether one was already told is the caller's record.
 */
export function breachesDue(today: string, floorFrom: string | null, watch: BelowFloorWatch): BreachKind[] {
  const due: BreachKind[] = [];
  if (floorFrom !== null && firstBusinessDayFrom(floorFrom) === today) due.push('floor_stepped_up');
  if (businessDaysBetween(watch.belowSince, today).length >= BREACH_BUSINESS_DAYS) due.push('below_five_days');
  return due;
}

/**
 * A hedged % as a breach message words it: whole per cent, rounded down (never shown at its
 * floor while below it); two decimals, rounded down, within one point of the floor, where they
 * change the decision ('49.75%').
 */
export function breachPercent(hedged: Decimal.Value, forecast: Decimal.Value, floorPercent: number): string {
  const f = new Decimal(forecast);
  const percent = f.isZero() ? new Decimal(0) : Decimal.max(new Decimal(hedged).times(100).dividedBy(f), 0);
  const near = new Decimal(floorPercent).minus(percent).lt(1);
  return `${percent.toDecimalPlaces(near ? 2 : 0, Decimal.ROUND_DOWN).toFixed(near ? 2 : 0)}%`;
}
