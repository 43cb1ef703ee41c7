import type { Order } from '@generated/model/order';
import type { OrderStatus } from '@generated/model/orderStatus';
import type { PriceUnit } from '@generated/model/priceUnit';

import { formatGbp, formatQuantity, formatTwoDecimals } from './money';
import { TRADE_INDEX_LABELS } from './trade-index-labels';

/**
 * How trading figures read everywhere they show (orders, search results, …): the trade
 * indices' names, the order statuses, signed volumes and prices in their unit.
 */

/** The trade indices by the names the portal shows them under (src/lib/trade-index-labels.ts). */
export { TRADE_INDEX_LABELS };

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  executed: 'Executed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
  awaiting_approval: 'Awaiting approval',
};

/** Order volume with its unit, + for buy and - for sell ('+1,500 MW', '-250 therms/day'). */
export function formatSignedVolume(order: Pick<Order, 'volume' | 'unit' | 'tradeDirection'>): string {
  const sign = order.tradeDirection === 'buy' ? '+' : '-';
  return `${sign}${formatQuantity(Math.abs(order.volume))} ${order.unit}`;
}

/** A price in its index's unit: power in pounds ('£85.20/MWh'), gas in pence ('98.10p/therm'). */
export function formatUnitPrice(value: number, unit: PriceUnit): string {
  return unit === 'p/therm' ? `${formatTwoDecimals(value)}p/therm` : `${formatGbp(value)}/MWh`;
}

/**
 * An order's type and its price condition, in words for lists, search and cards: 'Market',
 * 'Limit £70.00/MWh', 'Stop, trigger £90.00/MWh'; a bracket's legs say which leg they are
 * ('Take-profit limit £70.00/MWh', 'Stop-loss, trigger £90.00/MWh').
 */
export function formatOrderTerms(order: Pick<Order, 'priceType' | 'limitPrice' | 'triggerPrice' | 'priceUnit' | 'bracket'>): string {
  if (order.priceType === 'limit' && order.limitPrice !== null) return `${order.bracket ? 'Take-profit limit' : 'Limit'} ${formatUnitPrice(order.limitPrice, order.priceUnit)}`;
  if (order.priceType === 'stop' && order.triggerPrice !== null) return `${order.bracket ? 'Stop-loss' : 'Stop'}, trigger ${formatUnitPrice(order.triggerPrice, order.priceUnit)}`;
  return 'Market';
}
