import type { CreateOrderBracketRequest } from '@generated/model/createOrderBracketRequest';
import type { CreateOrderRequest } from '@generated/model/createOrderRequest';
import type { TradableProduct } from '@generated/model/tradableProduct';
import type { TradeDirection } from '@generated/model/tradeDirection';
import { TradeIndex } from '@generated/model/tradeIndex';
import { createOrderBodyLimitPriceMax, createOrderBodyVolumeMax } from '@generated/zod/orders/orders.zod';
import * as z from 'zod/mini';

import { bracketProblem, placementProblem } from '@domain/order-rules';

/**
 * The new-order form: what the user typed (kept as typed, so nothing is lost on an error),
 * the checks made as they type and the request it becomes. The contract rules are the
 * server's own code (domain/order-rules.ts); this file only adds the reading of the inputs.
 */
/** The form's kinds of order: the contract's price types, and a one-cancels-other bracket (a limit and a stop). */
export type OrderFormType = 'market' | 'limit' | 'stop' | 'bracket';
export const ORDER_FORM_TYPES: readonly OrderFormType[] = ['market', 'limit', 'stop', 'bracket'];

export interface OrderFormValues {
  /** The chosen product, `productKey` of a tradable product; '' before one is chosen. */
  product: string;
  tradeDirection: TradeDirection;
  volume: string;
  priceType: OrderFormType;
  limitPrice: string;
  /** A stop's trigger, or a bracket's stop-loss trigger. */
  triggerPrice: string;
  /** yyyy-MM-dd, or '' for "until the trade deadline". */
  expiryDate: string;
}

export type OrderFormField = 'deliveryPeriod' | 'volume' | 'limitPrice' | 'triggerPrice' | 'expiryDate';
export type OrderFormErrors = Partial<Record<OrderFormField, string>>;

export const EMPTY_ORDER_FORM: OrderFormValues = { product: '', tradeDirection: 'buy', volume: '', priceType: 'market', limitPrice: '', triggerPrice: '', expiryDate: '' };

/** The contract's limits (generated from openapi/market-lens.yaml) on volume and limit price. */
export const MAX_VOLUME = createOrderBodyVolumeMax;
export const MAX_LIMIT_PRICE = createOrderBodyLimitPriceMax;

export const productKey = (product: Pick<TradableProduct, 'tradeIndex' | 'deliveryPeriod'>): string => `${product.tradeIndex}:${product.deliveryPeriod}`;

/**
 * The product a link asks the form to start on: `?tradeIndex=GASNBP&period=Apr-27` (a fired
 * price alert's "Place an order"). Empty when either is missing or the index is unknown; a
 * product the account cannot trade simply matches no option and the form asks for one.
 */
export function requestedProduct(params: URLSearchParams): string {
  const tradeIndex = params.get('tradeIndex');
  const period = params.get('period');
  if (!tradeIndex || !period || !(Object.values(TradeIndex) as string[]).includes(tradeIndex)) return '';
  return productKey({ tradeIndex: tradeIndex as TradeIndex, deliveryPeriod: period });
}

/**
 * What a link asks the form to start with: the product (requestedProduct) and, with
 * `&limitPrice=85.00` (a fired price alert's price), a limit order at that price. A price that
 * is not a plain decimal is ignored.
 */
export function requestedOrder(params: URLSearchParams): OrderFormValues {
  const product = requestedProduct(params);
  const limitPrice = params.get('limitPrice')?.trim() ?? '';
  if (!product || !DECIMAL.test(limitPrice)) return { ...EMPTY_ORDER_FORM, product };
  return { ...EMPTY_ORDER_FORM, product, priceType: 'limit', limitPrice };
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** A positive decimal as typed ('2.5', ' 12 '), or an error in words. */
function readAmount(text: string, what: { name: string; missing: string; max: number }): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: what.missing };
  if (!DECIMAL.test(trimmed)) return { error: `Enter the ${what.name} as a number, e.g. 12.5` };
  const value = Number(trimmed);
  if (value <= 0) return { error: `The ${what.name} must be more than 0` };
  if (value > what.max) return { error: `The ${what.name} may be at most ${what.max.toLocaleString('en-GB')}` };
  return { value };
}

export interface OrderFormCheck {
  errors: OrderFormErrors;
  /**
   * The request to send when nothing is wrong, else null. For a bracket: its dearer leg (a buy's
   * stop, a sell's limit), the one the server assesses the bracket as (preview and estimate).
   */
  request: CreateOrderRequest | null;
  /** A bracket's request when nothing is wrong, else null. */
  bracket: CreateOrderBracketRequest | null;
}

