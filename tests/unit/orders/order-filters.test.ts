// The orders list's filters in the URL (src/features/orders/utils/order-filters.ts).
import { describe, expect, it } from 'vitest';

import { dateRangeError, filtersFromSearch, hasFilters, listOrdersParams, NO_ORDER_FILTERS, ORDERS_PER_PAGE, searchFromFilters } from '@/features/orders/utils/order-filters';

describe('order filters in the URL', () => {
  it('round-trips every filter and the page', () => {
    const filters = { status: 'pending', tradeIndex: 'GASNBP', from: '2026-11-01', to: '2026-11-30', page: 3 } as const;
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe('status=pending&index=GASNBP&from=2026-11-01&to=2026-11-30&page=3');
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('leaves defaults out and reads anything unreadable as no filter', () => {
    expect(searchFromFilters(NO_ORDER_FILTERS).toString()).toBe('');
    expect(filtersFromSearch(new URLSearchParams('status=open&index=COAL&from=1.11.2026&to=&page=-2'))).toEqual(NO_ORDER_FILTERS);
    expect(filtersFromSearch(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('refuses an end date before the start date, and knows when a filter is set', () => {
    expect(dateRangeError({ from: '2026-11-10', to: '2026-11-09' })).toMatch(/must not be before/);
    expect(dateRangeError({ from: '2026-11-10', to: '2026-11-10' })).toBeNull();
    expect(dateRangeError({ from: null, to: '2026-11-09' })).toBeNull();
    expect(hasFilters(NO_ORDER_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_ORDER_FILTERS, page: 4 })).toBe(false);
    expect(hasFilters({ ...NO_ORDER_FILTERS, to: '2026-11-09' })).toBe(true);
  });

  it('asks for the active account, or every account when none is chosen', () => {
    const filters = { ...NO_ORDER_FILTERS, status: 'executed' as const, page: 2 };
    expect(listOrdersParams(filters, '100234')).toEqual({ accountId: '100234', status: 'executed', page: 2, perPage: ORDERS_PER_PAGE });
    expect(listOrdersParams(filters, null)).toEqual({ status: 'executed', page: 2, perPage: ORDERS_PER_PAGE });
  });
});
