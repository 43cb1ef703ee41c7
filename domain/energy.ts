/**
 * Energy and money of a trade, exactly, the one rule the server's every £ figure and the order
 * form's estimate use (docs/trading.md, "Energy and money").
 *
 * - Baseload power counts every real hour of each London day of the period: 23 on the day the
 *   clocks go forward, 25 on the day they go back, 24 otherwise.
 * - Peak power counts 07:00–19:00 London time on weekdays, 12 hours each: the clocks change on
 *   a Sunday at night, so no peak day is ever shorter or longer.
 * - Gas counts days.
 *
 * Money is decimal (decimal.js), never floats, and is rounded to pennies only at the end.
 */
import Decimal from 'decimal.js';

import { isWeekday, londonDayHours, nextDay } from './london-time';

/** The traded indices, spelled as the contract spells them (its TradeIndex is this union). */
export type EnergyIndex = 'POWERUKBASECAL' | 'POWERUKPEAKCAL' | 'GASNBP';

export type Amount = Decimal.Value;

/** Hours of peak delivery on a weekday (07:00–19:00 London time). */
export const PEAK_HOURS_PER_WEEKDAY = 12;

const QUANTITIES = new Map<string, number>();

/**
 * Delivery hours (power) or days (gas) from `start` to `end` inclusive ('YYYY-MM-DD'), an integer.
 * A pure function of its arguments that walks every day of the period: kept (bounded), since an
 * order's preview asks for its product's on every request (docs/performance.md).
 */
export function deliveryQuantity(index: EnergyIndex, start: string, end: string): number {
  const key = `${index}|${start}|${end}`;
  let quantity = QUANTITIES.get(key);
  if (quantity === undefined) {
    quantity = countQuantity(index, start, end);
    QUANTITIES.set(key, quantity);
    if (QUANTITIES.size > 5_000) QUANTITIES.delete(QUANTITIES.keys().next().value as string);
  }
  return quantity;
}

function countQuantity(index: EnergyIndex, start: string, end: string): number {
  let quantity = 0;
  for (let day = start; day <= end; day = nextDay(day)) {
    if (index === 'GASNBP') quantity += 1;
    else if (index === 'POWERUKPEAKCAL') quantity += isWeekday(day) ? PEAK_HOURS_PER_WEEKDAY : 0;
    else quantity += londonDayHours(day);
  }
  return quantity;
}

/** £ of `volume` over `quantity` hours/days at `price` (£/MWh, or p/therm for gas), unrounded. */
export function exactValue(index: EnergyIndex, quantity: number, volume: Amount, price: Amount): Decimal {
  const value = new Decimal(volume).times(quantity).times(price);
  return index === 'GASNBP' ? value.dividedBy(100) : value;
}

/** Rounds to pennies (half away from zero) and returns the number served by the API. */
export const pennies = (value: Decimal): number => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/** £ of a trade, rounded to pennies. */
export function tradeValue(index: EnergyIndex, quantity: number, volume: Amount, price: Amount): number {
  return pennies(exactValue(index, quantity, volume, price));
}

/** £ of `volume` delivered from `start` to `end` at `price`, rounded to pennies. */
export function periodValue(index: EnergyIndex, start: string, end: string, volume: Amount, price: Amount): number {
  return tradeValue(index, deliveryQuantity(index, start, end), volume, price);
}

/** One therm (100,000 BTU, IT) in MWh: 105.505585262 MJ. Lets gas and power volumes be added as energy. */
export const MWH_PER_THERM = '0.0293071070172222';

/** Energy in MWh of `volume` over `quantity` hours (power, MW) or days (gas, therms/day), unrounded. */
export function energyMwh(index: EnergyIndex, quantity: number, volume: Amount): Decimal {
  const energy = new Decimal(volume).times(quantity);
  return index === 'GASNBP' ? energy.times(MWH_PER_THERM) : energy;
}

/** hedged ÷ forecast × 100, two decimals (0 for no forecast): every hedged % the portal shows. */
export function hedgedPercent(hedged: Amount, forecast: Amount): number {
  const f = new Decimal(forecast);
  if (f.isZero()) return 0;
  return new Decimal(hedged).times(100).dividedBy(f).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}
