/**
 * The products by the names people know them under ('Power base UK', never POWERUKBASECAL):
 * every screen, message, email and PDF names a trade index through this one table, server and
 * browser alike (docs/trading.md). The contract's TradeIndex codes stay in URLs and requests.
 */
import type { EnergyIndex } from './energy';

export const TRADE_INDEX_NAMES: Readonly<Record<EnergyIndex, string>> = {
  POWERUKBASECAL: 'Power base UK',
  POWERUKPEAKCAL: 'Power peak UK',
  GASNBP: 'Gas NBP',
};

/** 'Power base UK Q1-26': a product (index and delivery period) as a buyer names it. */
export function productName(index: EnergyIndex, deliveryPeriod: string): string {
  return `${TRADE_INDEX_NAMES[index]} ${deliveryPeriod}`;
}
