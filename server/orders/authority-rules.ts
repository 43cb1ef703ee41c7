/**
 * Trade authority at order placement (docs/trade-authority.md): the one seam that says why an
 * order needs a second person. `approvalReasons(facts)` runs every rule of APPROVAL_RULES over
 * the facts of one order and answers the reasons, in the rules' order; an order with reasons is
 * created `awaiting_approval`. The facts are loaded once (`loadApprovalFacts`, inside the
 * placement's transaction), so each rule is a pure function over decimals.
 *
 * Adding a rule: add the figures it needs to ApprovalFacts, load them in loadApprovalFacts, and
 * append the rule to APPROVAL_RULES. Placement, approval (whose limits cover the order) and the
 * preview (server/orders/order-assessment.ts) then share it. The last rule, "takes a month above
 * its policy ceiling" (`policy_ceiling`), reads the months the assessment found over an adopted
 * policy's ceiling with the order counted as executed.
 */
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';

import type { ApprovalReason } from '../../generated/model/approvalReason';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { VolumeUnit } from '../../generated/model/volumeUnit';
import { londonToday } from '../../domain/business-days';
import { TRADE_INDEX_NAMES } from '../../domain/trade-index-names';
import { memoisedRead } from '../cache/generation-memo';
import type { Generations } from '../cache/generations';
import type { Database } from '../db/schema';
import { placedValueOfDay, tradeAuthorityRow } from './queries';

/** A user's authority on one trade index, as the rules read it; a null limit is no limit. */
export interface Authority {
  mayTrade: boolean;
  maxOrderVolume: Decimal | null;
  maxOrderValue: Decimal | null;
  maxDailyValue: Decimal | null;
  mayApprove: boolean;
}

/** No row: today's rights, trading without limits, never approving (docs/trade-authority.md). */
export const TODAYS_RIGHTS: Authority = { mayTrade: true, maxOrderVolume: null, maxOrderValue: null, maxDailyValue: null, mayApprove: false };

const orNull = (value: number | string | null) => (value === null ? null : new Decimal(value));

export interface AuthorityFields {
  may_trade: boolean;
  max_order_volume: number | string | null;
  max_order_value: number | string | null;
  max_daily_value: number | string | null;
  may_approve: boolean;
}

/** The stored row as the rules read it, or today's rights without one. */
export function authorityOf(row: AuthorityFields | undefined): Authority {
  if (!row) return TODAYS_RIGHTS;
  return {
    mayTrade: row.may_trade,
    maxOrderVolume: orNull(row.max_order_volume),
    maxOrderValue: orNull(row.max_order_value),
    maxDailyValue: orNull(row.max_daily_value),
    mayApprove: row.may_approve,
  };
}

/** What the rules know of one order and its maker. */
export interface ApprovalFacts {
  tradeIndex: TradeIndex;
  unit: VolumeUnit;
  volume: Decimal;
  /** The order's £ value: its estimate at the latest close, or at its limit. */
  value: Decimal;
  /** The maker's authority on the order's index. */
  authority: Authority;
  /** £ of the maker's orders on this index placed earlier the same London day, not cancelled or rejected. */
  placedToday: Decimal;
  /**
   * Months the order would take above the ceiling of an adopted hedging policy, as the order
   * assessment works them out (server/orders/order-assessment.ts); none when not given.
   */
  ceilingBreaches?: readonly CeilingBreach[];
}

/** A delivery month the order takes above its policy ceiling: hedged % after the order against the ceiling. */
export interface CeilingBreach {
  deliveryPeriod: string;
  hedgedPercent: number;
  ceilingPercent: number;
}

/** One rule: the reason the order needs approval, or undefined when the rule has nothing against it. */
export type ApprovalRule = (facts: ApprovalFacts) => ApprovalReason | undefined;

