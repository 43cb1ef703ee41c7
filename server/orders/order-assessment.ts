/**
 * One assessment of an order, shared by acceptance (createOrder, inside the transaction that
 * holds the contract row's lock) and the what-if preview (previewOrder, no write): the access
 * checks, every contract rule (400 naming the field), the limit-price risk, the order's £
 * estimate and first execution day, the delivery months it covers before → after, and the
 * reasons it needs approval — the maker's trade authority and "takes a month above its policy
 * ceiling" (authority-rules.ts) — with who could approve it. docs/trading.md, "What-if".
 *
 * The caller decides what follows: createOrder throws the limit-price 409 unless acknowledged
 * and the "nobody could approve" 409, then writes; the preview answers the same figures.
 */
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';

import type { ApprovalReason } from '../../generated/model/approvalReason';
import type { CreateOrderRequest } from '../../generated/model/createOrderRequest';
import type { LimitPriceRisk } from '../../generated/model/limitPriceRisk';
import type { OrderPreviewMonth } from '../../generated/model/orderPreviewMonth';
import type { UserRef } from '../../generated/model/userRef';
import type { WhatIfFigures } from '../../generated/model/whatIfFigures';
import { londonToday } from '../../domain/business-days';
import { type DeliveryMonth, monthsCovered } from '../../domain/delivery-months';
import { deliveryQuantity, pennies, tradeValue } from '../../domain/energy';
import type { ContractFigures } from '../../domain/order-rules';
import { possibleApprovers } from '../approvals/approvers';
import { memoisedRead } from '../cache/generation-memo';
import type { Generations } from '../cache/generations';
import { VersionedCache } from '../cache/versioned-cache';
import { requirePermissionOn, requireVisibleAccount } from '../auth/guard';
import { latestPublishedDay } from '../closing-prices/queries';
import type { Database } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { type HedgingCompliance, hedgingCompliance } from '../position/month-position';
import { deliveryPeriod } from '../position/periods';
import { priceUnitOf, volumeUnitOf } from '../representations';
import { ledgerCompliance, type MonthLedger, monthMoney, type MonthValuation, monthValuations, storedValuations } from '../what-if/month-ledger';
import { approvalReasons, type CeilingBreach, loadApprovalFacts } from './authority-rules';
import { type ContractRow, contractVolumes, latestClose, tradingAccount as tradingAccountRow } from './queries';
import { limitPriceRisk } from './risk-guards';
import { contractFigures, firstExecutionDay, placementProblem, tradingRefusal } from './rules';

const ACCOUNTS = new WeakMap<Kysely<Database>, VersionedCache<Promise<Awaited<ReturnType<typeof tradingAccountRow>>>>>();

/**
 * The account's trading row (flexible, purchasing group), from memory while the `user_context`
 * generation (which the accounts table bumps) is unchanged; read afresh without generations.
 */
export function cachedTradingAccount(context: Pick<ServiceContext, 'db' | 'generations'>, accountId: string) {
  const { db, generations } = context;
  if (!generations) return tradingAccountRow(db, accountId);
  let cache = ACCOUNTS.get(db);
  if (!cache) ACCOUNTS.set(db, (cache = new VersionedCache(5_000)));
  let row = cache.get(accountId, generations.user_context);
  if (!row) {
    row = tradingAccountRow(db, accountId);
    cache.set(accountId, generations.user_context, row);
  }
  return row;
}

const CLOSING_READS = new WeakMap<Kysely<Database>, VersionedCache<Promise<unknown>>>();

/**
 * The latest publication day and a product's latest close, from memory while the
 * `closing_prices` generation is unchanged (the preview); read afresh without generations (placing).
 */
function closingPriceRead<T>(db: Kysely<Database>, generations: Generations | undefined, key: string, read: () => Promise<T>): Promise<T> {
  if (!generations) return read();
  let cache = CLOSING_READS.get(db);
  if (!cache) CLOSING_READS.set(db, (cache = new VersionedCache(5_000)));
  let value = cache.get(key, generations.closing_prices) as Promise<T> | undefined;
  if (!value) {
    value = read();
    cache.set(key, generations.closing_prices, value);
  }
  return value;
}

