import { describe, expect, it } from 'vitest';

import { csvFileName } from '@/features/transactions/components/export-buttons';
import { dateRangeError, transactionsQuery, parseTransactionFilters } from '@/features/transactions/utils/transaction-filters';

describe('the transaction filters in the URL', () => {
  it('reads every filter and the page', () => {
    const filters = parseTransactionFilters(new URLSearchParams('account=51001&index=GASNBP&from=2026-11-01&to=2026-11-30&page=3'));
    expect(filters).toEqual({ account: '51001', tradeIndex: 'GASNBP', from: '2026-11-01', to: '2026-11-30', page: 3 });
  });

  it('treats unreadable values as not set', () => {
    const filters = parseTransactionFilters(new URLSearchParams('account=abc&index=COAL&from=1%2F11%2F2026&to=yesterday&page=-2'));
    expect(filters).toEqual({ account: '', tradeIndex: '', from: '', to: '', page: 1 });
  });

  it('sends only the filters that are set, never the page, to the export', () => {
    expect(transactionsQuery(parseTransactionFilters(new URLSearchParams('index=POWERUKPEAKCAL&page=2')))).toEqual({ tradeIndex: 'POWERUKPEAKCAL' });
    expect(transactionsQuery(parseTransactionFilters(new URLSearchParams('account=51001&from=2026-10-01')))).toEqual({ accountId: '51001', from: '2026-10-01' });
  });

  it('refuses a start after the end, as the server does', () => {
    expect(dateRangeError({ from: '2026-11-30', to: '2026-11-01' })).toBe('The start date must be on or before the end date.');
    expect(dateRangeError({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(dateRangeError({ from: '2026-11-30', to: '' })).toBeNull();
  });
});

describe('the export file name', () => {
  it('names the account, or all, and the London day', () => {
    // London is on UTC in November: 23:30 UTC is still the 24th.
    expect(csvFileName({ accountId: '51001' }, new Date('2026-11-24T23:30:00Z'))).toBe('transactions-51001-2026-11-24.csv');
    // In British Summer Time 23:30 UTC is the next London day.
    expect(csvFileName({}, new Date('2026-06-30T23:30:00Z'))).toBe('transactions-all-2026-07-01.csv');
  });

  it('names the Excel workbook the same way, as the server does', () => {
    expect(csvFileName({ accountId: '51001' }, new Date('2026-11-24T23:30:00Z'), 'xlsx')).toBe('transactions-51001-2026-11-24.xlsx');
  });
});
