import type { Order } from '@generated/model/order';
import type { OrderStatus } from '@generated/model/orderStatus';
import type { TradableProduct } from '@generated/model/tradableProduct';
import { marketLensPath } from '@/lib/market-lens-paths';
import { TRADE_INDEX_LABELS } from '@/lib/trading-format';

export const DIRECTION_LABELS: Record<Order['tradeDirection'], string> = { buy: 'Buy', sell: 'Sell' };
export const PRICE_TYPE_LABELS: Record<Order['priceType'], string> = { market: 'Market', limit: 'Limit', stop: 'Stop' };

/** Bootstrap colours of the status badges: text on them keeps AA contrast. */
export const STATUS_BADGE_BG: Record<OrderStatus, string> = {
  pending: 'warning',
  executed: 'success',
  rejected: 'danger',
  cancelled: 'secondary',
  expired: 'secondary',
  awaiting_approval: 'info',
};

/** 'Power base UK Q1-27'. */
export const productLabel = (item: Pick<Order | TradableProduct, 'tradeIndex' | 'deliveryPeriod'>): string =>
  `${TRADE_INDEX_LABELS[item.tradeIndex]} ${item.deliveryPeriod}`;

/** The order's page, in the account it belongs to. */
export const orderPath = (order: Pick<Order, 'id' | 'accountId'>): string => marketLensPath(`orders/${encodeURIComponent(order.id)}`, order.accountId);
