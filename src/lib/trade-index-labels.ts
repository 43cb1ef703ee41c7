import { TradeIndex } from '@generated/model/tradeIndex';

import { TRADE_INDEX_LABELS } from './trading-format';

/** The one table of the indices' names lives in trading-format.ts; this module adds the index list and product names. */
export { TRADE_INDEX_LABELS };

export const TRADE_INDEXES: readonly TradeIndex[] = Object.values(TradeIndex);

export function isTradeIndexValue(value: string): value is TradeIndex {
  return (TRADE_INDEXES as readonly string[]).includes(value);
}

/** 'Power base UK Q1-26': a product as a buyer names it. */
export function productLabel(tradeIndex: TradeIndex, deliveryPeriod: string): string {
  return `${TRADE_INDEX_LABELS[tradeIndex]} ${deliveryPeriod}`;
}
