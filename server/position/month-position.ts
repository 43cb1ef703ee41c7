/**
 * The position by delivery month against the hedging policy (docs/trading.md, "Months"): the
 * one computation behind the month view of the position overview, the dashboard's policy card,
 * and — through `hedgingCompliance`'s `extraTrades` — a what-if that adds a hypothetical order
 * before it is placed.
 *
 * - Each month's forecast energy is the forecast volume of the shortest contract period covering
 *   the month (the month itself, else its quarter, else its season) times the month's delivery
 *   hours or days.
 * - Each executed trade's net volume is spread over the months its product covers
 *   (domain/delivery-months.ts), exactly.
 * - Today's band, the status, what to buy and the next step come from domain/month-compliance.ts
 *   under the policy in force (currentPolicy).
 */
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';

import type { FixingStep } from '../../generated/model/fixingStep';
import type { PositionMonth } from '../../generated/model/positionMonth';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { addDays } from '../../domain/business-days';
import { addSpread, type DeliveryMonth, monthName, monthOf, monthQuantity, monthsCovered, firstDayOf, lastDayOf, spreadEnergy } from '../../domain/delivery-months';
import { hedgedPercent } from '../../domain/energy';
import { monthCompliance } from '../../domain/month-compliance';
import type { Database } from '../db/schema';
import { currentPolicy, type CurrentPolicy } from '../hedging-policy/current-policy';
import { deliveryPeriod, tradeDeadline } from './periods';
import { contractPeriodRows, type ContractPeriodRow, netTradedByProduct, type NetTradedRow } from './queries';

/** A trade not (yet) stored, counted as if executed: what a what-if adds. */
export interface ExtraTrade {
  /** The product, e.g. 'Q3-27'. */
  deliveryPeriod: string;
  direction: 'buy' | 'sell';
  /** MW, or therms/day for gas. */
  volume: Decimal.Value;
}

export interface ComplianceOptions {
  extraTrades?: readonly ExtraTrade[];
  /** What the computation reads, loaded already (a cached copy, server/what-if/month-ledger.ts); else read from `db`. */
  inputs?: ComplianceInputs;
  /** Only these months (a what-if's own months); the fixing calendar then covers only them. */
  onlyMonths?: readonly DeliveryMonth[];
  /**
   * The stored trades' energy by month, spread already (the month ledger's, kept per ledger):
   * then only the extra trades are spread, on top of it, instead of every stored trade again.
   */
  storedHedged?: ReadonlyMap<DeliveryMonth, Decimal>;
}

/** Everything hedgingCompliance reads from the database. */
export interface ComplianceInputs {
  rows: readonly ContractPeriodRow[];
  traded: readonly NetTradedRow[];
  policy: CurrentPolicy;
}

export async function loadComplianceInputs(db: Kysely<Database>, accountId: string, index: TradeIndex): Promise<ComplianceInputs> {
  const [rows, traded, policy] = await Promise.all([contractPeriodRows(db, accountId, index), netTradedByProduct(db, accountId, index), currentPolicy(db, accountId, index)]);
  return { rows, traded, policy };
}

export interface HedgingCompliance {
  /** London today, on which the bands are read. */
  today: string;
  policy: { adopted: boolean; version: number };
  /** Delivery months from today's month on, nearest first. */
  months: PositionMonth[];
  /** What must be bought by when, soonest first. */
  fixingCalendar: FixingStep[];
}

interface Product {
  name: string;
  start: string;
  end: string;
  /** Months the product covers: shorter products are preferred for a month's forecast. */
  length: number;
  forecast: string;
  deadline: string;
}

const product = (row: ContractPeriodRow): Product => ({
  name: row.period_name_abs,
  start: row.delivery_start,
  end: row.delivery_end,
  length: monthsCovered(row.delivery_start, row.delivery_end).length,
  forecast: row.forecast_volume,
  deadline: tradeDeadline(row.delivery_start, row.deadline_business_days),
});

const byLengthThenStart = (a: Product, b: Product) => a.length - b.length || a.start.localeCompare(b.start);

const PRODUCTS = new WeakMap<readonly ContractPeriodRow[], readonly Product[]>();

/** The contract's products, shortest first: worked out once per rows array (a cached ledger's rows are one array). */
function productsOf(rows: readonly ContractPeriodRow[]): readonly Product[] {
  let products = PRODUCTS.get(rows);
  if (!products) PRODUCTS.set(rows, (products = rows.map(product).sort(byLengthThenStart)));
  return products;
}

/**
 * One account's compliance for one index on `today`: every delivery month of its contract from
 * today's month on, and the fixing calendar. `extraTrades` are counted as executed on top of
 * the stored trades (a what-if); products of extra trades outside the contract still spread by
 * their name's delivery dates.
 */
