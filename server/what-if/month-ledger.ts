/**
 * The month ledger of one account's contract for one index (docs/trading.md, "What-if"): what the
 * month view, the order preview, the ceiling rule of placement and the market move all start
 * from — the contract periods (forecast, budget price, deadline), per product the net executed
 * volume and volume × price, the policy in force, and each product's latest close with its
 * volatility. Pure figures on top of it (`monthMoney`, `monthValuations`) spread energy and money
 * over London delivery months exactly (decimal.js), with any what-if trades added.
 *
 * Cached (docs/performance.md): the ledger is kept per database, account and index under the
 * cache generations `trading` (transactions, trading_contracts, orders, trade_authorities, the
 * hedging policies: migrations 088 and 091) and `closing_prices`, and London today; a preview
 * adds its one trade to the stored trades' spread, worked out once per ledger. The placement's
 * own transaction loads it fresh (`loadMonthLedger` on the transaction).
 */
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import { addDays, businessDaysBetween } from '../../domain/business-days';
import { addSpread, type DeliveryMonth, firstDayOf, lastDayOf, monthQuantities, monthsCovered } from '../../domain/delivery-months';
import { exactValue, hedgedPercent, pennies } from '../../domain/energy';
import { VersionedCache } from '../cache/versioned-cache';
import type { Generations } from '../cache/generations';
import type { Database } from '../db/schema';
import { currentPolicy } from '../hedging-policy/current-policy';
import { type ComplianceInputs, type ExtraTrade, type HedgingCompliance, hedgingCompliance } from '../position/month-position';
import { deliveryPeriod } from '../position/periods';
import { RISK_HISTORY } from '../position/position-overview';
import { contractPeriodRows, type ContractPeriodRow, latestIndexClose, productRisk } from '../position/queries';
import { type CostBand, Z_95 } from '../position/valuation';
import { type LedgerTradedRow, ledgerTradedRows } from './queries';

export interface LedgerProduct {
  name: string;
  start: string;
  end: string;
  /** Months the product covers: the shortest covering product gives a month its forecast, budget and close. */
  length: number;
  forecastVolume: Decimal;
  budgetPrice: Decimal;
}

export interface ProductClose {
  price: Decimal;
  /** Standard deviation of the daily log moves (null with fewer than three closes). */
  sigma: Decimal | null;
}

export interface MonthLedger {
  accountId: string;
  index: TradeIndex;
  /** What hedgingCompliance reads (server/position/month-position.ts). */
  inputs: ComplianceInputs;
  /** Contract products, shortest first, then by start. */
  products: readonly LedgerProduct[];
  traded: readonly LedgerTradedRow[];
  /** The index's latest publication day, and each contract product's close on it. */
  priceDate: string | null;
  closes: ReadonlyMap<string, ProductClose>;
  /** The month view computed from this ledger, per policy version and today (ledgerCompliance). */
  complianceMemo: Map<string, Promise<HedgingCompliance>>;
  /** The stored trades' money by month, and its months' valuations, once worked out (monthMoney, storedValuations). */
  moneyMemo: { stored?: MonthMoney; valued?: Map<DeliveryMonth, MonthValuation> };
}

const byLengthThenStart = (a: LedgerProduct, b: LedgerProduct) => a.length - b.length || a.start.localeCompare(b.start);

export async function loadMonthLedger(db: Kysely<Database>, accountId: string, index: TradeIndex): Promise<MonthLedger> {
  const [rows, traded, policy, priceDate] = await Promise.all([
    contractPeriodRows(db, accountId, index),
    ledgerTradedRows(db, accountId, index),
    currentPolicy(db, accountId, index),
    latestIndexClose(db, index, undefined),
  ]);
  const names = rows.map((row) => row.period_name_abs);
  const risk = names.length && priceDate ? await productRisk(db, index, names, priceDate, RISK_HISTORY) : [];
  const closes = new Map<string, ProductClose>();
  for (const row of risk) {
    if (row.last_date === priceDate) closes.set(row.period_name_abs, { price: new Decimal(row.last_price), sigma: row.sigma === null ? null : new Decimal(row.sigma) });
  }
  return {
    accountId,
    index,
    inputs: { rows, traded, policy },
    products: rows.map(toProduct).sort(byLengthThenStart),
    traded,
    priceDate,
    closes,
    complianceMemo: new Map(),
    moneyMemo: {},
  };
}

/**
 * The month view (hedgingCompliance) of the ledger on `today`, computed once per ledger and
 * policy version: the position by month, the preview's "before" and the market move's months
 * all read it, so a request that finds the ledger cached does no month arithmetic of its own.
 */
export function ledgerCompliance(db: Kysely<Database>, ledger: MonthLedger, today: string): Promise<HedgingCompliance> {
  const { policy } = ledger.inputs;
  const key = `${policy.version}|${policy.adopted}|${JSON.stringify(policy.bands)}|${today}`;
  let compliance = ledger.complianceMemo.get(key);
  if (!compliance) {
    compliance = hedgingCompliance(db, ledger.accountId, ledger.index, today, { inputs: ledger.inputs });
    ledger.complianceMemo.set(key, compliance);
    compliance.catch(() => ledger.complianceMemo.delete(key));
  }
  return compliance;
}

