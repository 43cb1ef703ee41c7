/**
 * Money of positions and risk, exactly: volumes and prices are decimals (decimal.js), never
 * floats, and are rounded to pennies only at the end. How many hours or days a period delivers
 * and what a trade is worth are domain/energy.ts's (docs/trading.md).
 */
import Decimal from 'decimal.js';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import { exactValue, pennies, type Amount } from '../../domain/energy';

const dec = (value: Amount) => new Decimal(value);

/** Sample standard deviation of the daily log changes of a price series (oldest first); null below 3 prices. */
export function dailyLogSigma(prices: Amount[]): Decimal | null {
  const changes: Decimal[] = [];
  for (let i = 1; i < prices.length; i += 1) {
    const previous = dec(prices[i - 1] as Amount);
    const current = dec(prices[i] as Amount);
    if (previous.lte(0) || current.lte(0)) continue;
    changes.push(current.dividedBy(previous).ln());
  }
  if (changes.length < 2) return null;
  const mean = changes.reduce((sum, change) => sum.plus(change), new Decimal(0)).dividedBy(changes.length);
  const squares = changes.reduce((sum, change) => sum.plus(change.minus(mean).pow(2)), new Decimal(0));
  return squares.dividedBy(changes.length - 1).sqrt();
}

/** z of the 5th/95th percentile of the normal distribution. */
export const Z_95 = new Decimal('1.6448536269514722');

export interface CostBand {
  p5: number;
  p95: number;
}

/**
 * P5–P95 of a period's final cost: the locked cost stays; the open volume is priced at the
 * latest close moved by ±z·σ·√h (lognormal), h being the business days left.
 */
export function budgetAtRisk(input: {
  index: TradeIndex;
  quantity: number;
  lockedCost: Amount;
  openVolume: Amount;
  latestPrice: Amount;
  sigma: Decimal;
  businessDaysLeft: number;
}): CostBand {
  const scaled = input.sigma.times(new Decimal(Math.max(0, input.businessDaysLeft)).sqrt()).times(Z_95);
  const low = dec(input.latestPrice).times(scaled.negated().exp());
  const high = dec(input.latestPrice).times(scaled.exp());
  const a = dec(input.lockedCost).plus(exactValue(input.index, input.quantity, input.openVolume, low));
  const b = dec(input.lockedCost).plus(exactValue(input.index, input.quantity, input.openVolume, high));
  // Over-hedged (negative open volume): a higher price lowers the cost.
  return { p5: pennies(Decimal.min(a, b)), p95: pennies(Decimal.max(a, b)) };
}
