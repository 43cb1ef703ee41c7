import { formatTwoDecimals } from '@/lib/money';

/**
 * Closing prices are shown with 2 decimals, in UK notation, never with a currency
 * symbol: the unit (£/MWh or p/therm) is stated once per table.
 */
export function formatPrice(value: number): string {
  // -0.001 would round to "-0.00"; a price change that rounds to zero is just 0.00.
  const rounded = Math.round(value * 100) / 100;
  return formatTwoDecimals(Object.is(rounded, -0) ? 0 : rounded);
}

/** A daily change with its sign: +1.25, -0.40, +0.00. */
export function formatSignedChange(value: number): string {
  const text = formatPrice(value);
  return text.startsWith('-') ? text : `+${text}`;
}

export type PriceDirection = 'up' | 'down';

/**
 * The arrow is up (red) when dailyChange is at least 0, otherwise down (green):
 * red for up because a rising price costs the buyer more.
 */
export function priceDirection(dailyChange: number): PriceDirection {
  return dailyChange >= 0 ? 'up' : 'down';
}

/** What a screen reader hears instead of the arrow. */
export function priceChangeDescription(dailyChange: number, unit: string): string {
  const amount = formatPrice(Math.abs(dailyChange));
  return priceDirection(dailyChange) === 'up' ? `Up ${amount} ${unit} on the day` : `Down ${amount} ${unit} on the day`;
}
