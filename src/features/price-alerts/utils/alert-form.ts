import type { AlertDirection } from '@generated/model/alertDirection';
import type { PriceAlert } from '@generated/model/priceAlert';
import type { TradeIndex } from '@generated/model/tradeIndex';
import * as z from 'zod/mini';

import { expiryProblem, MAX_TARGET_PRICE, targetPriceProblem } from '@domain/alert-rules';

/**
 * The alert form's values as typed, and the rules it checks while the user types — the
 * same the server checks again (docs/price-alerts.md): a product, a direction, a target
 * above 0 with at most two decimals, an expiry from today up to the day before delivery starts.
 */
export interface AlertFormValues {
  /** `${tradeIndex}|${deliveryPeriod}`, '' when none is chosen. */
  product: string;
  direction: AlertDirection | '';
  targetPrice: string;
  expiryDate: string;
}

export type AlertFormField = keyof AlertFormValues;
export type AlertFormErrors = Partial<Record<AlertFormField, string>>;

export const DIRECTION_LABELS: Record<AlertDirection, string> = { rises_above: 'Rises above', falls_below: 'Falls below' };

export const productKey = (tradeIndex: TradeIndex, deliveryPeriod: string) => `${tradeIndex}|${deliveryPeriod}`;

export function splitProduct(product: string): { tradeIndex: TradeIndex; deliveryPeriod: string } | null {
  const [tradeIndex, deliveryPeriod] = product.split('|');
  return tradeIndex && deliveryPeriod ? { tradeIndex: tradeIndex as TradeIndex, deliveryPeriod } : null;
}

/** `deliveryStart` is the chosen product's first delivery day, when known. The rules are domain/alert-rules.ts, as on the server. */
export function validateAlertForm(values: AlertFormValues, context: { today: string; deliveryStart?: string }): AlertFormErrors {
  const errors: AlertFormErrors = {};
  if (!values.product) errors.product = 'Choose the product to watch.';
  if (!values.direction) errors.direction = 'Choose whether the price rises above or falls below the target.';
  const target = values.targetPrice.trim();
  const targetProblem = target === '' ? null : targetPriceProblem(target);
  if (target === '') errors.targetPrice = 'Enter a target price.';
  else if (targetProblem === 'not-a-price') errors.targetPrice = 'Enter a number with at most two decimals, e.g. 85.50.';
  else if (targetProblem === 'not-above-zero') errors.targetPrice = 'The target price must be more than 0.';
  else if (targetProblem === 'too-high') errors.targetPrice = `The target price must be at most ${MAX_TARGET_PRICE.toLocaleString('en-GB')}.`;
  const expiry = values.expiryDate ? expiryProblem(values.expiryDate, context.today, context.deliveryStart) : null;
  if (!values.expiryDate) errors.expiryDate = 'Enter an expiry date.';
  else if (expiry === 'in-the-past') errors.expiryDate = 'The expiry date must be today or later.';
  else if (expiry === 'not-before-delivery') errors.expiryDate = `The expiry date must be before delivery starts (${context.deliveryStart}).`;
  return errors;
}

/**
 * The form's schema: every rule at once (the expiry depends on the chosen product), each
 * problem on its field. `deliveryStartOf` answers a product's first delivery day, when known.
 */
export const alertFormSchema = (today: string, deliveryStartOf: (product: string) => string | undefined) =>
  z
    .object({ product: z.string(), direction: z.string(), targetPrice: z.string(), expiryDate: z.string() })
    .check(
      z.superRefine((values, check) => {
        const deliveryStart = deliveryStartOf(values.product);
        const problems = validateAlertForm(values as AlertFormValues, { today, ...(deliveryStart ? { deliveryStart } : {}) });
        for (const [field, message] of Object.entries(problems)) check.addIssue({ code: 'custom', message, path: [field], input: values });
      }),
    );

/** The contract's fields the server may blame, as the form's: the product answers for the index, the period and the account. */
export const ALERT_SERVER_FIELDS: Record<string, AlertFormField> = {
  tradeIndex: 'product',
  deliveryPeriod: 'product',
  accountId: 'product',
  direction: 'direction',
  targetPrice: 'targetPrice',
  expiryDate: 'expiryDate',
};

/** How far the latest close is from the target (target − close), or null without a close. */
export function distanceToTarget(alert: Pick<PriceAlert, 'targetPrice' | 'latestPrice'>): number | null {
  if (alert.latestPrice === null) return null;
  return Math.round((alert.targetPrice - alert.latestPrice) * 100) / 100;
}

export const STATUS_LABELS: Record<PriceAlert['status'], string> = { active: 'Active', triggered: 'Triggered', expired: 'Expired' };
