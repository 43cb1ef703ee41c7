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
  priceType: 'market' | 'limit';
  limitPrice?: number | null;
  expiryDate?: string | null;
}

/**
 * Rules checked when an order is placed, in the order a person fills the form: the period's
 * trade deadline, the volume's decimals and minimum clip, the 100 % / 0 % bounds counting
 * pending orders, the limit price and the expiry.
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
    if (order.expiryDate) {
      if (order.expiryDate < executionDay) return { field: 'expiryDate', message: `The expiry date must not be before ${executionDay}, the order's first execution day` };
      if (order.expiryDate > contract.tradeDeadline) return { field: 'expiryDate', message: `The expiry date must not be after ${contract.tradeDeadline}, the trade deadline of ${contract.deliveryPeriod}` };
    }
  } else {
    if (order.limitPrice !== undefined && order.limitPrice !== null) return { field: 'limitPrice', message: 'A market order has no limit price' };
    if (order.expiryDate !== undefined && order.expiryDate !== null) return { field: 'expiryDate', message: 'A market order has no expiry date' };
  }
  return undefined;
}
