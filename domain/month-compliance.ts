/**
 * A delivery month against the hedging policy (docs/trading.md, "Months"): today's band, the
 * status, what must be bought to reach the floor, and when the floor next steps up. Pure
 * arithmetic over decimals; the server feeds it each month's forecast and hedged energy
 * (domain/delivery-months.ts) and the policy in force, and the browser may run the same on a
 * what-if.
 */
import Decimal from 'decimal.js';

import { addMonths, type DeliveryMonth, firstDayOf, monthOf } from './delivery-months';
import { bandFor, monthsAhead, type PolicyBand } from './hedging-policy';

export type HedgingStatus = 'below_floor' | 'within' | 'above_ceiling';

export interface MonthFigures {
  month: DeliveryMonth;
  /** Delivery hours (power) or days (gas) of the whole month. */
  quantity: number;
  /** MWh (power) or therms (gas). */
  forecastEnergy: Decimal.Value;
  hedgedEnergy: Decimal.Value;
}

export interface FloorStep {
  /** The day the new floor applies (the first of a month). */
  date: string;
  floorPercent: number;
}

export interface MonthCompliance {
  monthsAhead: number;
  band: PolicyBand;
  status: HedgingStatus;
  /** Energy still to buy to reach today's floor (0 when at or above it), rounded up to two decimals. */
  toFloorEnergy: Decimal;
  /** The same as a flat volume over the whole month (MW, or therms/day), rounded up to two decimals. */
  toFloorVolume: Decimal;
  /** The next day the month's floor rises, with the new floor; null when it never rises again. */
  nextStep: FloorStep | null;
  /** Energy to buy, beyond today's floor, before the next step (0 when already covered or no step). */
  toNextFloorEnergy: Decimal;
  toNextFloorVolume: Decimal;
}

const ZERO = new Decimal(0);

/** Energy rounded up to two decimals (what to buy is never understated). */
export const roundUp = (value: Decimal): Decimal => value.toDecimalPlaces(2, Decimal.ROUND_UP);

/** `percent` of the forecast energy, exact. */
export const shareOf = (forecast: Decimal.Value, percent: Decimal.Value): Decimal => new Decimal(forecast).times(percent).dividedBy(100);

/** below_floor / within / above_ceiling, comparing energies exactly (not rounded percentages). */
export function hedgingStatus(forecast: Decimal.Value, hedged: Decimal.Value, band: PolicyBand): HedgingStatus {
  const h = new Decimal(hedged);
  if (h.lt(shareOf(forecast, band.floorPercent))) return 'below_floor';
  if (h.gt(shareOf(forecast, band.ceilingPercent))) return 'above_ceiling';
  return 'within';
}

/** The next first-of-the-month on which the month's floor rises above today's, or null. */
export function nextFloorStep(bands: readonly PolicyBand[], today: string, month: DeliveryMonth): FloorStep | null {
  const ahead = monthsAhead(today, month);
  const floor = bandFor(bands, ahead).floorPercent;
  for (let k = 1; ahead - k >= 0; k += 1) {
    const band = bandFor(bands, ahead - k);
    if (band.floorPercent > floor) return { date: firstDayOf(addMonths(monthOf(today), k)), floorPercent: band.floorPercent };
  }
  return null;
}

const perMonth = (energy: Decimal, quantity: number) => (quantity > 0 ? roundUp(energy.dividedBy(quantity)) : ZERO);

/** A month's compliance on `today` under `bands`. */
export function monthCompliance(bands: readonly PolicyBand[], today: string, figures: MonthFigures): MonthCompliance {
  const ahead = monthsAhead(today, figures.month);
  const band = bandFor(bands, ahead);
  const hedged = new Decimal(figures.hedgedEnergy);
  const floorEnergy = shareOf(figures.forecastEnergy, band.floorPercent);
  const shortfall = Decimal.max(floorEnergy.minus(hedged), 0);
  const nextStep = nextFloorStep(bands, today, figures.month);
  const beyond = nextStep ? Decimal.max(shareOf(figures.forecastEnergy, nextStep.floorPercent).minus(Decimal.max(hedged, floorEnergy)), 0) : ZERO;
  return {
    monthsAhead: ahead,
    band,
    status: hedgingStatus(figures.forecastEnergy, hedged, band),
    toFloorEnergy: roundUp(shortfall),
    toFloorVolume: perMonth(shortfall, figures.quantity),
    nextStep,
    toNextFloorEnergy: roundUp(beyond),
    toNextFloorVolume: perMonth(beyond, figures.quantity),
  };
}
