import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';

import { isSearchPagePath } from '@/features/search/lib/search-constants';
import { searchErrorMessage } from '@/features/search/lib/search-error';
import { formatSignedVolume, formatUnitPrice } from '@/features/search/lib/search-result-format';
import { alertResultPath, orderResultPath, queryResultPath, searchPagePath } from '@/features/search/lib/search-result-paths';
import { formatSearchDate, parseDate } from '@/lib/dates';
import { formatGbp } from '@/lib/money';

describe('search result formats (£, signed volume with unit, dd-MM-yyyy)', () => {
  it('shows money in pounds with UK grouping', () => {
    expect(formatGbp(1234567.5)).toBe('£1,234,567.50');
    expect(formatGbp(0)).toBe('£0.00');
  });

  it('signs the volume: + for buy, - for sell, with its unit', () => {
    expect(formatSignedVolume({ volume: 1500, unit: 'MW', tradeDirection: 'buy' })).toBe('+1,500 MW');
    expect(formatSignedVolume({ volume: 250.5, unit: 'therms/day', tradeDirection: 'sell' })).toBe('-250.5 therms/day');
  });

  it('writes dates as dd-MM-yyyy in Europe/London', () => {
    expect(formatSearchDate(new Date('2026-03-04T10:00:00Z'))).toBe('04-03-2026');
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatSearchDate(new Date('2026-06-30T23:30:00Z'))).toBe('01-07-2026');
    expect(formatSearchDate(parseDate('2026-12-31')!)).toBe('31-12-2026');
  });

  it('shows prices in their unit', () => {
    expect(formatUnitPrice(85.2, '£/MWh')).toBe('£85.20/MWh');
    expect(formatUnitPrice(98.1, 'p/therm')).toBe('98.10p/therm');
  });
});

describe('search result links', () => {
  it('open each result in its own account', () => {
    expect(orderResultPath({ id: 'o-1', accountId: '100234' })).toBe('/app/market-lens/100234/orders/o-1');
    expect(queryResultPath({ id: 'q-1', accountId: '100234' })).toBe('/app/market-lens/100234/support/queries/q-1');
    expect(alertResultPath({ id: 'a 1', accountId: '100235' })).toBe('/app/market-lens/100235/price-alerts/edit/a%201');
  });

  it('builds the search page URL with the term encoded', () => {
    expect(searchPagePath('gas & power')).toBe('/app/market-lens/search?s=gas%20%26%20power');
    expect(searchPagePath('gas', '100234')).toBe('/app/market-lens/100234/search?s=gas');
  });

  it('recognises the search page with or without an account', () => {
    expect(isSearchPagePath('/app/market-lens/search')).toBe(true);
    expect(isSearchPagePath('/app/market-lens/100234/search')).toBe(true);
    expect(isSearchPagePath('/app/market-lens/100234/orders')).toBe(false);
    expect(isSearchPagePath('/app/market-lens/search/extra')).toBe(false);
  });
});

describe("search failure text ('Error fetching periods for dropdown' plus the cause)", () => {
  it('adds the API message as the cause', () => {
    const error = new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', undefined, undefined, {
      status: 500,
      statusText: 'Internal Server Error',
      data: { statusCode: 500, error: 'Internal Server Error', message: 'Search is unavailable' },
      headers: {},
      config: { headers: new AxiosHeaders() },
    });
    expect(searchErrorMessage(error)).toBe('Error fetching periods for dropdown: Search is unavailable');
  });

  it('falls back to the error message, then to the bare text', () => {
    expect(searchErrorMessage(new AxiosError('Network Error'))).toBe('Error fetching periods for dropdown: Network Error');
    expect(searchErrorMessage(new Error('boom'))).toBe('Error fetching periods for dropdown: boom');
    expect(searchErrorMessage(undefined)).toBe('Error fetching periods for dropdown');
  });
});
