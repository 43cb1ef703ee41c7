/**
 * The placement rules of an order (docs/trading.md), shared by the server, which enforces them
 * (server/orders/rules.ts re-exports them), and the new-order form, which checks them as the
 * user types. Pure functions over decimals and ISO dates, nothing else: the caller supplies
 * the contract figures and the order's first execution day, and gets back the first broken
 * rule, naming the field.
 */
import Decimal from 'decimal.js';

import type { TradeDirection } from '../generated/model/tradeDirection';

export interface RuleProblem {
  field: string;
  message: string;
}

export interface ContractFigures {
  deliveryPeriod: string;
  unit: string;
  forecastVolume: Decimal.Value;
  minimumClipPercent: Decimal.Value;
  hedgedVolume: Decimal.Value;
  pendingBuyVolume: Decimal.Value;
  pendingSellVolume: Decimal.Value;
  tradeDeadline: string;
}

const dec = (value: Decimal.Value) => new Decimal(value);
const show = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toString();

/** The smallest order: the clip share of the forecast, rounded up to two decimals. */
export function minimumClipVolume(forecast: Decimal.Value, clipPercent: Decimal.Value): Decimal {
  return dec(forecast).times(clipPercent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_UP);
}

/** At most two decimals. */
export const hasAtMostTwoDecimals = (value: number): boolean => dec(value).decimalPlaces() <= 2;

export interface OrderInput {
  tradeDirection: TradeDirection;
  volume: number;
  priceType: 'market' | 'limit' | 'stop';
  limitPrice?: number | null;
  triggerPrice?: number | null;
  expiryDate?: string | null;
}

/** Whether a limit order fills at `close`: buys at or below the limit, sells at or above. */
export function limitReached(direction: TradeDirection, limit: Decimal.Value, close: Decimal.Value): boolean {
  return direction === 'buy' ? dec(close).lte(limit) : dec(close).gte(limit);
}

/**
 * Whether a stop order is triggered by the published `close`: a buy-stop once the close rises
 * to or above its trigger, a sell-stop once it falls to or below. Decided on closes only.
 */
export function stopTriggered(direction: TradeDirection, trigger: Decimal.Value, close: Decimal.Value): boolean {
  return direction === 'buy' ? dec(close).gte(trigger) : dec(close).lte(trigger);
}

/** Whether a pending order's condition is met by `close` (market orders always are). */
export function conditionMet(order: { priceType: OrderInput['priceType']; tradeDirection: TradeDirection; limitPrice?: Decimal.Value | null; triggerPrice?: Decimal.Value | null }, close: Decimal.Value): boolean {
  if (order.priceType === 'limit') return limitReached(order.tradeDirection, order.limitPrice ?? 0, close);
  if (order.priceType === 'stop') return stopTriggered(order.tradeDirection, order.triggerPrice ?? 0, close);
  return true;
}

/**
 * The legs of a one-cancels-other bracket must be apart, so that one close can meet only one:
 * a buy's take-profit limit below its stop-loss trigger, a sell's above it.
 */
export function bracketProblem(direction: TradeDirection, limitPrice: Decimal.Value, triggerPrice: Decimal.Value): RuleProblem | undefined {
  const limit = dec(limitPrice);
  const trigger = dec(triggerPrice);
  if (direction === 'buy' && !limit.lt(trigger)) {
    return { field: 'triggerPrice', message: `A buy bracket's stop (${show(trigger)}) must be above its limit (${show(limit)}), so one close can trigger only one of them` };
  }
  if (direction === 'sell' && !limit.gt(trigger)) {
    return { field: 'triggerPrice', message: `A sell bracket's stop (${show(trigger)}) must be below its limit (${show(limit)}), so one close can trigger only one of them` };
  }
  return undefined;
}

/** '12000.5' → '12,000.5'. */
const grouped = (digits: string): string => {
  const [whole = '0', fraction] = digits.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
};

/** '£70.00/MWh', '£1,070.00/MWh', '85.40p/therm' (design-notes: prices in the index's unit, two decimals). */
export function priceInUnit(value: Decimal.Value, priceUnit: string): string {
  const amount = grouped(dec(value).toFixed(2));
  return priceUnit === '£/MWh' ? `£${amount}/MWh` : `${amount}p/therm`;
}

/**
 * A conditional order in plain words, in the index's unit: "Buy 2 MW of Q3-27 if the close
 * falls to £70.00/MWh or rises to £90.00/MWh, whichever comes first" (a bracket), "… if the
 * close rises to £90.00/MWh" (a buy-stop), "… if the close falls to £70.00/MWh" (a buy limit).
 */
