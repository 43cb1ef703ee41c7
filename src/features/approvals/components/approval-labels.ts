import type { Order } from '@generated/model/order';
import { formatQuantity } from '@/lib/money';
import { TRADE_INDEX_LABELS } from '@/lib/trading-format';

/** 'Buy 3 MW Power base UK Q2-27', as the server's messages name an order. */
export const orderWhat = (order: Pick<Order, 'tradeDirection' | 'volume' | 'unit' | 'tradeIndex' | 'deliveryPeriod'>): string =>
  `${order.tradeDirection === 'buy' ? 'Buy' : 'Sell'} ${formatQuantity(order.volume)} ${order.unit} ${TRADE_INDEX_LABELS[order.tradeIndex]} ${order.deliveryPeriod}`;