const toProduct = (row: ContractPeriodRow): LedgerProduct => ({
  name: row.period_name_abs,
  start: row.delivery_start,
  end: row.delivery_end,
  length: monthsCovered(row.delivery_start, row.delivery_end).length,
  forecastVolume: new Decimal(row.forecast_volume),
  budgetPrice: new Decimal(row.budget_price),
});

const LEDGERS = new WeakMap<Kysely<Database>, VersionedCache<Promise<MonthLedger>>>();

/**
 * The ledger as of now, from memory while no trade, order, contract period, hedging policy or
 * close changed since it was loaded (the `trading` and `closing_prices` generations) and London
 * today is the same: `generations` are the request's (server/cache/generations.ts); without them
 * it is loaded afresh. Concurrent first reads share one load.
 */
export async function cachedMonthLedger(db: Kysely<Database>, generations: Generations | undefined, accountId: string, index: TradeIndex, today: string): Promise<MonthLedger> {
  if (!generations) return loadMonthLedger(db, accountId, index);
  let cache = LEDGERS.get(db);
  if (!cache) LEDGERS.set(db, (cache = new VersionedCache<Promise<MonthLedger>>(2_000)));
  const key = `${accountId}|${index}`;
  const version = `${generations.trading}|${generations.closing_prices}|${today}`;
  let loading = cache.get(key, version);
  if (!loading) {
    loading = loadMonthLedger(db, accountId, index);
    cache.set(key, version, loading);
    // A failed load is not kept.
    const kept = loading;
    kept.catch(() => cache.get(key, version) === kept && cache.set(key, 'failed', kept));
  }
  // The policy in force is part of it: hedging_policies and their versions bump `trading` too (migration 091).
  return loading;
}

/** A what-if trade with the price it is valued at (its limit, or the latest close). */
export interface PricedTrade extends ExtraTrade {
  price: Decimal.Value;
}

/** Per month, the hedged energy and the energy × price of the trades (stored ones and `extra`). */
export interface MonthMoney {
  hedged: Map<DeliveryMonth, Decimal>;
  /** Σ ± volume × price × the month's hours or days: the locked cost before the £ conversion. */
  energyPrice: Map<DeliveryMonth, Decimal>;
}

function datesOf(ledger: MonthLedger, name: string): { start: string; end: string } | undefined {
  return ledger.products.find((p) => p.name === name) ?? deliveryPeriod(name);
}

/**
 * The stored trades' money (spread once per ledger), with the what-if trades' own spread added on
 * top; `months`: only those months are wanted (a preview's), the others may be left out.
 */
export function monthMoney(ledger: MonthLedger, extra: readonly PricedTrade[] = [], months?: readonly DeliveryMonth[]): MonthMoney {
  const stored = (ledger.moneyMemo.stored ??= spreadMoney(ledger, ledger.traded, []));
  if (extra.length === 0) return stored;
  return spreadMoney(ledger, [], extra, stored, months);
}

function spreadMoney(ledger: MonthLedger, traded: readonly LedgerTradedRow[], extra: readonly PricedTrade[], base?: MonthMoney, months?: readonly DeliveryMonth[]): MonthMoney {
  const hedged = new Map<DeliveryMonth, Decimal>();
  const energyPrice = new Map<DeliveryMonth, Decimal>();
  if (base) {
    for (const month of months ?? base.hedged.keys()) {
      const energy = base.hedged.get(month);
      if (energy) hedged.set(month, energy);
    }
    for (const month of months ?? base.energyPrice.keys()) {
      const money = base.energyPrice.get(month);
      if (money) energyPrice.set(month, money);
    }
  }
  const add = (name: string, volume: Decimal, volumePrice: Decimal) => {
    const dates = datesOf(ledger, name);
    if (!dates) return;
    const quantities = monthQuantities(ledger.index, dates.start, dates.end);
    addSpread(hedged, quantities.map(({ month, quantity }) => ({ month, quantity, energy: volume.times(quantity) })));
    addSpread(energyPrice, quantities.map(({ month, quantity }) => ({ month, quantity, energy: volumePrice.times(quantity) })));
  };
  for (const row of traded) add(row.period_name_abs, new Decimal(row.hedged), new Decimal(row.volume_price));
  for (const trade of extra) {
    const signed = new Decimal(trade.volume).times(trade.direction === 'buy' ? 1 : -1);
    add(trade.deliveryPeriod, signed, signed.times(trade.price));
  }
  return { hedged, energyPrice };
}

/** One month's money, exact; rounded to pennies only where the API answers. */
export interface MonthValuation {
  month: DeliveryMonth;
  forecastEnergy: Decimal;
  hedgedEnergy: Decimal;
  openEnergy: Decimal;
  hedgedPercent: number;
  /** £/MWh or p/therm, exact; null when nothing is net bought. */
  averageLockedPrice: Decimal | null;
  lockedCost: Decimal;
  budgetCost: Decimal;
  /** The close the open energy is valued at (the shortest covering product's), or null. */
  close: Decimal | null;
  estimatedCost: Decimal | null;
  variance: Decimal | null;
  budgetAtRisk: CostBand | null;
}