/**
 * Checks the form against the product's contract figures, as the server will: first what the
 * inputs say (a number, in range), then the contract rules with `executionDay` as the order's
 * first execution day. The first broken contract rule is shown on the field it names.
 */
export function checkOrderForm(values: OrderFormValues, product: TradableProduct | undefined, accountId: string, executionDay: string): OrderFormCheck {
  const errors: OrderFormErrors = {};
  if (!product) errors.deliveryPeriod = 'Choose the product to trade';
  const volume = readAmount(values.volume, { name: 'volume', missing: 'Enter the volume', max: MAX_VOLUME });
  if ('error' in volume) errors.volume = volume.error;
  const type = values.priceType;
  const hasLimit = type === 'limit' || type === 'bracket';
  const hasTrigger = type === 'stop' || type === 'bracket';
  const limit = hasLimit ? readAmount(values.limitPrice, { name: 'limit price', missing: type === 'bracket' ? 'A bracket needs a take-profit limit price' : 'A limit order needs a limit price', max: MAX_LIMIT_PRICE }) : null;
  if (limit && 'error' in limit) errors.limitPrice = limit.error;
  const trigger = hasTrigger ? readAmount(values.triggerPrice, { name: 'trigger price', missing: type === 'bracket' ? 'A bracket needs a stop-loss trigger price' : 'A stop order needs a trigger price', max: MAX_LIMIT_PRICE }) : null;
  if (trigger && 'error' in trigger) errors.triggerPrice = trigger.error;
  const expiryDate = type !== 'market' && values.expiryDate !== '' ? values.expiryDate : null;
  if (!product || 'error' in volume || (limit && 'error' in limit) || (trigger && 'error' in trigger)) return { errors, request: null, bracket: null };

  const common = { accountId, tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod, tradeDirection: values.tradeDirection, volume: volume.value };
  const limitPrice = limit && 'value' in limit ? limit.value : null;
  const triggerPrice = trigger && 'value' in trigger ? trigger.value : null;
  const legs: CreateOrderRequest[] =
    type === 'bracket'
      ? [
          { ...common, priceType: 'limit', limitPrice, expiryDate },
          { ...common, priceType: 'stop', triggerPrice, expiryDate },
        ]
      : [{ ...common, priceType: type, ...(type === 'limit' ? { limitPrice, expiryDate } : {}), ...(type === 'stop' ? { triggerPrice, expiryDate } : {}) }];
  // The server's own rules on every leg (the bracket's volume counts once: no leg counts the other).
  for (const leg of legs) {
    const problem = placementProblem(leg, { ...product, unit: product.unit }, executionDay);
    if (problem) {
      errors[problem.field as OrderFormField] = problem.message;
      return { errors, request: null, bracket: null };
    }
  }
  if (type !== 'bracket' || limitPrice === null || triggerPrice === null) return { errors, request: legs[0] ?? null, bracket: null };
  const apart = bracketProblem(values.tradeDirection, limitPrice, triggerPrice);
  if (apart) {
    errors[apart.field as OrderFormField] = apart.message;
    return { errors, request: null, bracket: null };
  }
  const dearer = values.tradeDirection === 'buy' ? legs[1] : legs[0];
  return { errors, request: dearer ?? null, bracket: { ...common, limitPrice, triggerPrice, expiryDate } };
}

/** Where each problem shows: the product select answers for the delivery period. */
export const ORDER_FORM_INPUT: Record<OrderFormField, keyof OrderFormValues> = {
  deliveryPeriod: 'product',
  volume: 'volume',
  limitPrice: 'limitPrice',
  triggerPrice: 'triggerPrice',
  expiryDate: 'expiryDate',
};

/**
 * The form's schema: checkOrderForm's problems, each on the input it names. `productOf` finds
 * the chosen tradable product; `executionDay` is the server's first execution day.
 */
export const orderFormSchema = (productOf: (key: string) => TradableProduct | undefined, accountId: string, executionDay: string) =>
  z
    .object({
      product: z.string(),
      tradeDirection: z.enum(['buy', 'sell']),
      volume: z.string(),
      priceType: z.enum(['market', 'limit', 'stop', 'bracket']),
      limitPrice: z.string(),
      triggerPrice: z.string(),
      expiryDate: z.string(),
    })
    .check(
      z.superRefine((values, check) => {
        const { errors } = checkOrderForm(values, productOf(values.product), accountId, executionDay);
        for (const [field, message] of Object.entries(errors) as [OrderFormField, string][]) {
          check.addIssue({ code: 'custom', message, path: [ORDER_FORM_INPUT[field]], input: values });
        }
      }),
    );
