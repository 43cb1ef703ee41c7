import type { Order } from '@generated/model/order';
import type { OrderPage } from '@generated/model/orderPage';
import type { TradableProduct } from '@generated/model/tradableProduct';
import type { TradableProductsResponse } from '@generated/model/tradableProductsResponse';

/** Fixed orders and products of the Northwind Foods account (100234) for the orders stories. */

const order = (fields: Partial<Order> & Pick<Order, 'id' | 'reference'>): Order => ({
  accountId: '100234',
  orderDate: '2026-11-20T10:42:00Z',
  tradeIndex: 'POWERUKBASECAL',
  deliveryPeriod: 'Q2-27',
  volume: 2.5,
  unit: 'MW',
  tradeDirection: 'buy',
  priceType: 'market',
  limitPrice: null,
  triggerPrice: null,
  bracket: null,
  executedPrice: null,
  value: 455_490,
  status: 'pending',
  statusReason: 'Waiting for the 2026-11-20 closing price',
  updatedDate: '2026-11-20T10:42:00Z',
  priceUnit: '£/MWh',
  expiryDate: null,
  executedDate: null,
  ...fields,
});

export const pendingMarketOrder = order({ id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a41', reference: 'ML-26-004211' });

export const pendingLimitOrder = order({
  id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a42',
  reference: 'ML-26-004212',
  orderDate: '2026-11-19T15:05:00Z',
  updatedDate: '2026-11-19T15:05:00Z',
  tradeIndex: 'GASNBP',
  deliveryPeriod: 'Win-27',
  volume: 12_000,
  unit: 'therms/day',
  priceUnit: 'p/therm',
  priceType: 'limit',
  limitPrice: 92.5,
  expiryDate: '2027-01-29',
  value: 2_009_100,
  statusReason: 'Waiting for a closing price at or below the limit of 92.50 p/therm',
});

export const executedOrder = order({
  id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a43',
  reference: 'ML-26-004213',
  orderDate: '2026-11-12T09:15:00Z',
  updatedDate: '2026-11-12T18:00:04Z',
  deliveryPeriod: 'Jan-27',
  volume: 3,
  executedPrice: 84.35,
  executedDate: '2026-11-12',
  value: 188_258.4,
  status: 'executed',
  statusReason: 'Executed at the 2026-11-12 closing price of 84.35 £/MWh',
});

export const executedSellOrder = order({
  id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a44',
  reference: 'ML-26-004214',
  orderDate: '2026-11-06T11:30:00Z',
  updatedDate: '2026-11-06T18:00:04Z',
  tradeIndex: 'POWERUKPEAKCAL',
  deliveryPeriod: 'Feb-27',
  volume: 1,
  tradeDirection: 'sell',
  executedPrice: 96.1,
  executedDate: '2026-11-06',
  value: 23_064,
  status: 'executed',
  statusReason: 'Executed at the 2026-11-06 closing price of 96.10 £/MWh',
});

export const rejectedOrder = order({
  id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a45',
  reference: 'ML-26-004215',
  orderDate: '2026-10-29T14:00:00Z',
  updatedDate: '2026-10-29T18:00:04Z',
  deliveryPeriod: 'Dec-26',
  volume: 4,
  value: 0,
  status: 'rejected',
  statusReason: 'Rejected: buying 4 MW would have taken Dec-26 above 100 % of its forecast (7 of 10 MW already hedged)',
});

export const cancelledOrder = order({
  id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a46',
  reference: 'ML-26-004216',
  orderDate: '2026-10-21T08:45:00Z',
  updatedDate: '2026-10-21T09:02:00Z',
  deliveryPeriod: 'Q3-27',
  priceType: 'limit',
  limitPrice: 78,
  value: 142_116,
  status: 'cancelled',
  statusReason: 'Cancelled by Alex Morgan',
});

export const expiredOrder = order({
  id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a47',
  reference: 'ML-26-004217',
  orderDate: '2026-10-01T10:00:00Z',
  updatedDate: '2026-10-16T18:00:04Z',
  tradeIndex: 'GASNBP',
  deliveryPeriod: 'Nov-26',
  volume: 8_000,
  unit: 'therms/day',
  priceUnit: 'p/therm',
  tradeDirection: 'sell',
  priceType: 'limit',
  limitPrice: 110,
  expiryDate: '2026-10-16',
  value: 264_000,
  status: 'expired',
  statusReason: 'Expired on 2026-10-16 without reaching the limit of 110.00 p/therm',
});

/** A pending buy-stop: executes at the published close once it rises to £90.00/MWh. */
export const pendingStopOrder = order({
  id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a48',
  reference: 'ML-26-004218',
  orderDate: '2026-11-20T11:05:00Z',
  updatedDate: '2026-11-20T11:05:00Z',
  deliveryPeriod: 'Q3-27',
  volume: 2,
  priceType: 'stop',
  triggerPrice: 90,
  value: 397_440,
  statusReason: 'Waiting for the 2026-11-23 closing price',
});

const BRACKET_ID = '7a2d3b4c-5e6f-4a70-9b8c-0d1e2f3a4b50';
const TAKE_PROFIT_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a49';
const STOP_LOSS_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a50';

/** A bracket's take-profit leg: buy 2 MW of Q3-27 if the close falls to £70.00/MWh… */
export const bracketTakeProfit = order({
  id: TAKE_PROFIT_ID,
  reference: 'ML-26-004219',
  orderDate: '2026-11-20T11:20:00Z',
  updatedDate: '2026-11-20T11:20:00Z',
  deliveryPeriod: 'Q3-27',
  volume: 2,
  priceType: 'limit',
  limitPrice: 70,
  value: 309_120,
  bracket: { bracketId: BRACKET_ID, linkedOrderId: STOP_LOSS_ID, linkedOrderReference: 'ML-26-004220' },
  statusReason: 'Waiting for the 2026-11-23 closing price',
});

/** …or rises to £90.00/MWh, whichever comes first: its stop-loss leg. */
export const bracketStopLoss = order({
  ...bracketTakeProfit,
  id: STOP_LOSS_ID,
  reference: 'ML-26-004220',
  priceType: 'stop',
  limitPrice: null,
  triggerPrice: 90,
  value: 397_440,
  bracket: { bracketId: BRACKET_ID, linkedOrderId: TAKE_PROFIT_ID, linkedOrderReference: 'ML-26-004219' },
});

export const CONDITIONAL_ORDERS: Order[] = [bracketStopLoss, bracketTakeProfit, pendingStopOrder, pendingLimitOrder];

export const ALL_ORDERS: Order[] = [pendingMarketOrder, pendingLimitOrder, executedOrder, executedSellOrder, rejectedOrder, cancelledOrder, expiredOrder];

export const orderPage = (data: Order[], total = data.length, page = 1): OrderPage => ({ data, total, pagination: { page, perPage: 20 } });

const product = (fields: Partial<TradableProduct> & Pick<TradableProduct, 'deliveryPeriod'>): TradableProduct => ({
  tradeIndex: 'POWERUKBASECAL',
  period: 'quarter',
  deliveryStart: '2027-04-01',
  deliveryEnd: '2027-06-30',
  unit: 'MW',
  priceUnit: '£/MWh',
  latestPrice: 84.35,
  latestPriceDate: '2026-11-20',
  dailyChange: -0.42,
  thirtyDayHigh: 88.1,
  thirtyDayLow: 80.05,
  forecastVolume: 10,
  hedgedVolume: 6.5,
  pendingBuyVolume: 1,
  pendingSellVolume: 0.5,
  hedgedPercent: 65,
  minimumClipPercent: 10,
  minimumClipVolume: 1,
  budgetPrice: 82,
  tradeDeadline: '2027-03-26',
  ...fields,
});

/** Q2-27 baseload: 6.5 of 10 MW hedged, 1 MW pending buy → at most 2.5 MW more; clip 1 MW. */
export const baseQ2 = product({ deliveryPeriod: 'Q2-27' });

export const baseJan = product({
  period: 'month',
  deliveryPeriod: 'Jan-27',
  deliveryStart: '2027-01-01',
  deliveryEnd: '2027-01-31',
  latestPrice: 86.2,
  dailyChange: 0.75,
  thirtyDayHigh: 89.4,
  thirtyDayLow: 81.3,
  hedgedVolume: 8,
  pendingBuyVolume: 0,
  pendingSellVolume: 0,
  hedgedPercent: 80,
  tradeDeadline: '2026-12-24',
});

export const gasWin = product({
  tradeIndex: 'GASNBP',
  period: 'season',
  deliveryPeriod: 'Win-27',
  deliveryStart: '2027-10-01',
  deliveryEnd: '2028-03-31',
  unit: 'therms/day',
  priceUnit: 'p/therm',
  latestPrice: 96.4,
  dailyChange: 1.1,
  thirtyDayHigh: 101.25,
  thirtyDayLow: 90.6,
  forecastVolume: 40_000,
  hedgedVolume: 10_000,
  pendingBuyVolume: 12_000,
  pendingSellVolume: 0,
  hedgedPercent: 25,
  minimumClipPercent: 5,
  minimumClipVolume: 2_000,
  budgetPrice: 95,
  tradeDeadline: '2027-09-24',
});

export const PRODUCTS: TradableProduct[] = [baseJan, baseQ2, gasWin];

/**
 * listTradableProducts as the server answers on Monday 23 November 2026 at 10:00 London, before
 * the 16:00 cut-off with Friday's close the latest: an order placed now takes part in that day's
 * publication.
 */
export const TRADABLE: TradableProductsResponse = { data: PRODUCTS, firstExecutionDay: '2026-11-23' };

/**
 * The same on Good Friday, 26 March 2027 at 10:00 London: Thursday's close is the latest, and the
 * server moves the order past the bank holidays to Tuesday 30 March. Only Win-27 is still before
 * its trade deadline.
 */
export const TRADABLE_ON_GOOD_FRIDAY: TradableProductsResponse = { data: [{ ...gasWin, latestPriceDate: '2027-03-25' }], firstExecutionDay: '2027-03-30' };
