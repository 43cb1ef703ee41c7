import { delay, http, HttpResponse } from 'msw';

import { periodValue } from '@domain/energy';
import { getSearchMockHandler } from '@generated/api/search/search.msw';
import type { SearchResponse } from '@generated/model/searchResponse';

/** Fixed search results (no faker): the same screenshot on every run. */
export const searchResults: SearchResponse = {
  total: 5,
  data: [
    {
      type: 'orders',
      results: [
        {
          id: '0b6d1c52-4f7e-4a7e-9a3e-2f1d5c6b7a81',
          reference: 'ML-26-000318',
          accountId: '100234',
          orderDate: '2026-02-17T10:24:00Z',
          tradeIndex: 'POWERUKBASECAL',
          deliveryPeriod: 'Q1-27',
          volume: 5,
          unit: 'MW',
          tradeDirection: 'buy',
          priceType: 'limit',
          limitPrice: 74.5,
          triggerPrice: null,
          bracket: null,
          executedPrice: 74.5,
          // Q1-27 holds the spring clock change: 5 MW × 2,159 h × £74.50/MWh.
          value: periodValue('POWERUKBASECAL', '2027-01-01', '2027-03-31', 5, 74.5),
          status: 'executed',
          statusReason: null,
          updatedDate: '2026-02-17T10:31:00Z',
          priceUnit: '£/MWh',
          expiryDate: null,
          executedDate: '2026-02-17',
        },
        {
          id: '5e2a9f10-8c3b-4d6e-b1f7-9a0c2d4e6f83',
          reference: 'ML-26-000402',
          accountId: '100234',
          orderDate: '2026-03-02T14:05:00Z',
          tradeIndex: 'GASNBP',
          deliveryPeriod: 'Win-26',
          volume: 12_000,
          unit: 'therms/day',
          tradeDirection: 'sell',
          priceType: 'market',
          limitPrice: null,
          triggerPrice: null,
          bracket: null,
          executedPrice: null,
          value: 2_150_400,
          status: 'pending',
          statusReason: null,
          updatedDate: '2026-03-02T14:05:00Z',
          priceUnit: 'p/therm',
          expiryDate: null,
          executedDate: null,
        },
      ],
    },
    {
      type: 'queries',
      results: [
        {
          id: '7c1e3a5b-2d4f-4e6a-8b0c-1d3e5f7a9b24',
          reference: 'SQ-26-000057',
          accountId: '100234',
          subject: 'Northwind depot: estimated meter reads in February',
          createDate: '2026-02-20T09:12:00Z',
          pipelineStage: 'in_progress',
          updatedDate: '2026-02-24T11:40:00Z',
          commentCount: 3,
        },
      ],
    },
    {
      type: 'alerts',
      results: [
        {
          id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c55',
          accountId: '100234',
          tradeIndex: 'POWERUKPEAKCAL',
          deliveryPeriod: 'Sum-27',
          direction: 'falls_below',
          targetPrice: 88,
          priceType: 'closing',
          originalPrice: 96.4,
          priceUnit: '£/MWh',
          expiryDate: '2026-06-30',
          status: 'active',
          triggeredAt: null,
          triggeredPrice: null,
          triggeredPriceDate: null,
          latestPrice: 95.1,
          latestPriceDate: '2026-02-03',
          createdDate: '2026-02-03T08:00:00Z',
        },
        {
          id: '3f4e5d6c-7b8a-4a9b-8c7d-6e5f4a3b2c16',
          accountId: '100234',
          tradeIndex: 'GASNBP',
          deliveryPeriod: 'Q3-26',
          direction: 'rises_above',
          targetPrice: 95,
          priceType: 'closing',
          originalPrice: 88.15,
          priceUnit: 'p/therm',
          expiryDate: '2026-05-29',
          status: 'active',
          triggeredAt: null,
          triggeredPrice: null,
          triggeredPriceDate: null,
          latestPrice: 90.2,
          latestPriceDate: '2026-02-03',
          createdDate: '2026-02-11T08:00:00Z',
        },
      ],
    },
  ],
};

export const noSearchResults: SearchResponse = { total: 0, data: [] };

export const searchHandlers = {
  results: getSearchMockHandler(searchResults),
  none: getSearchMockHandler(noSearchResults),
  // The generated handler answers 200 only: failure and "still loading" need their own.
  error: http.get('*/search', () =>
    HttpResponse.json(
      { statusCode: 500, error: 'Internal Server Error', message: 'Search is temporarily unavailable' },
      { status: 500 },
    ),
  ),
  loading: http.get('*/search', async () => {
    await delay('infinite');
    return HttpResponse.json(noSearchResults);
  }),
};
