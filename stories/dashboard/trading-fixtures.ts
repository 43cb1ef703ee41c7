/** Fixed latest orders for the dashboard's orders widget, one in each status. */
import type { Order } from '@generated/model/order';
import type { OrderPage } from '@generated/model/orderPage';

import { singleAccount } from '../kit/portal-session-fixtures';

const base = {
  accountId: singleAccount.id,
  unit: 'MW',
  priceUnit: '£/MWh',
  tradeIndex: 'POWERUKBASECAL',
  executedPrice: null,
  executedDate: null,
  expiryDate: null,
  limitPrice: null,
  triggerPrice: null,
  bracket: null,
  priceType: 'market',
  statusReason: null,
} as const;

export const LATEST_ORDERS: Order[] = [
  { ...base, id: '5b1d0000-0000-4000-8000-000000000001', reference: 'ML-26-004229', orderDate: '2026-11-20T10:42:05Z', updatedDate: '2026-11-20T10:42:05Z', deliveryPeriod: 'Q2-27', volume: 0.5, tradeDirection: 'buy', value: 78405.6, status: 'pending' },
  { ...base, id: '5b1d0000-0000-4000-8000-000000000002', reference: 'ML-26-004228', orderDate: '2026-11-19T09:12:44Z', updatedDate: '2026-11-19T16:30:00Z', deliveryPeriod: 'Jan-27', volume: 0.4, tradeDirection: 'buy', value: 25712.64, status: 'executed', executedPrice: 86.4, executedDate: '2026-11-19' },
  { ...base, id: '5b1d0000-0000-4000-8000-000000000003', reference: 'ML-26-004227', orderDate: '2026-11-18T14:02:10Z', updatedDate: '2026-11-18T16:30:00Z', tradeIndex: 'GASNBP', unit: 'therms/day', priceUnit: 'p/therm', deliveryPeriod: 'Sum-27', volume: 3000, tradeDirection: 'sell', value: 472680, status: 'rejected', statusReason: 'Selling 3,000 therms/day would take Sum-27 below 0 % hedged' },
  { ...base, id: '5b1d0000-0000-4000-8000-000000000004', reference: 'ML-26-004226', orderDate: '2026-11-16T11:30:00Z', updatedDate: '2026-11-17T08:05:00Z', deliveryPeriod: 'Q3-27', volume: 0.5, tradeDirection: 'buy', value: 77280, status: 'cancelled', priceType: 'limit', limitPrice: 70, statusReason: 'Cancelled by Alex Morgan' },
  { ...base, id: '5b1d0000-0000-4000-8000-000000000005', reference: 'ML-26-004225', orderDate: '2026-11-02T15:10:00Z', updatedDate: '2026-11-13T16:30:00Z', deliveryPeriod: 'Dec-26', volume: 1, tradeDirection: 'buy', value: 55800, status: 'expired', priceType: 'limit', limitPrice: 75, expiryDate: '2026-11-13' },
];

export const ordersPage = (data: Order[]): OrderPage => ({ data, total: data.length, pagination: { page: 1, perPage: 5 } });