/** The account may trade: visible (403), view:orders (403), flexible and not multi-purchase (403), existing (404). */
export async function requireTradingAccount(context: ServiceContext, accountId: string) {
  requireVisibleAccount(context.user, accountId);
  requirePermissionOn(context.user, accountId, 'view:orders');
  const account = await cachedTradingAccount(context, accountId);
  if (!account) throw notFound('Account not found');
  const refusal = tradingRefusal(account);
  if (refusal) throw forbidden(refusal);
  return account;
}

export interface OrderAssessment {
  contract: ContractRow;
  close: { price: string | number; price_date: string };
  executionDay: string;
  figures: ContractFigures;
  /** Delivery hours (power) or days (gas) of the product. */
  quantity: number;
  /** The price the order is valued at: its limit, its trigger, or the latest close. */
  estimatePrice: Decimal;
  /** £, rounded to pennies: what the order stores as its value. */
  value: number;
  /** The 409 createOrder asks to confirm, when the limit is far from the close. */
  limitRisk: LimitPriceRisk | undefined;
  reasons: ApprovalReason[];
  /** Who could approve it (only looked up when it needs approval). */
  approvers: UserRef[];
  /** The months the product covers, before → after as if executed at estimatePrice. */
  months: OrderPreviewMonth[];
}

const figuresOf = (valuation: MonthValuation, status: WhatIfFigures['status']): WhatIfFigures => ({
  hedgedEnergy: valuation.hedgedEnergy.toNumber(),
  openEnergy: valuation.openEnergy.toNumber(),
  hedgedPercent: valuation.hedgedPercent,
  averageLockedPrice: valuation.averageLockedPrice === null ? null : valuation.averageLockedPrice.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
  estimatedCost: valuation.estimatedCost === null ? null : pennies(valuation.estimatedCost),
  budgetCost: pennies(valuation.budgetCost),
  budgetVariance: valuation.variance === null ? null : pennies(valuation.variance),
  budgetAtRiskP5: valuation.budgetAtRisk?.p5 ?? null,
  budgetAtRiskP95: valuation.budgetAtRisk?.p95 ?? null,
  status,
});

/**
 * The months the order covers, before → after, and those it takes above the ceiling of an
 * adopted policy (a month it adds energy to that ends above its ceiling). Before and after both
 * come from hedgingCompliance (server/position/month-position.ts), the order as an extra trade.
 */
export async function monthsBeforeAfter(
  db: Kysely<Database>,
  ledger: MonthLedger,
  order: { deliveryPeriod: string; direction: 'buy' | 'sell'; volume: Decimal.Value; price: Decimal.Value; start: string; end: string },
  today: string,
): Promise<{ months: OrderPreviewMonth[]; ceilingBreaches: CeilingBreach[] }> {
  const extra = { deliveryPeriod: order.deliveryPeriod, direction: order.direction, volume: order.volume };
  const covered: DeliveryMonth[] = monthsCovered(order.start, order.end).map((span) => span.month);
  // Before: the ledger's month view (computed once per ledger); after: only the order's months.
  const [before, after]: [HedgingCompliance, HedgingCompliance] = await Promise.all([
    ledgerCompliance(db, ledger, today),
    hedgingCompliance(db, ledger.accountId, ledger.index, today, { inputs: ledger.inputs, extraTrades: [extra], onlyMonths: covered, storedHedged: monthMoney(ledger).hedged }),
  ]);
  const valuedBefore = storedValuations(ledger, covered);
  const valuedAfter = monthValuations(ledger, monthMoney(ledger, [{ ...extra, price: order.price }], covered), covered);
  const months: OrderPreviewMonth[] = [];
  const ceilingBreaches: CeilingBreach[] = [];
  covered.forEach((month, i) => {
    const was = before.months.find((m) => m.month === month);
    const will = after.months.find((m) => m.month === month);
    if (!was || !will) return;
    months.push({
      month,
      deliveryPeriod: will.deliveryPeriod,
      floorPercent: will.floorPercent,
      ceilingPercent: will.ceilingPercent,
      before: figuresOf(valuedBefore[i] as MonthValuation, was.status),
      after: figuresOf(valuedAfter[i] as MonthValuation, will.status),
    });
    if (ledger.inputs.policy.adopted && will.status === 'above_ceiling' && will.hedgedEnergy > was.hedgedEnergy) {
      ceilingBreaches.push({ deliveryPeriod: will.deliveryPeriod, hedgedPercent: will.hedgedPercent, ceilingPercent: will.ceilingPercent });
    }
  });
  return { months, ceilingBreaches };
}

