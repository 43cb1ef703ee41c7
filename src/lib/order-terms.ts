import type { Order } from '@generated/model/order';
import type { PriceUnit } from '@generated/model/priceUnit';

import { formatGbp, formatTwoDecimals } from './money';

// A module of its own so the dashboard's orders widget does not bring trading-format.ts (the
// order statuses and the rest of the order pages' words) into the first visit.

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
