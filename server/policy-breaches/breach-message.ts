/**
 * The words of a breach message (docs/messages.md, "Breach messages"): the month, its hedged %,
 * the floor and since when it applies, what to buy to reach it and through which products, and a
 * link to the month in the position overview.
 */
import Decimal from 'decimal.js';

import type { PositionMonth } from '../../generated/model/positionMonth';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { BREACH_BUSINESS_DAYS, breachPercent, type BreachKind } from '../../domain/policy-breaches';
import { marketLensPagePath } from '../../domain/portal-routes';
import { TRADE_INDEX_NAMES } from '../../domain/trade-index-names';
import { dayMonthYear } from '../price-alerts/alert-message';
import { volumeUnitOf } from '../representations';

export interface BreachFacts {
  kind: BreachKind;
  accountId: string;
  accountName: string;
  tradeIndex: TradeIndex;
  month: PositionMonth;
  /** The day the floor applies from (null: all along). */
  floorFrom: string | null;
  /** The first business day of the run below the floor. */
  belowSince: string;
  /** Tradable products covering the month, shortest first ('Jul-27', 'Q3-27'). */
  products: readonly string[];
  policyVersion: number;
  /** The business day of the close. */
  day: string;
}

/** The month view of the position overview, on this account, index and month. */
export const monthViewPath = (accountId: string, tradeIndex: TradeIndex, month: string) =>
  marketLensPagePath(`position-overview?${new URLSearchParams({ index: tradeIndex, view: 'months', month }).toString()}`, accountId);

const figure = (value: Decimal.Value) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(new Decimal(value).toNumber());

/** 'Jul-27 or Q3-27'; 'Jan-27, Q1-27 or Win-26'. */
const either = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

export function breachMessage(facts: BreachFacts): { subject: string; body: string; link: string } {
  const { month: m, tradeIndex } = facts;
  const hedged = breachPercent(m.hedgedEnergy, m.forecastEnergy, m.floorPercent);
  const floor = `${figure(m.floorPercent)}%`;
  const unit = volumeUnitOf(tradeIndex);
  const energyUnit = tradeIndex === 'GASNBP' ? 'therms' : 'MWh';
  const index = TRADE_INDEX_NAMES[tradeIndex];
  const link = monthViewPath(facts.accountId, tradeIndex, m.month);
  const buy =
    `buy at least ${figure(m.toFloorVolume)} ${unit} of ${m.deliveryPeriod} (${figure(m.toFloorEnergy)} ${energyUnit})` +
    (facts.products.length > 0 ? ` — e.g. via ${either(facts.products)} —` : '') +
    ' to reach it.';
  const from = facts.floorFrom ? ` that applies from ${dayMonthYear(facts.floorFrom)}` : '';
  const opening =
    facts.kind === 'floor_stepped_up'
      ? `${m.deliveryPeriod} is ${hedged} hedged, below the ${floor} floor${from}: ${buy}`
      : `${m.deliveryPeriod} has been below its ${floor} floor for ${BREACH_BUSINESS_DAYS} business days (since ${dayMonthYear(facts.belowSince)}): it is ${hedged} hedged; ${buy}`;
  const subject =
    facts.kind === 'floor_stepped_up'
      ? `${index} ${m.deliveryPeriod} is below its new hedging floor: ${hedged} hedged, floor ${floor}${facts.floorFrom ? ` from ${dayMonthYear(facts.floorFrom)}` : ''}`
      : `${index} ${m.deliveryPeriod} still below its hedging floor after ${BREACH_BUSINESS_DAYS} business days: ${hedged} hedged, floor ${floor}`;
  const body = [
    opening,
    `${index}, account ${facts.accountName} (${facts.accountId}), under your hedging policy (version ${facts.policyVersion}); figures as at the close of ${dayMonthYear(facts.day)}.`,
    `See the month in the position overview: ${link}`,
  ].join('\n\n');
  return { subject, body, link };
}
