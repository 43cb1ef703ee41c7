import type { Order } from '@generated/model/order';
import type { PriceAlert } from '@generated/model/priceAlert';
import type { SupportQuery } from '@generated/model/supportQuery';

import { marketLensPath } from '@/lib/market-lens-paths';

/** Each result opens in the account it belongs to; an order opens its detail page. */
export const orderResultPath = (order: Pick<Order, 'id' | 'accountId'>): string =>
  marketLensPath(`orders/${encodeURIComponent(order.id)}`, order.accountId);

export const queryResultPath = (query: Pick<SupportQuery, 'id' | 'accountId'>): string =>
  marketLensPath(`support/queries/${encodeURIComponent(query.id)}`, query.accountId);

export const alertResultPath = (alert: Pick<PriceAlert, 'id' | 'accountId'>): string =>
  marketLensPath(`price-alerts/edit/${encodeURIComponent(alert.id)}`, alert.accountId);

/** The search page for a term: search?s={term}. */
export const searchPagePath = (term: string, accountId?: string | null): string =>
  `${marketLensPath('search', accountId)}?s=${encodeURIComponent(term)}`;