/**
 * Every check of an order and its figures, on `db` (the placement's transaction, or the
 * database for a preview). `contract` is the row the caller read (locked when placing); `ledger`
 * the account's month ledger (loaded on the transaction when placing, cached for a preview).
 * Throws the 400s createOrder gives, naming the field; nothing is written.
 */
export async function assessOrder(
  db: Kysely<Database>,
  order: { body: CreateOrderRequest; userId: string; now: Date },
  { contract, ledger, generations }: { contract: ContractRow | undefined; ledger: MonthLedger; generations?: Generations },
): Promise<OrderAssessment> {
  const { body, userId, now } = order;
  if (!contract) throw badRequest(`${body.deliveryPeriod} of ${body.tradeIndex} is not in this account's contract`, 'deliveryPeriod');
  const latest = await closingPriceRead(db, generations, 'latest', () => latestPublishedDay(db));
  const close = await closingPriceRead(db, generations, `${body.tradeIndex}|${body.deliveryPeriod}`, () => latestClose(db, body.tradeIndex, body.deliveryPeriod));
  if (!close || close.price_date !== latest) {
    throw badRequest(`${body.deliveryPeriod} of ${body.tradeIndex} is not listed with a closing price, so it cannot be traded now`, 'deliveryPeriod');
  }
  const executionDay = firstExecutionDay(now, latest);
  const volumes = await memoisedRead(db, generations, ['trading'], `volumes|${body.accountId}|${body.tradeIndex}|${body.deliveryPeriod}`, () =>
    contractVolumes(db, body.accountId, body.tradeIndex, body.deliveryPeriod),
  );
  const figures = contractFigures(contract, volumes);
  const problem = placementProblem(body, figures, executionDay);
  if (problem) throw badRequest(problem.message, problem.field);
  const limitRisk = body.priceType === 'limit' && body.limitPrice != null ? limitPriceRisk(body.limitPrice, close.price, close.price_date, priceUnitOf(body.tradeIndex)) : undefined;

  const period = deliveryPeriod(body.deliveryPeriod);
  const start = period?.start ?? contract.delivery_start;
  const end = period?.end ?? contract.delivery_end;
  const quantity = period ? deliveryQuantity(body.tradeIndex, period.start, period.end) : 0;
  const estimatePrice = new Decimal(body.priceType === 'limit' ? (body.limitPrice as number) : body.priceType === 'stop' ? (body.triggerPrice as number) : close.price);
  const value = tradeValue(body.tradeIndex, quantity, String(body.volume), estimatePrice.toString());
  const unit = volumeUnitOf(body.tradeIndex);

  const { months, ceilingBreaches } = await monthsBeforeAfter(
    db,
    ledger,
    { deliveryPeriod: body.deliveryPeriod, direction: body.tradeDirection, volume: String(body.volume), price: estimatePrice, start, end },
    londonToday(now),
  );
  // Trade authority (docs/trade-authority.md): an order beyond it, or one taking a month above
  // its policy ceiling, waits for a second person.
  const reasons = approvalReasons(await loadApprovalFacts(db, { userId, tradeIndex: body.tradeIndex, unit, volume: String(body.volume), value, now, ceilingBreaches }, generations));
  const approvers = reasons.length ? await possibleApprovers(db, { account_id: body.accountId, trade_index: body.tradeIndex, user_id: userId, volume: body.volume, value }, generations) : [];
  return { contract, close, executionDay, figures, quantity, estimatePrice, value, limitRisk, reasons, approvers, months };
}
