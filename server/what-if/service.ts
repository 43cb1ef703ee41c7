/**
 * Tag `what-if` (docs/trading.md, "What-if"): what an order would do before it is placed, and
 * what a market move would do to the open energy, month by month. The preview runs the very
 * assessment createOrder runs (server/orders/order-assessment.ts) on a cached month ledger
 * (month-ledger.ts), and writes nothing; it is a read, so view-as may use it.
 */
import Decimal from 'decimal.js';

import type { CreateOrderRequest } from '../../generated/model/createOrderRequest';
import type { GetMarketMoveParams } from '../../generated/model/getMarketMoveParams';
import type { MarketMove } from '../../generated/model/marketMove';
import type { MarketMoveMonth } from '../../generated/model/marketMoveMonth';
import type { OrderPreview } from '../../generated/model/orderPreview';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { londonToday } from '../../domain/business-days';
import { exactValue, pennies } from '../../domain/energy';
import { memoisedRead } from '../cache/generation-memo';
import type { ServiceContext } from '../handler';
import { assessOrder, requireTradingAccount } from '../orders/order-assessment';
import { findContract } from '../orders/queries';
import { requirePositionAccess } from '../position/service';
import { priceUnitOf, volumeUnitOf } from '../representations';
import { cachedMonthLedger, ledgerCompliance, monthMoney, monthValuations } from './month-ledger';

const energyUnitOf = (index: TradeIndex) => (index === 'GASNBP' ? 'therms' : 'MWh');

export async function previewOrder(context: ServiceContext, body: CreateOrderRequest): Promise<OrderPreview> {
  await requireTradingAccount(context, body.accountId);
  const now = context.clock.now();
  const [contract, ledger] = await Promise.all([
    // The contract row, kept while the `trading` generation (trading_contracts among its tables) is unchanged.
    memoisedRead(context.db, context.generations, ['trading'], `contract|${body.accountId}|${body.tradeIndex}|${body.deliveryPeriod}`, () =>
      findContract(context.db, body.accountId, body.tradeIndex, body.deliveryPeriod),
    ),
    cachedMonthLedger(context.db, context.generations, body.accountId, body.tradeIndex, londonToday(now)),
  ]);
  const assessment = await assessOrder(context.db, { body, userId: context.user.user.id, now }, { contract, ledger, generations: context.generations });
  return {
    accountId: body.accountId,
    tradeIndex: body.tradeIndex,
    deliveryPeriod: body.deliveryPeriod,
    tradeDirection: body.tradeDirection,
    volume: body.volume,
    unit: volumeUnitOf(body.tradeIndex),
    energyUnit: energyUnitOf(body.tradeIndex),
    priceUnit: priceUnitOf(body.tradeIndex),
    priceDate: assessment.close.price_date,
    estimatedPrice: assessment.estimatePrice.toNumber(),
    value: assessment.value,
    executionDay: assessment.executionDay,
    approval: { needed: assessment.reasons.length > 0, reasons: assessment.reasons, approverAvailable: assessment.approvers.length > 0 },
    limitPriceRisk: assessment.limitRisk ?? null,
    months: assessment.months,
  };
}

const orNull = (value: Decimal | null) => (value === null ? null : pennies(value));

export async function getMarketMove(context: ServiceContext, query: GetMarketMoveParams): Promise<MarketMove> {
  const { accountId, movePercent } = query;
  const tradeIndex: TradeIndex = query.tradeIndex ?? 'POWERUKBASECAL';
  await requirePositionAccess(context, accountId);
  const today = londonToday(context.clock.now());
  const ledger = await cachedMonthLedger(context.db, context.generations, accountId, tradeIndex, today);
  const { months } = await ledgerCompliance(context.db, ledger, today);
  const factor = new Decimal(1).plus(new Decimal(movePercent).dividedBy(100));
  const valued = monthValuations(ledger, monthMoney(ledger), months.map((m) => m.month));
  const totals = { openCost: new Decimal(0), movedOpenCost: new Decimal(0), budgetVariance: new Decimal(0), movedBudgetVariance: new Decimal(0) };
  const rows = valued.map((v, i): MarketMoveMonth => {
    const moved = v.close === null ? null : v.close.times(factor);
    const openCost = v.close === null ? null : exactValue(tradeIndex, 1, v.openEnergy, v.close);
    const movedOpenCost = moved === null ? null : exactValue(tradeIndex, 1, v.openEnergy, moved);
    const movedVariance = movedOpenCost === null ? null : v.lockedCost.plus(movedOpenCost).minus(v.budgetCost);
    if (openCost !== null && movedOpenCost !== null && v.variance !== null && movedVariance !== null) {
      totals.openCost = totals.openCost.plus(openCost);
      totals.movedOpenCost = totals.movedOpenCost.plus(movedOpenCost);
      totals.budgetVariance = totals.budgetVariance.plus(v.variance);
      totals.movedBudgetVariance = totals.movedBudgetVariance.plus(movedVariance);
    }
    return {
      month: v.month,
      deliveryPeriod: months[i]?.deliveryPeriod ?? v.month,
      openEnergy: v.openEnergy.toNumber(),
      latestPrice: v.close === null ? null : v.close.toNumber(),
      movedPrice: moved === null ? null : moved.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber(),
      openCost: orNull(openCost),
      movedOpenCost: orNull(movedOpenCost),
      budgetVariance: orNull(v.variance),
      movedBudgetVariance: orNull(movedVariance),
    };
  });
  return {
    accountId,
    tradeIndex,
    energyUnit: energyUnitOf(tradeIndex),
    priceUnit: priceUnitOf(tradeIndex),
    movePercent,
    priceDate: ledger.priceDate,
    months: rows,
    totals: {
      openCost: pennies(totals.openCost),
      movedOpenCost: pennies(totals.movedOpenCost),
      budgetVariance: pennies(totals.budgetVariance),
      movedBudgetVariance: pennies(totals.movedBudgetVariance),
    },
  };
}
