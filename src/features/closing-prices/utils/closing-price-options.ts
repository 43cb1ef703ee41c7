import { Period } from '@generated/model/period';
import { PriceUnit } from '@generated/model/priceUnit';
import { TradeIndex } from '@generated/model/tradeIndex';
import { TRADE_INDEX_NAMES } from '@domain/trade-index-names';

/** Closing prices open on baseload power, day-ahead. */
export const DEFAULT_TRADE_INDEX: TradeIndex = TradeIndex.POWERUKBASECAL;
export const DEFAULT_PERIOD: Period = Period.day;

/** The period selector's options, in the order shown. */
export const PERIOD_OPTIONS: readonly { value: Period; label: string }[] = [
  { value: Period.day, label: 'Day' },
  { value: Period.month, label: 'Month' },
  { value: Period.quarter, label: 'Quarter' },
  { value: Period.season, label: 'Season' },
];

/** The trade index selector's options, in the order shown. */
export const TRADE_INDEX_OPTIONS: readonly { value: TradeIndex; label: string }[] = [TradeIndex.POWERUKBASECAL, TradeIndex.POWERUKPEAKCAL, TradeIndex.GASNBP].map((value) => ({
  value,
  label: TRADE_INDEX_NAMES[value],
}));

export function tradeIndexLabel(tradeIndex: TradeIndex): string {
  return TRADE_INDEX_OPTIONS.find((option) => option.value === tradeIndex)?.label ?? tradeIndex;
}

/** Power is quoted in £/MWh, gas in p/therm. */
export function priceUnitOf(tradeIndex: TradeIndex): PriceUnit {
  return tradeIndex === TradeIndex.GASNBP ? PriceUnit['p/therm'] : PriceUnit['£/MWh'];
}

export function isPeriod(value: string): value is Period {
  return (Object.values(Period) as string[]).includes(value);
}

export function isTradeIndex(value: string): value is TradeIndex {
  return (Object.values(TradeIndex) as string[]).includes(value);
}
