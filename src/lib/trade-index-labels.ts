import { TradeIndex } from '@generated/model/tradeIndex';
import { TRADE_INDEX_NAMES } from '@domain/trade-index-names';

/**
 * The trade indices by the names the portal shows them under (the one table is domain/'s), the
 * index list and product names. trading-format.ts passes the names on with the order figures; the
 * names live here, apart from those, so the dashboard visit does not load the order statuses and
 * price formats other pages use (docs/performance.md).
 */
export const TRADE_INDEX_LABELS: Readonly<Record<TradeIndex, string>> = TRADE_INDEX_NAMES;

export const TRADE_INDEXES: readonly TradeIndex[] = Object.values(TradeIndex);

export function isTradeIndexValue(value: string): value is TradeIndex {
  return (TRADE_INDEXES as readonly string[]).includes(value);
}

/** 'Power base UK Q1-26': a product as a buyer names it. */
export function productLabel(tradeIndex: TradeIndex, deliveryPeriod: string): string {
  return `${TRADE_INDEX_LABELS[tradeIndex]} ${deliveryPeriod}`;
}
