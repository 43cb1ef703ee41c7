/**
 * Two years of business-day closing prices for 3 indices × 4 periods from the simulated walk
 * (server/closing-prices/simulated-price-source.ts), which the publication continues. Prices
 * are not stored with statistics: the API aggregates this history.
 */
import { addDays, businessDayOnOrBefore, businessDaysBetween } from '../../../domain/business-days';
import type { ClosingPriceRow } from '../../closing-prices/price-source';
import { PRICE_WALK_SEED, PriceWalk } from '../../closing-prices/simulated-price-source';

/** The first business day of a history ending on (or just before) `endDate`. */
export function historyStart(endDate: string, years = 2): string {
  const end = businessDayOnOrBefore(endDate);
  return businessDaysBetween(addDays(`${Number(end.slice(0, 4)) - years}${end.slice(4)}`, 1), end)[0] ?? end;
}

export function closingPriceHistory(endDate: string, years = 2, seed = PRICE_WALK_SEED): ClosingPriceRow[] {
  const end = businessDayOnOrBefore(endDate);
  const walk = new PriceWalk(seed);
  return businessDaysBetween(historyStart(end, years), end).flatMap((day) => walk.next(day));
}
