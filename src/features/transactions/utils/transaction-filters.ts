import { useCallback } from 'react';

import type { TradeIndex } from '@generated/model/tradeIndex';
import { isTradeIndexValue } from '@/lib/trade-index-labels';
import { useUrlFilters } from '@/lib/use-url-filter';

/** The transactions list's filters as they live in the URL (?from=2026-10-01&to=2026-10-31&index=GASNBP&account=7001&page=2). */
export interface TransactionFilters {
  from: string;
  to: string;
  tradeIndex: TradeIndex | '';
  /** One account's id, or '' for every account the user may see. */
  account: string;
  page: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_KEYS = { from: 'from', to: 'to', tradeIndex: 'index', account: 'account' } as const;

/** Reads the filters from the URL; anything unreadable is treated as not set. */
export function parseTransactionFilters(params: URLSearchParams): TransactionFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DAY.test(value) ? value : '';
  };
  const index = params.get(FILTER_KEYS.tradeIndex) ?? '';
  const account = params.get(FILTER_KEYS.account) ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    from: day(FILTER_KEYS.from),
    to: day(FILTER_KEYS.to),
    tradeIndex: isTradeIndexValue(index) ? index : '',
    account: /^\d{1,18}$/.test(account) ? account : '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** A from date after the to date: the server would refuse it (400), so the page says so first. */
export function dateRangeError(filters: Pick<TransactionFilters, 'from' | 'to'>): string | null {
  return filters.from && filters.to && filters.from > filters.to ? 'The start date must be on or before the end date.' : null;
}

/** The API parameters of the transactions list (and of its CSV export, which ignores the page). */
export function transactionsQuery(filters: TransactionFilters) {
  return {
    ...(filters.account ? { accountId: filters.account } : {}),
    ...(filters.tradeIndex ? { tradeIndex: filters.tradeIndex } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/**
 * The transactions list's filters and page in the URL, so a filtered list of transactions can be shared, reloaded
 * and reached with the back button. Changing a filter goes back to the first page.
 */
export function useTransactionFilters(): {
  filters: TransactionFilters;
  setFilter: (name: keyof typeof FILTER_KEYS, value: string) => void;
  setPage: (page: number) => void;
  clear: () => void;
} {
  const { params, setFilter: setParam, setPage, clear } = useUrlFilters();
  const setFilter = useCallback((name: keyof typeof FILTER_KEYS, value: string) => setParam(FILTER_KEYS[name], value), [setParam]);
  return { filters: parseTransactionFilters(params), setFilter, setPage, clear };
}
