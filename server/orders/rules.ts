/**
 * The contract rules of an order, shared by order placement and execution (docs/trading.md).
 * Pure functions over decimals: the caller loads the contract figures (inside the transaction
 * that holds the contract row's lock) and gets back the first broken rule, naming the field.
 * The placement rules themselves are in domain/order-rules.ts, which the new-order form
 * imports too, so the form and the server check the very same code.
 */
import Decimal from 'decimal.js';

import type { TradeDirection } from '../../generated/model/tradeDirection';
import type { ContractFigures } from '../../domain/order-rules';
import { isBusinessDay, londonToday, nextBusinessDay } from '../../domain/business-days';
import { tradeDeadline } from '../position/periods';
import { volumeUnitOf } from '../representations';
import type { ContractRow, Volumes } from './queries';

export {
  bracketProblem,
  conditionMet,
  hasAtMostTwoDecimals,
  limitReached,
  minimumClipVolume,
  placementProblem,
  stopTriggered,
  type ContractFigures,
  type OrderInput,
  type RuleProblem,
} from '../../domain/order-rules';

/** Orders placed before this London time on a business day take part in that day's publication. */
export const CUT_OFF_HOUR = 16;

const dec = (value: Decimal.Value) => new Decimal(value);
const show = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toString();

/** Made once: building an Intl.DateTimeFormat costs far more than formatting with it. */
const LONDON_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' });

/** The London hour of an instant. */
function londonHour(now: Date): number {
  return Number(LONDON_HOUR.format(now));
}

/**
 * The first publication day an order placed at `now` takes part in: today when it is a
 * business day before the cut-off, else the next business day; never a day whose prices are
 * already published (`latestPublished`).
 */
export function firstExecutionDay(now: Date, latestPublished: string | null): string {
  const today = londonToday(now);
  let day = isBusinessDay(today) && londonHour(now) < CUT_OFF_HOUR ? today : nextBusinessDay(today);
  if (latestPublished && day <= latestPublished) day = nextBusinessDay(latestPublished);
  return day;
}

/** The rule checked again at execution: executed volume alone must stay within 0–100 % of the forecast. */
export function executionProblem(direction: TradeDirection, volume: Decimal.Value, contract: Pick<ContractFigures, 'deliveryPeriod' | 'unit' | 'forecastVolume' | 'hedgedVolume'>): string | undefined {
  const hedged = dec(contract.hedgedVolume);
  const after = direction === 'buy' ? hedged.plus(volume) : hedged.minus(volume);
  if (after.gt(contract.forecastVolume)) {
    return `Rejected: buying ${show(dec(volume))} ${contract.unit} would have taken ${contract.deliveryPeriod} above 100 % of its forecast (${show(hedged)} of ${show(dec(contract.forecastVolume))} ${contract.unit} already hedged)`;
  }
  if (after.lt(0)) {
    return `Rejected: selling ${show(dec(volume))} ${contract.unit} would have taken ${contract.deliveryPeriod} below 0 % hedged (${show(hedged)} ${contract.unit} hedged)`;
  }
  return undefined;
}


/** The figures the rules check, from the contract row and its volumes. */
export function contractFigures(contract: ContractRow, volumes: Volumes): ContractFigures {
  return {
    deliveryPeriod: contract.period_name_abs,
    unit: volumeUnitOf(contract.trade_index),
    forecastVolume: String(contract.forecast_volume),
    minimumClipPercent: String(contract.minimum_clip_percent),
    hedgedVolume: volumes.hedged,
    pendingBuyVolume: volumes.pendingBuy,
    pendingSellVolume: volumes.pendingSell,
    tradeDeadline: tradeDeadline(contract.delivery_start, contract.deadline_business_days),
  };
}

/** Accounts that may trade: flexible, and not multi-purchase (they have a purchasing group). */
export function tradingRefusal(account: { is_flexible: boolean; purchasing_group_id: string | null }): string | undefined {
  if (!account.purchasing_group_id) return 'A multi-purchase account cannot place orders';
  if (!account.is_flexible) return 'This account is not on a flexible contract and cannot place orders';
  return undefined;
}
