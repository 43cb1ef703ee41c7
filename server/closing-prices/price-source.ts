/**
 * Where published closing prices come from. The publication (publish-closing-prices.ts) asks
 * its source for the closes of the business days it publishes and stores them, with everything
 * that follows from them (the daily report, order execution, month-end reports, price alerts).
 * The embedded source is the simulated walk (simulated-price-source.ts), which also wrote the
 * seeded history; a real market-data feed implements the same interface and is chosen where
 * publishing starts (start-price-publishing.ts), docs/trading.md "Where the prices come from".
 */
import type { Period } from '../../generated/model/period';
import type { TradeIndex } from '../../generated/model/tradeIndex';

/** One close, as closing_prices stores it. */
export interface ClosingPriceRow {
  id: string;
  trade_index: TradeIndex;
  period: Period;
  period_name_abs: string;
  price_date: string;
  price: number;
}

/** What is already published: the first and the latest publication day, and the closes of the latest. */
export interface StoredCloses {
  first: string;
  last: string;
  lastCloses: Pick<ClosingPriceRow, 'trade_index' | 'period_name_abs' | 'price'>[];
}

export interface PriceSource {
  /**
   * The closes of each of `days` (business days after `stored.last`, ascending) for the products
   * listed that day, one array per day. A source that cannot continue what is stored throws,
   * and nothing is published.
   */
  closesOf(days: readonly string[], stored: StoredCloses): Promise<ClosingPriceRow[][]>;
}