export async function hedgingCompliance(
  db: Kysely<Database>,
  accountId: string,
  index: TradeIndex,
  today: string,
  options: ComplianceOptions = {},
): Promise<HedgingCompliance> {
  const { rows, traded, policy } = options.inputs ?? (await loadComplianceInputs(db, accountId, index));
  const products = productsOf(rows);

  // The stored trades' energy spread over months (or the ledger's, spread once: only the wanted
  // months of it are taken), then the what-if's on top.
  const wanted = options.onlyMonths ? new Set(options.onlyMonths) : undefined;
  const hedgedByMonth = new Map<DeliveryMonth, Decimal>();
  if (options.storedHedged) {
    for (const month of wanted ?? options.storedHedged.keys()) {
      const energy = options.storedHedged.get(month);
      if (energy) hedgedByMonth.set(month, energy);
    }
  }
  const spread = (name: string, volume: Decimal) => {
    const dates = products.find((p) => p.name === name) ?? deliveryPeriod(name);
    if (dates) addSpread(hedgedByMonth, spreadEnergy(index, dates.start, dates.end, volume));
  };
  if (!options.storedHedged) for (const row of traded) spread(row.period_name_abs, new Decimal(row.hedged));
  for (const extra of options.extraTrades ?? []) spread(extra.deliveryPeriod, new Decimal(extra.volume).times(extra.direction === 'buy' ? 1 : -1));

  const thisMonth = monthOf(today);
  const monthSet = new Set<DeliveryMonth>();
  if (wanted) {
    // Only the what-if's months: those some contract product covers.
    for (const month of wanted) if (month >= thisMonth && products.some((p) => p.start <= lastDayOf(month) && p.end >= firstDayOf(month))) monthSet.add(month);
  } else for (const p of products) for (const span of monthsCovered(p.start, p.end)) if (span.month >= thisMonth) monthSet.add(span.month);
  const months: PositionMonth[] = [];
  const fixingCalendar: FixingStep[] = [];
  for (const month of [...monthSet].sort()) {
    const first = firstDayOf(month);
    const last = lastDayOf(month);
    const covering = products.filter((p) => p.start <= last && p.end >= first);
    const forecastVolume = new Decimal((covering[0] as Product).forecast);
    const quantity = monthQuantity(index, month);
    const forecast = forecastVolume.times(quantity);
    const hedged = hedgedByMonth.get(month) ?? new Decimal(0);
    const compliance = monthCompliance(policy.bands, today, { month, quantity, forecastEnergy: forecast, hedgedEnergy: hedged });
    const name = monthName(month);
    months.push({
      month,
      deliveryPeriod: name,
      monthStart: first,
      monthEnd: last,
      monthsAhead: compliance.monthsAhead,
      deliveryQuantity: quantity,
      forecastVolume: forecastVolume.toNumber(),
      forecastEnergy: forecast.toNumber(),
      hedgedEnergy: hedged.toNumber(),
      openEnergy: forecast.minus(hedged).toNumber(),
      hedgedPercent: Math.max(0, hedgedPercent(hedged, forecast)),
      floorPercent: compliance.band.floorPercent,
      ceilingPercent: compliance.band.ceilingPercent,
      status: compliance.status,
      toFloorEnergy: compliance.toFloorEnergy.toNumber(),
      toFloorVolume: compliance.toFloorVolume.toNumber(),
      nextStepDate: compliance.nextStep?.date ?? null,
      nextFloorPercent: compliance.nextStep?.floorPercent ?? null,
    });

    // The fixing calendar: today's shortfall now, then what the next step adds before it.
    const tradable = covering.filter((p) => p.deadline >= today);
    const names = tradable.map((p) => p.name);
    if (compliance.toFloorEnergy.gt(0)) {
      fixingCalendar.push({
        month, deliveryPeriod: name, reason: 'below_floor', byDate: today, floorPercent: compliance.band.floorPercent,
        energy: compliance.toFloorEnergy.toNumber(), volume: compliance.toFloorVolume.toNumber(), products: names,
      });
    }
    if (compliance.nextStep && compliance.toNextFloorEnergy.gt(0)) {
      const dayBefore = addDays(compliance.nextStep.date, -1);
      const lastDeadline = tradable.reduce<string | null>((last, p) => (last === null || p.deadline > last ? p.deadline : last), null);
      fixingCalendar.push({
        month, deliveryPeriod: name, reason: 'floor_steps_up', byDate: lastDeadline !== null && lastDeadline < dayBefore ? lastDeadline : dayBefore,
        floorPercent: compliance.nextStep.floorPercent, energy: compliance.toNextFloorEnergy.toNumber(), volume: compliance.toNextFloorVolume.toNumber(),
        products: names,
      });
    }
  }
  fixingCalendar.sort((a, b) => a.byDate.localeCompare(b.byDate) || a.month.localeCompare(b.month));
  return { today, policy: { adopted: policy.adopted, version: policy.version }, months, fixingCalendar };
}
