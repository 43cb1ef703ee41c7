import type { Order } from '@generated/model/order';
import type { OrderStatus } from '@generated/model/orderStatus';

import { formatQuantity } from './money';
import { TRADE_INDEX_LABELS } from './trade-index-labels';
import { formatOrderTerms, formatUnitPrice } from './order-terms';

/**
 * How trading figures read everywhere they show (orders, search results, …): the trade
 * indices' names, the order statuses, signed volumes and prices in their unit.
 */

/** The trade indices by the names the portal shows them under (src/lib/trade-index-labels.ts). */
export { TRADE_INDEX_LABELS };
/** How a price and an order's terms read (src/lib/order-terms.ts, small enough for the dashboard's first visit). */
export { formatOrderTerms, formatUnitPrice };

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
