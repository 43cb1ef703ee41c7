import Decimal from 'decimal.js';

import type { TradableProduct } from '@generated/model/tradableProduct';
import type { TradeDirection } from '@generated/model/tradeDirection';
import { periodValue } from '@domain/energy';

/**
 * What the confirmation step shows before an order is sent: the order's first execution
 * day, its estimated value in £ and the period's hedged % once it executes. The value is the
 * server's own rule (domain/energy.ts: exact London hours, pennies at the end); the execution
 * day and percentages mirror the server without pulling its bank-holiday calendar into the
 * browser, and tests/unit/orders/order-estimate.test.ts proves both give the same figures on
 * the same cases. The server's own estimate, stored on the order, is what the order page shows
 * afterwards.
 */

const dec = (value: Decimal.Value) => new Decimal(value);

/** Orders placed before this London time on a business day take part in that day's publication. */
const CUT_OFF_HOUR = 16;

const addDays = (isoDay: string, days: number) => {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const isWeekday = (isoDay: string) => ![0, 6].includes(new Date(`${isoDay}T12:00:00Z`).getUTCDay());
const nextWeekdayAfter = (isoDay: string) => {
  let next = addDays(isoDay, 1);
  while (!isWeekday(next)) next = addDays(next, 1);
  return next;
};

function londonDayAndHour(now: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * The first closing-price publication an order placed now takes part in: today before the
 * 16:00 cut-off, else the next weekday, and never a day already published. Bank holidays are
 * the server's to know: on one the server may move the day on, and says so in the order.
 */
export function estimatedExecutionDay(now: Date, latestPublished: string | null): string {
  const { day: today, hour } = londonDayAndHour(now);
  let day = isWeekday(today) && hour < CUT_OFF_HOUR ? today : nextWeekdayAfter(today);
  if (latestPublished && day <= latestPublished) day = nextWeekdayAfter(latestPublished);
  return day;
}

/** £ of a volume over the period at a price (£/MWh, or p/therm for gas), rounded to pennies only at the end. */
export function estimatedValue(product: Pick<TradableProduct, 'tradeIndex' | 'deliveryStart' | 'deliveryEnd'>, volume: number, price: number): number {
  return periodValue(product.tradeIndex, product.deliveryStart, product.deliveryEnd, volume, price);
}

/** hedged ÷ forecast × 100, two decimals. */
export function hedgedPercent(hedged: Decimal.Value, forecast: Decimal.Value): number {
  const f = dec(forecast);
  if (f.isZero()) return 0;
  return dec(hedged).times(100).dividedBy(f).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}

/** The period's hedged % once the order executes: a buy adds its volume, a sell takes it away. */
export function hedgedPercentAfter(product: Pick<TradableProduct, 'hedgedVolume' | 'forecastVolume'>, direction: TradeDirection, volume: number): number {
  const after = direction === 'buy' ? dec(product.hedgedVolume).plus(volume) : dec(product.hedgedVolume).minus(volume);
  return hedgedPercent(after, product.forecastVolume);
}

/** The volume as a share of the period's forecast, two decimals. */
export const shareOfForecast = (product: Pick<TradableProduct, 'forecastVolume'>, volume: number): number => hedgedPercent(volume, product.forecastVolume);