/** '£1,234,567.80': exact, from the decimal's own digits. */
export function pounds(value: Decimal.Value): string {
  const fixed = new Decimal(value).toFixed(2);
  const [whole = '0', fraction = '00'] = fixed.replace('-', '').split('.');
  return `${fixed.startsWith('-') ? '−' : ''}£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

const volumeText = (volume: Decimal, unit: VolumeUnit) => `${volume.toString()} ${unit}`;

export const APPROVAL_RULES: readonly ApprovalRule[] = [
  ({ authority, tradeIndex }) =>
    authority.mayTrade ? undefined : { code: 'no_trading_right', message: `You have no right to trade ${TRADE_INDEX_NAMES[tradeIndex]} on your own` },
  ({ authority, volume, unit }) =>
    authority.maxOrderVolume && volume.gt(authority.maxOrderVolume)
      ? { code: 'order_volume', message: `${volumeText(volume, unit)} is above your largest volume per order of ${volumeText(authority.maxOrderVolume, unit)}` }
      : undefined,
  ({ authority, value }) =>
    authority.maxOrderValue && value.gt(authority.maxOrderValue)
      ? { code: 'order_value', message: `${pounds(value)} is above your largest value per order of ${pounds(authority.maxOrderValue)}` }
      : undefined,
  ({ authority, value, placedToday }) =>
    authority.maxDailyValue && placedToday.plus(value).gt(authority.maxDailyValue)
      ? {
          code: 'daily_value',
          message: `${pounds(value)} with the ${pounds(placedToday)} you placed earlier today is above your daily limit of ${pounds(authority.maxDailyValue)}`,
        }
      : undefined,
  ({ ceilingBreaches }) =>
    ceilingBreaches?.length
      ? {
          code: 'policy_ceiling',
          message: `It takes a month above its policy ceiling: ${ceilingBreaches.map((b) => `${b.deliveryPeriod} to ${b.hedgedPercent.toFixed(2)} % (ceiling ${b.ceilingPercent} %)`).join(', ')}`,
        }
      : undefined,
];

/** Why the order needs approval: every rule's reason, in APPROVAL_RULES' order; empty when it needs none. */
export function approvalReasons(facts: ApprovalFacts, rules: readonly ApprovalRule[] = APPROVAL_RULES): ApprovalReason[] {
  return rules.map((rule) => rule(facts)).filter((reason): reason is ApprovalReason => reason !== undefined);
}

/**
 * Whether an approver's own authority covers the order: they may trade the index and approve,
 * and the order is within their per-order volume and £ limits (their daily limit is about their
 * own orders, not others').
 */
export function coversOrder(authority: Authority, order: { volume: Decimal.Value; value: Decimal.Value }): boolean {
  if (!authority.mayTrade || !authority.mayApprove) return false;
  if (authority.maxOrderVolume && new Decimal(order.volume).gt(authority.maxOrderVolume)) return false;
  if (authority.maxOrderValue && new Decimal(order.value).gt(authority.maxOrderValue)) return false;
  return true;
}

/**
 * The facts of one order about to be placed, read in the placement's transaction; with
 * `generations` (the preview) the authority row and the day's placed £ are kept while the
 * `trading` generation (orders, trade_authorities: migration 091) and the London day are the same.
 */
export async function loadApprovalFacts(
  trx: Kysely<Database>,
  order: { userId: string; tradeIndex: TradeIndex; unit: VolumeUnit; volume: Decimal.Value; value: Decimal.Value; now: Date; ceilingBreaches?: readonly CeilingBreach[] },
  generations?: Generations,
): Promise<ApprovalFacts> {
  const day = londonToday(order.now);
  const key = `${order.userId}|${order.tradeIndex}`;
  const [row, placedToday] = await Promise.all([
    memoisedRead(trx, generations, ['trading'], `authority|${key}`, () => tradeAuthorityRow(trx, order.userId, order.tradeIndex)),
    memoisedRead(trx, generations, ['trading'], `placed-today|${key}`, () => placedValueOfDay(trx, order.userId, order.tradeIndex, day), day),
  ]);
  return {
    tradeIndex: order.tradeIndex,
    unit: order.unit,
    volume: new Decimal(order.volume),
    value: new Decimal(order.value),
    authority: authorityOf(row),
    placedToday: new Decimal(placedToday),
    ceilingBreaches: order.ceilingBreaches ?? [],
  };
}