export function conditionalOrderWords(order: {
  tradeDirection: TradeDirection;
  volume: Decimal.Value;
  unit: string;
  deliveryPeriod: string;
  priceUnit: string;
  limitPrice?: Decimal.Value | null;
  triggerPrice?: Decimal.Value | null;
}, formatPrice: (value: Decimal.Value) => string = (value) => priceInUnit(value, order.priceUnit)): string {
  const buy = order.tradeDirection === 'buy';
  const what = `${buy ? 'Buy' : 'Sell'} ${grouped(dec(order.volume).toString())} ${order.unit} of ${order.deliveryPeriod}`;
  // A buy's limit waits for the close to fall, its stop for it to rise; a sell's the other way.
  const limit = order.limitPrice != null ? `${buy ? 'falls' : 'rises'} to ${formatPrice(order.limitPrice)}` : undefined;
  const stop = order.triggerPrice != null ? `${buy ? 'rises' : 'falls'} to ${formatPrice(order.triggerPrice)}` : undefined;
  if (limit && stop) return `${what} if the close ${limit} or ${stop}, whichever comes first`;
  if (limit || stop) return `${what} if the close ${limit ?? stop}`;
  return `${what} at the next published close`;
}

/**
 * Rules checked when an order is placed, in the order a person fills the form: the period's
 * trade deadline, the volume's decimals and minimum clip, the 100 % / 0 % bounds counting
 * pending orders, the limit or trigger price and the expiry.
 */
export function placementProblem(order: OrderInput, contract: ContractFigures, executionDay: string): RuleProblem | undefined {
  if (executionDay > contract.tradeDeadline) {
    return { field: 'deliveryPeriod', message: `${contract.deliveryPeriod} can no longer be traded: its trade deadline was ${contract.tradeDeadline}` };
  }
  if (!hasAtMostTwoDecimals(order.volume)) return { field: 'volume', message: 'The volume may have at most two decimals' };
  const volume = dec(order.volume);
  const forecast = dec(contract.forecastVolume);
  const hedged = dec(contract.hedgedVolume);
  const clip = minimumClipVolume(forecast, contract.minimumClipPercent);
  if (order.tradeDirection === 'buy') {
    const room = forecast.minus(hedged).minus(contract.pendingBuyVolume);
    if (volume.gt(room)) {
      return {
        field: 'volume',
        message: `Buying ${show(volume)} ${contract.unit} would take ${contract.deliveryPeriod} above 100 % of its forecast: at most ${show(Decimal.max(room, 0))} ${contract.unit} can still be bought (pending buys included)`,
      };
    }
    // Below the clip only to buy exactly what is left.
    if (volume.lt(clip) && !volume.eq(room)) {
      return { field: 'volume', message: `The minimum clip for ${contract.deliveryPeriod} is ${show(clip)} ${contract.unit} (${show(dec(contract.minimumClipPercent))} % of the forecast)` };
    }
  } else {
    const room = hedged.minus(contract.pendingSellVolume);
    if (volume.gt(room)) {
      return {
        field: 'volume',
        message: `Selling ${show(volume)} ${contract.unit} would take ${contract.deliveryPeriod} below 0 % hedged: at most ${show(Decimal.max(room, 0))} ${contract.unit} can be sold (pending sells included)`,
      };
    }
    if (volume.lt(clip) && !volume.eq(room)) {
      return { field: 'volume', message: `The minimum clip for ${contract.deliveryPeriod} is ${show(clip)} ${contract.unit} (${show(dec(contract.minimumClipPercent))} % of the forecast)` };
    }
  }
  if (order.priceType === 'limit') {
    if (order.limitPrice === undefined || order.limitPrice === null) return { field: 'limitPrice', message: 'A limit order needs a limit price' };
    if (!hasAtMostTwoDecimals(order.limitPrice)) return { field: 'limitPrice', message: 'The limit price may have at most two decimals' };
  } else if (order.limitPrice !== undefined && order.limitPrice !== null) {
    return { field: 'limitPrice', message: `A ${order.priceType} order has no limit price` };
  }
  if (order.priceType === 'stop') {
    if (order.triggerPrice === undefined || order.triggerPrice === null) return { field: 'triggerPrice', message: 'A stop order needs a trigger price' };
    if (!hasAtMostTwoDecimals(order.triggerPrice)) return { field: 'triggerPrice', message: 'The trigger price may have at most two decimals' };
  } else if (order.triggerPrice !== undefined && order.triggerPrice !== null) {
    return { field: 'triggerPrice', message: `A ${order.priceType} order has no trigger price` };
  }
  if (order.priceType === 'market') {
    if (order.expiryDate !== undefined && order.expiryDate !== null) return { field: 'expiryDate', message: 'A market order has no expiry date' };
  } else if (order.expiryDate) {
    if (order.expiryDate < executionDay) return { field: 'expiryDate', message: `The expiry date must not be before ${executionDay}, the order's first execution day` };
    if (order.expiryDate > contract.tradeDeadline) return { field: 'expiryDate', message: `The expiry date must not be after ${contract.tradeDeadline}, the trade deadline of ${contract.deliveryPeriod}` };
  }
  return undefined;
}
