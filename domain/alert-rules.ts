/**
 * The value rules of a price alert (docs/price-alerts.md), shared by the server, which answers
 * a broken one with 400 (server/price-alerts/alert-rules.ts), and the alert form, which checks them
 * as the user types. Each side words the problem for its reader; the rule itself lives here.
 */
import { createPriceAlertBodyTargetPriceMax } from '../generated/zod/price-alerts/price-alerts.zod';

/** The contract's largest target price (openapi/market-lens.yaml; the same for an edit). */
export const MAX_TARGET_PRICE = createPriceAlertBodyTargetPriceMax;

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

export type TargetPriceProblem = 'not-a-price' | 'not-above-zero' | 'too-high';

/** A target is a positive amount with at most two decimals, up to MAX_TARGET_PRICE. `value` as typed or as sent. */
export function targetPriceProblem(value: string | number): TargetPriceProblem | null {
  const text = String(value).trim();
  if (!TWO_DECIMALS.test(text)) return 'not-a-price';
  const amount = Number(text);
  if (amount <= 0) return 'not-above-zero';
  return amount > MAX_TARGET_PRICE ? 'too-high' : null;
}

export type ExpiryProblem = 'in-the-past' | 'not-before-delivery';

/** An alert watches from today (London) to its expiry day, which must come before delivery starts. ISO dates. */
export function expiryProblem(expiryDate: string, today: string, deliveryStart?: string): ExpiryProblem | null {
  if (expiryDate < today) return 'in-the-past';
  return deliveryStart !== undefined && expiryDate >= deliveryStart ? 'not-before-delivery' : null;
}
