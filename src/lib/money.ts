import { onFirstUse } from './on-first-use';

/**
 * Money and the numbers around it, in UK notation (en-GB) whatever the browser's
 * locale is. Each format a screen uses lives here once, built the first time a screen uses it
 * (src/lib/on-first-use.ts).
 */
const GBP = onFirstUse(() => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }));
const TWO_DECIMALS = onFirstUse(() => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const UP_TO_TWO_DECIMALS = onFirstUse(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }));

/** Pounds sterling: '£1,234.56'. */
export function formatGbp(value: number): string {
  return GBP().format(value);
}

/** Exactly two decimals, no currency symbol: '1,234.50' (prices whose unit is stated beside them). */
export function formatTwoDecimals(value: number): string {
  return TWO_DECIMALS().format(value);
}

/** A quantity with at most two decimals: '1,500', '12.25' (volumes). */
export function formatQuantity(value: number): string {
  return UP_TO_TWO_DECIMALS().format(value);
}

/**
 * The one percent format (docs/formats.md): '70%', '62.5%', '59.75%' — at most two decimals and
 * only those that are not zero, no space before the sign, so the same share never reads '70.00 %'
 * on one screen and '70%' on the next.
 */
export function formatPercent(value: number): string {
  return `${UP_TO_TWO_DECIMALS().format(value)}%`;
}
