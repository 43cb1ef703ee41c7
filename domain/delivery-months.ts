/**
 * Delivery months (docs/trading.md, "Months"): the hedging policy, compliance and the fixing
 * calendar work per London calendar month, so a trade on a quarter or a season counts in each
 * month it covers. A trade's energy is spread over its months exactly: each month receives the
 * volume times that month's own delivery hours (power: real London hours for baseload, 12 h a
 * weekday for peak) or days (gas), the rule of domain/energy.ts, so the months of a trade add up
 * to the trade's energy to the last digit. Energy is in MWh for power and therms for gas, as
 * the position's totals report it.
 */
import Decimal from 'decimal.js';

import { type Amount, deliveryQuantity, type EnergyIndex } from './energy';

/** A delivery month, 'YYYY-MM'. */
export type DeliveryMonth = string;

export interface MonthSpan {
  month: DeliveryMonth;
  /** The first and last day of the span within the month (the whole month unless clipped by the period). */
  start: string;
  end: string;
}

export interface MonthEnergy {
  month: DeliveryMonth;
  /** Delivery hours (power) or days (gas) of the period within this month. */
  quantity: number;
  /** volume × quantity: MWh (power) or therms (gas), exact. */
  energy: Decimal;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The month of a day ('2027-07-14' → '2027-07'). */
export const monthOf = (day: string): DeliveryMonth => day.slice(0, 7);

/** The month `count` months after `month` (negative goes back). */
export function addMonths(month: DeliveryMonth, count: number): DeliveryMonth {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The first day of a month. */
export const firstDayOf = (month: DeliveryMonth): string => `${month}-01`;

/** The last day of a month (28–31, leap years included). */
export function lastDayOf(month: DeliveryMonth): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad(new Date(Date.UTC(year, m, 0)).getUTCDate())}`;
}

/** The month as products name it: '2027-07' → 'Jul-27'. */
export function monthName(month: DeliveryMonth): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]}-${pad(year % 100)}`;
}

const SPANS = new Map<string, readonly MonthSpan[]>();

/** The calendar months a delivery period from `start` to `end` (inclusive) touches, each clipped to the period (kept: a pure function). */
export function monthsCovered(start: string, end: string): readonly MonthSpan[] {
  const key = `${start}|${end}`;
  let spans = SPANS.get(key);
  if (!spans) {
    spans = Object.freeze(spansOf(start, end).map((span) => Object.freeze(span)));
    SPANS.set(key, spans);
    if (SPANS.size > MEMO_LIMIT) SPANS.delete(SPANS.keys().next().value as string);
  }
  return spans;
}

function spansOf(start: string, end: string): MonthSpan[] {
  const spans: MonthSpan[] = [];
  for (let month = monthOf(start); month <= monthOf(end); month = addMonths(month, 1)) {
    const first = firstDayOf(month);
    const last = lastDayOf(month);
    spans.push({ month, start: first < start ? start : first, end: last > end ? end : last });
  }
  return spans;
}

/**
 * Delivery hours or days per month of a period: a pure function of (index, start, end), so it is
 * worked out once per product and kept (walking every day of a season with London's clock
 * changes on every request was the month view's whole cost, docs/performance.md). Bounded: a
 * portal trades a few hundred products; the oldest entry goes beyond MEMO_LIMIT.
 */
const MEMO_LIMIT = 5_000;
const quantityMemo = new Map<string, readonly { month: DeliveryMonth; quantity: number }[]>();

export function monthQuantities(index: EnergyIndex, start: string, end: string): readonly { month: DeliveryMonth; quantity: number }[] {
  const key = `${index}|${start}|${end}`;
  let quantities = quantityMemo.get(key);
  if (!quantities) {
    quantities = Object.freeze(monthsCovered(start, end).map(({ month, start: from, end: to }) => Object.freeze({ month, quantity: deliveryQuantity(index, from, to) })));
    quantityMemo.set(key, quantities);
    if (quantityMemo.size > MEMO_LIMIT) quantityMemo.delete(quantityMemo.keys().next().value as string);
  }
  return quantities;
}

/** Delivery hours (power) or days (gas) of a whole month. */
export const monthQuantity = (index: EnergyIndex, month: DeliveryMonth): number => (monthQuantities(index, firstDayOf(month), lastDayOf(month))[0] as { quantity: number }).quantity;

/**
 * The energy of `volume` (MW, or therms/day for gas) delivered from `start` to `end`, month by
 * month: each month's share is the volume times that month's delivery hours or days. The
 * shares add up exactly to the period's energy. A negative volume (a sale) spreads negative.
 */
export function spreadEnergy(index: EnergyIndex, start: string, end: string, volume: Amount): MonthEnergy[] {
  return monthQuantities(index, start, end).map(({ month, quantity }) => ({ month, quantity, energy: new Decimal(volume).times(quantity) }));
}

/** Adds spread energy into a running total by month. */
export function addSpread(totals: Map<DeliveryMonth, Decimal>, spread: readonly MonthEnergy[]): Map<DeliveryMonth, Decimal> {
  for (const { month, energy } of spread) totals.set(month, (totals.get(month) ?? new Decimal(0)).plus(energy));
  return totals;
}
