import type { ListOrdersParams } from '@generated/model/listOrdersParams';
import { OrderStatus } from '@generated/model/orderStatus';
import { TradeIndex } from '@generated/model/tradeIndex';

/**
 * The orders list's filters and page, kept in the URL (?status=…&index=…&from=…&to=…&page=…)
 * so a filtered list can be bookmarked, shared and reloaded. Anything unreadable in the URL
 * counts as no filter.
 */
export const ORDERS_PER_PAGE = 20;

export interface OrderFilters {
  status: OrderStatus | null;
  tradeIndex: TradeIndex | null;
  /** First London day included, yyyy-MM-dd. */
  from: string | null;
  /** Last London day included, yyyy-MM-dd. */
  to: string | null;
  page: number;
}

export const NO_ORDER_FILTERS: OrderFilters = { status: null, tradeIndex: null, from: null, to: null, page: 1 };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: Record<string, T>, value: string | null): T | null =>
  value !== null && (Object.values(values) as string[]).includes(value) ? (value as T) : null;
const isoDay = (value: string | null) => (value !== null && ISO_DAY.test(value) ? value : null);

export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const page = Number(search.get('page'));
  return {
    status: oneOf(OrderStatus, search.get('status')),
    tradeIndex: oneOf(TradeIndex, search.get('index')),
    from: isoDay(search.get('from')),
    to: isoDay(search.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of the filters; defaults are left out. */
export function searchFromFilters(filters: OrderFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.tradeIndex) search.set('index', filters.tradeIndex);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** A date range whose end is before its start is not asked for (the API would refuse it). */
export const DATE_RANGE_ERROR = 'The end date must not be before the start date.';
export const dateRangeError = (filters: Pick<OrderFilters, 'from' | 'to'>): string | null =>
  filters.from && filters.to && filters.to < filters.from ? DATE_RANGE_ERROR : null;

export const hasFilters = (filters: OrderFilters): boolean =>
  filters.status !== null || filters.tradeIndex !== null || filters.from !== null || filters.to !== null;

/** The listOrders parameters: the active account, or (none chosen) every account the user may see. */
export function listOrdersParams(filters: OrderFilters, accountId: string | null): ListOrdersParams {
  return {
    ...(accountId ? { accountId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.tradeIndex ? { tradeIndex: filters.tradeIndex } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page: filters.page,
    perPage: ORDERS_PER_PAGE,
  };
}
