/**
 * Fixed price alerts and tradable products for the price-alerts stories: one alert in each
 * status (two active ones, one rising, one falling), on accounts of the portal-session
 * fixtures. The stories stand the browser's business clock at STORY_NOW (src/lib/clock.ts), so
 * the form's "today" is the same whatever day they run.
 */
import type { PriceAlert } from '@generated/model/priceAlert';
import type { TradableProduct } from '@generated/model/tradableProduct';
import type { TradableProductsResponse } from '@generated/model/tradableProductsResponse';

import { setBusinessNow } from '@/lib/clock';

import { secondAccount, singleAccount } from '../kit/portal-session-fixtures';

/** Business now of the price-alerts stories: Monday 23 November 2026, 10:00 London. */
export const STORY_NOW = '2026-11-23T10:00:00Z';

/** A story's beforeEach: the clock at STORY_NOW, and following the page again afterwards. */
export function atStoryNow() {
  setBusinessNow(STORY_NOW);
  return () => setBusinessNow(undefined);
}

const base = {
  accountId: singleAccount.id,
  priceType: 'closing',
  triggeredAt: null,
  triggeredPrice: null,
  triggeredPriceDate: null,
  latestPriceDate: '2026-11-20',
} as const;

export const ACTIVE_RISING: PriceAlert = {
  ...base,
  id: '7c1d9e2f-4a6b-4c8d-9e0f-1a2b3c4d5e61',
  tradeIndex: 'POWERUKBASECAL',
  deliveryPeriod: 'Apr-30',
  direction: 'rises_above',
  targetPrice: 85,
  originalPrice: 80.4,
  priceUnit: '£/MWh',
  expiryDate: '2030-03-13',
  status: 'active',
  latestPrice: 81.25,
  createdDate: '2026-11-18T10:15:00Z',
};

export const ACTIVE_FALLING: PriceAlert = {
  ...base,
  id: '7c1d9e2f-4a6b-4c8d-9e0f-1a2b3c4d5e62',
  tradeIndex: 'GASNBP',
  deliveryPeriod: 'Q3-30',
  direction: 'falls_below',
  targetPrice: 92.5,
  originalPrice: 97.1,
  priceUnit: 'p/therm',
  expiryDate: '2030-06-28',
  status: 'active',
  latestPrice: 95.8,
  createdDate: '2026-11-16T09:00:00Z',
};

export const TRIGGERED: PriceAlert = {
  ...base,
  id: '7c1d9e2f-4a6b-4c8d-9e0f-1a2b3c4d5e63',
  tradeIndex: 'POWERUKBASECAL',
  deliveryPeriod: 'Win-30',
  direction: 'rises_above',
  targetPrice: 88,
  originalPrice: 84.35,
  priceUnit: '£/MWh',
  expiryDate: '2030-09-30',
  status: 'triggered',
  triggeredAt: '2026-11-19T18:00:04Z',
  triggeredPrice: 88.6,
  triggeredPriceDate: '2026-11-19',
  latestPrice: 87.9,
  createdDate: '2026-11-10T14:30:00Z',
};

export const EXPIRED: PriceAlert = {
  ...base,
  accountId: secondAccount.id,
  id: '7c1d9e2f-4a6b-4c8d-9e0f-1a2b3c4d5e64',
  tradeIndex: 'POWERUKPEAKCAL',
  deliveryPeriod: 'Q1-27',
  direction: 'falls_below',
  targetPrice: 70,
  originalPrice: 91.2,
  priceUnit: '£/MWh',
  expiryDate: '2026-11-13',
  status: 'expired',
  latestPrice: 89.45,
  createdDate: '2026-10-02T08:45:00Z',
};

export const ALERTS: PriceAlert[] = [ACTIVE_RISING, ACTIVE_FALLING, TRIGGERED, EXPIRED];

const product = (tradeIndex: TradableProduct['tradeIndex'], deliveryPeriod: string, deliveryStart: string, deliveryEnd: string, latestPrice: number): TradableProduct => ({
  tradeIndex,
  period: /^Q/.test(deliveryPeriod) ? 'quarter' : /^(Sum|Win)/.test(deliveryPeriod) ? 'season' : 'month',
  deliveryPeriod,
  deliveryStart,
  deliveryEnd,
  unit: tradeIndex === 'GASNBP' ? 'therms/day' : 'MW',
  priceUnit: tradeIndex === 'GASNBP' ? 'p/therm' : '£/MWh',
  latestPrice,
  latestPriceDate: '2026-11-20',
  dailyChange: 0.35,
  thirtyDayHigh: latestPrice + 4,
  thirtyDayLow: latestPrice - 4,
  forecastVolume: 10,
  hedgedVolume: 4,
  pendingBuyVolume: 0,
  pendingSellVolume: 0,
  hedgedPercent: 40,
  minimumClipPercent: 10,
  minimumClipVolume: 1,
  budgetPrice: 80,
  tradeDeadline: '2030-03-26',
});

export const PRODUCTS: TradableProduct[] = [
  product('POWERUKBASECAL', 'Apr-30', '2030-04-01', '2030-04-30', 81.25),
  product('POWERUKBASECAL', 'Win-30', '2030-10-01', '2031-03-31', 87.9),
  product('GASNBP', 'Q3-30', '2030-07-01', '2030-09-30', 95.8),
];

/** listTradableProducts with these products; the alert forms read only the products. */
export const TRADABLE: TradableProductsResponse = { data: PRODUCTS, firstExecutionDay: '2026-11-23' };