const DAYS_LEFT = new Map<string, number>();

/** Business days after the price date and before the month starts (a pure function of both, kept). */
function businessDaysBefore(priceDate: string, month: DeliveryMonth): number {
  const key = `${priceDate}|${month}`;
  let days = DAYS_LEFT.get(key);
  if (days === undefined) {
    days = businessDaysBetween(addDays(priceDate, 1), addDays(firstDayOf(month), -1)).length;
    DAYS_LEFT.set(key, days);
    if (DAYS_LEFT.size > 5_000) DAYS_LEFT.delete(DAYS_LEFT.keys().next().value as string);
  }
  return days;
}

const MOVED_PRICES = new Map<string, { low: Decimal; high: Decimal }>();

/**
 * budgetAtRisk (server/position/valuation.ts) for one month, with the moved prices kept per
 * (close, σ, days left): the two exponentials are the costly part, and every preview of the
 * same month asks for the same ones.
 */
function riskBand(index: TradeIndex, lockedCost: Decimal, open: Decimal, close: Decimal, sigma: Decimal, daysLeft: number): CostBand {
  const key = `${close.toString()}|${sigma.toString()}|${daysLeft}`;
  let moved = MOVED_PRICES.get(key);
  if (!moved) {
    moved = { low: precise(close, sigma, daysLeft, -1), high: precise(close, sigma, daysLeft, 1) };
    MOVED_PRICES.set(key, moved);
    if (MOVED_PRICES.size > 5_000) MOVED_PRICES.delete(MOVED_PRICES.keys().next().value as string);
  }
  const a = lockedCost.plus(exactValue(index, 1, open, moved.low));
  const b = lockedCost.plus(exactValue(index, 1, open, moved.high));
  return { p5: pennies(Decimal.min(a, b)), p95: pennies(Decimal.max(a, b)) };
}

/** The close moved by ±z·σ·√days (valuation.ts's lognormal band), exactly as budgetAtRisk moves it. */
function precise(close: Decimal, sigma: Decimal, daysLeft: number, sign: 1 | -1): Decimal {
  const scaled = sigma.times(new Decimal(Math.max(0, daysLeft)).sqrt()).times(Z_95);
  return close.times((sign === 1 ? scaled : scaled.negated()).exp());
}

/** £ of an energy × price (p/therm for gas: ÷ 100). */
const pounds = (index: TradeIndex, energyPrice: Decimal.Value) => exactValue(index, 1, energyPrice, 1);

/** The months of `months` valued from the ledger's stored trades alone: each month worked out once per ledger. */
export function storedValuations(ledger: MonthLedger, months: readonly DeliveryMonth[]): MonthValuation[] {
  const valued = (ledger.moneyMemo.valued ??= new Map());
  const missing = months.filter((month) => !valued.has(month));
  if (missing.length) monthValuations(ledger, monthMoney(ledger), missing).forEach((valuation) => valued.set(valuation.month, valuation));
  return months.map((month) => valued.get(month) as MonthValuation);
}

/** The months of `months` valued from the ledger and its money (with or without what-if trades). */
export function monthValuations(ledger: MonthLedger, money: MonthMoney, months: readonly DeliveryMonth[]): MonthValuation[] {
  const { index } = ledger;
  return months.map((month) => {
    const first = firstDayOf(month);
    const last = lastDayOf(month);
    const covering = ledger.products.filter((p) => p.start <= last && p.end >= first);
    const shortest = covering[0];
    const quantity = (monthQuantities(index, first, last)[0] as { quantity: number }).quantity;
    const forecast = shortest ? shortest.forecastVolume.times(quantity) : new Decimal(0);
    const hedged = money.hedged.get(month) ?? new Decimal(0);
    const energyPrice = money.energyPrice.get(month) ?? new Decimal(0);
    const open = forecast.minus(hedged);
    const lockedCost = pounds(index, energyPrice);
    const budgetCost = shortest ? exactValue(index, 1, forecast, shortest.budgetPrice) : new Decimal(0);
    const priced = covering.map((p) => ledger.closes.get(p.name)).find((close) => close !== undefined);
    const close = priced?.price ?? null;
    const estimated = close === null ? null : lockedCost.plus(exactValue(index, 1, open, close));
    const daysLeft = ledger.priceDate ? businessDaysBefore(ledger.priceDate, month) : 0;
    const band = close !== null && priced?.sigma != null ? riskBand(index, lockedCost, open, close, priced.sigma, daysLeft) : null;
    return {
      month,
      forecastEnergy: forecast,
      hedgedEnergy: hedged,
      openEnergy: open,
      hedgedPercent: Math.max(0, hedgedPercent(hedged, forecast)),
      averageLockedPrice: hedged.gt(0) ? energyPrice.dividedBy(hedged) : null,
      lockedCost,
      budgetCost,
      close,
      estimatedCost: estimated,
      variance: estimated === null ? null : estimated.minus(budgetCost),
      budgetAtRisk: band,
    };
  });
}
