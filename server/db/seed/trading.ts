/**
 * The trading data of one account: its flexible contract (every period of its horizon per
 * index, docs/trading.md), orders in every status and the transactions of the executed ones,
 * demand forecasts equal to the contract's, and price alerts. Executed orders are consistent
 * with the stored history: each executed on a business day the product was listed, at that
 * day's close, and no period is ever hedged above 100 % or below 0 %.
 */
import Decimal from 'decimal.js';

import type { OrderStatus } from '../../../generated/model/orderStatus';
import type { TradeIndex } from '../../../generated/model/tradeIndex';
import { addDays, businessDayOnOrBefore, isBusinessDay } from '../../../domain/business-days';
import { horizonPeriods, tradeDeadline, type DeliveryPeriod } from '../../position/periods';
import { firstExecutionDay, minimumClipVolume } from '../../orders/rules';
import { deliveryQuantity, tradeValue } from '../../../domain/energy';
import type { ClosingPriceRow } from '../../closing-prices/price-source';
import { tradableContracts } from '../../closing-prices/simulated-price-source';
import { type Random, round2 } from '../../lib/random';

export const UNIT_BY_INDEX: Record<TradeIndex, string> = { POWERUKBASECAL: 'MW', POWERUKPEAKCAL: 'MW', GASNBP: 'therms/day' };
const PRICE_UNIT: Record<TradeIndex, string> = { POWERUKBASECAL: '£/MWh', POWERUKPEAKCAL: '£/MWh', GASNBP: 'p/therm' };

export type PriceLookup = (index: TradeIndex, name: string, date: string) => number | undefined;

export function priceLookup(rows: ClosingPriceRow[]): PriceLookup {
  const map = new Map<string, number>();
  for (const row of rows) map.set(`${row.trade_index}|${row.period_name_abs}|${row.price_date}`, row.price);
  return (index, name, date) => map.get(`${index}|${name}|${date}`);
}

type OrderRow = {
  id: string; account_id: string; user_id: string; order_date: Date; trade_index: TradeIndex; period_name_abs: string;
  volume: string; unit: string; trade_direction: 'buy' | 'sell'; price_type: 'market' | 'limit' | 'stop'; limit_price: number | null;
  executed_price: number | null; value: number; status: OrderStatus; status_reason: string | null; status_changed_at: Date;
  expiry_date: string | null; execute_from: string; executed_on: string | null;
  /** Stop orders and brackets (migration 089): seed.ts fills linked_order_reference once references are given. */
  trigger_price?: number | null; bracket_id?: string | null; linked_order_id?: string | null; linked_order_reference?: string | null;
};

/** The demo buyer's account (Northwind) that gets a pending buy-stop and a bracket (docs/trading.md). */
const STOP_DEMO_ACCOUNT = '51001';

export interface TradingRows {
  contracts: {
    account_id: string; trade_index: TradeIndex; period_name_abs: string; delivery_start: string;
    delivery_end: string; forecast_volume: string; minimum_clip_percent: number; budget_price: number; deadline_business_days: number;
  }[];
  orders: OrderRow[];
  transactions: {
    id: string; account_id: string; order_id: string; trade_date: Date; trade_index: TradeIndex; period_name_abs: string;
    volume: string; unit: string; trade_direction: 'buy' | 'sell'; price: number; value: number;
  }[];
  forecasts: { account_id: string; trade_index: TradeIndex; period_name_abs: string; volume: string; unit: string }[];
  alerts: {
    id: string; account_id: string; user_id: string; trade_index: TradeIndex; period_name_abs: string;
    direction: 'rises_above' | 'falls_below'; price_type: string; target_price: number; original_price: number;
    expiry_date: string; triggered_at: Date | null; triggered_price: number | null; created_at: Date; updated_at: Date;
  }[];
}

interface Plan {
  contract: TradingRows['contracts'][number];
  period: DeliveryPeriod;
  clip: Decimal;
  forecast: Decimal;
  hedged: Decimal;
  deadline: string;
}

/** `today` is the seed's London date; `now` the reference instant (pending orders wait for the next publication). */
export function tradingFor(
  accountId: string,
  userId: string,
  indices: TradeIndex[],
  lookup: PriceLookup,
  random: Random,
  today: string,
  now: Date,
  tradable: boolean,
): TradingRows {
  const rows: TradingRows = { contracts: [], orders: [], transactions: [], forecasts: [], alerts: [] };
  const lastPublished = businessDayOnOrBefore(today);
  const plans: Plan[] = [];

  const order = (plan: Plan, fields: Partial<OrderRow> & Pick<OrderRow, 'order_date' | 'volume' | 'trade_direction' | 'status' | 'execute_from'>): OrderRow => {
    const index = plan.contract.trade_index;
    const quantity = deliveryQuantity(index, plan.period.start, plan.period.end);
    const price = fields.executed_price ?? fields.limit_price ?? lookup(index, plan.period.name, lastPublished) ?? plan.contract.budget_price;
    const row: OrderRow = {
      id: random.uuid(),
      account_id: accountId,
      user_id: userId,
      trade_index: index,
      period_name_abs: plan.period.name,
      unit: UNIT_BY_INDEX[index],
      price_type: 'market',
      limit_price: null,
      executed_price: null,
      value: tradeValue(index, quantity, fields.volume, price),
      status_reason: null,
      status_changed_at: fields.order_date,
      expiry_date: null,
      executed_on: null,
      ...fields,
    };
    rows.orders.push(row);
    return row;
  };

  const execute = (plan: Plan, direction: 'buy' | 'sell', volume: Decimal, day: string, priceType: 'market' | 'limit' = 'market') => {
    const index = plan.contract.trade_index;
    const close = lookup(index, plan.period.name, day) as number;
    const placed = new Date(`${day}T${String(9 + random.int(0, 4)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`);
    const row = order(plan, {
      order_date: placed,
      volume: volume.toString(),
      trade_direction: direction,
      price_type: priceType,
      limit_price: priceType === 'limit' ? round2(close * (direction === 'buy' ? 1.01 : 0.99)) : null,
      executed_price: close,
      status: 'executed',
      status_reason: `Executed at the ${day} closing price of ${close} ${PRICE_UNIT[index]}`,
      status_changed_at: new Date(`${day}T17:00:00Z`),
      execute_from: day,
      executed_on: day,
    });
    rows.transactions.push({
      id: random.uuid(), account_id: accountId, order_id: row.id, trade_date: new Date(`${day}T16:00:00Z`), trade_index: index,
      period_name_abs: plan.period.name, volume: row.volume, unit: row.unit, trade_direction: direction, price: close, value: row.value,
    });
    plan.hedged = direction === 'buy' ? plan.hedged.plus(volume) : plan.hedged.minus(volume);
  };

  /** Business days (ascending) among the last `span` calendar days on which the product closed. */
  const listedDays = (plan: Plan, span: number) => {
    const days: string[] = [];
    for (let back = span; back >= 1; back -= 1) {
      const day = addDays(today, -back);
      if (isBusinessDay(day) && lookup(plan.contract.trade_index, plan.period.name, day) !== undefined) days.push(day);
    }
    return days;
  };

  for (const index of indices) {
    const horizon = horizonPeriods(index, today);
    horizon.forEach((period, position) => {
      const forecast = new Decimal(index === 'GASNBP' ? random.int(10, 60) * 500 : random.int(6, 30) * 0.5);
      const clipPercent = random.pick([5, 10, 10, 20]);
      const listed = lookup(index, period.name, lastPublished);
      // The budget was set about half a year ago, a little off the market then.
      const reference = lookup(index, period.name, businessDayOnOrBefore(addDays(today, -180))) ?? listed ?? (index === 'GASNBP' ? 95 : 80);
      const contract = {
        account_id: accountId, trade_index: index, period_name_abs: period.name, delivery_start: period.start,
        delivery_end: period.end, forecast_volume: forecast.toString(), minimum_clip_percent: clipPercent,
        budget_price: round2(reference * (1 + random.between(-0.05, 0.08))), deadline_business_days: random.pick([2, 3, 5]),
      };
      rows.contracts.push(contract);
      rows.forecasts.push({ account_id: accountId, trade_index: index, period_name_abs: period.name, volume: contract.forecast_volume, unit: UNIT_BY_INDEX[index] });
      const plan: Plan = {
        contract, period, forecast, clip: minimumClipVolume(forecast, clipPercent), hedged: new Decimal(0),
        deadline: tradeDeadline(period.start, contract.deadline_business_days),
      };
      plans.push(plan);
      if (!tradable || listed === undefined) return;
      // Nearer periods are hedged more: up to ~90 % for the nearest, less further out.
      const units = Math.floor(((100 / clipPercent) * random.between(0.1, 0.95) * (horizon.length - position)) / horizon.length);
      const days = listedDays(plan, 240);
      if (units === 0 || days.length === 0) return;
      const orders = Math.min(units, random.int(1, 3));
      let left = units;
      const picked = Array.from({ length: orders }, () => random.pick(days)).sort();
      picked.forEach((day, i) => {
        const share = i === orders - 1 ? left : Math.max(1, Math.floor(left / (orders - i)));
        left -= share;
        if (share > 0) execute(plan, 'buy', plan.clip.times(share), day, random.chance(0.3) ? 'limit' : 'market');
      });
      // Now and then a clip is sold back later.
      const lastBuy = picked[picked.length - 1] as string;
      const later = days.filter((day) => day > lastBuy);
      if (units >= 2 && later.length > 0 && random.chance(0.25)) execute(plan, 'sell', plan.clip, random.pick(later));
    });
  }

  if (tradable) {
    const open = plans.filter((plan) => lookup(plan.contract.trade_index, plan.period.name, lastPublished) !== undefined && plan.deadline > addDays(today, 10));
    const executionDay = firstExecutionDay(now, lastPublished);
    const withRoom = (units: number) => open.filter((plan) => plan.forecast.minus(plan.hedged).gte(plan.clip.times(units)));
    const pendingBuys = new Map<Plan, Decimal>();
    const reserve = (plan: Plan, volume: Decimal) => pendingBuys.set(plan, (pendingBuys.get(plan) ?? new Decimal(0)).plus(volume));
    const roomLeft = (plan: Plan) => plan.forecast.minus(plan.hedged).minus(pendingBuys.get(plan) ?? 0);
    // Pending: a market buy waiting for the next close, and a limit buy below the market.
    for (const [priceType, skew] of [['market', 1], ['limit', 0.96]] as const) {
      const plan = withRoom(2).find((candidate) => roomLeft(candidate).gte(candidate.clip.times(2)) && !pendingBuys.has(candidate));
      if (!plan) continue;
      const close = lookup(plan.contract.trade_index, plan.period.name, lastPublished) as number;
      order(plan, {
        order_date: new Date(now.getTime() - random.int(5, 90) * 60_000), volume: plan.clip.toString(), trade_direction: 'buy', price_type: priceType,
        limit_price: priceType === 'limit' ? round2(close * skew) : null, status: 'pending', status_reason: `Waiting for the ${executionDay} closing price`,
        execute_from: executionDay, expiry_date: priceType === 'limit' ? plan.deadline : null,
      });
      reserve(plan, plan.clip);
    }
    // A pending sell of a hedged clip.
    const sellable = open.find((plan) => plan.hedged.gte(plan.clip));
    if (sellable) {
      const close = lookup(sellable.contract.trade_index, sellable.period.name, lastPublished) as number;
      order(sellable, {
        order_date: new Date(now.getTime() - random.int(5, 120) * 60_000), volume: sellable.clip.toString(), trade_direction: 'sell', price_type: 'limit',
        limit_price: round2(close * 1.05), status: 'pending', status_reason: `Waiting for the ${executionDay} closing price`, execute_from: executionDay,
        expiry_date: sellable.deadline,
      });
    }
    // The demo buyer's conditional orders: a pending buy-stop above the market and a
    // one-cancels-other bracket around it (limit 5 % below, stop 5 % above). Fixed ids and no
    // draw from `random`, so every other seeded row stays as it was.
    if (accountId === STOP_DEMO_ACCOUNT) {
      const conditional = withRoom(4).filter((plan) => roomLeft(plan).gte(plan.clip.times(3)) && !pendingBuys.has(plan));
      const [stopPlan, bracketPlan] = [conditional[0], conditional[1] ?? conditional[0]];
      const conditionalRow = (plan: Plan, id: string, minutesAgo: number, fields: Partial<OrderRow>): OrderRow => {
        const index = plan.contract.trade_index;
        const quantity = deliveryQuantity(index, plan.period.start, plan.period.end);
        const price = (fields.limit_price ?? fields.trigger_price) as number;
        const row: OrderRow = {
          id, account_id: accountId, user_id: userId, order_date: new Date(now.getTime() - minutesAgo * 60_000), trade_index: index, period_name_abs: plan.period.name,
          volume: plan.clip.toString(), unit: UNIT_BY_INDEX[index], trade_direction: 'buy', price_type: 'market', limit_price: null, executed_price: null,
          value: tradeValue(index, quantity, plan.clip.toString(), price), status: 'pending', status_reason: `Waiting for the ${executionDay} closing price`,
          status_changed_at: new Date(now.getTime() - minutesAgo * 60_000), expiry_date: plan.deadline, execute_from: executionDay, executed_on: null,
          trigger_price: null, bracket_id: null, linked_order_id: null, linked_order_reference: null, ...fields,
        };
        rows.orders.push(row);
        return row;
      };
      if (stopPlan) {
        const close = lookup(stopPlan.contract.trade_index, stopPlan.period.name, lastPublished) as number;
        conditionalRow(stopPlan, '5eed0570-0000-4000-8000-000000051001', 40, { price_type: 'stop', trigger_price: round2(close * 1.05) });
        reserve(stopPlan, stopPlan.clip);
      }
      if (bracketPlan && roomLeft(bracketPlan).gte(bracketPlan.clip)) {
        const close = lookup(bracketPlan.contract.trade_index, bracketPlan.period.name, lastPublished) as number;
        const bracket = { bracket_id: '5eed0b4a-0000-4000-8000-000000051001' };
        const [takeProfit, stopLoss] = ['5eed0b4a-0000-4000-8000-000000051002', '5eed0b4a-0000-4000-8000-000000051003'];
        conditionalRow(bracketPlan, takeProfit, 30, { ...bracket, price_type: 'limit', limit_price: round2(close * 0.95), linked_order_id: stopLoss });
        conditionalRow(bracketPlan, stopLoss, 30, { ...bracket, price_type: 'stop', trigger_price: round2(close * 1.05), linked_order_id: takeProfit });
        // The bracket's volume counts once.
        reserve(bracketPlan, bracketPlan.clip);
      }
    }
    // Settled without a trade: rejected at execution, cancelled by the buyer, expired unfilled.
    const history = plans.filter((plan) => listedDays(plan, 60).length > 5);
    const settled: OrderStatus[] = ['rejected', 'cancelled', 'cancelled', 'expired', 'expired'];
    settled.forEach((status, i) => {
      const plan = history[(i * 3 + random.int(0, 2)) % Math.max(1, history.length)];
      if (!plan) return;
      const days = listedDays(plan, 60);
      const day = days[Math.min(days.length - 2, random.int(0, days.length - 2))] as string;
      const close = lookup(plan.contract.trade_index, plan.period.name, day) as number;
      const placed = new Date(`${day}T${String(10 + random.int(0, 4)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`);
      const expiry = days[days.indexOf(day) + 1] as string;
      if (status === 'rejected') {
        const volume = plan.forecast.minus(plan.hedged).plus(plan.clip);
        order(plan, {
          order_date: placed, volume: volume.toString(), trade_direction: 'buy', status, execute_from: day, status_changed_at: new Date(`${day}T17:00:00Z`),
          status_reason: `Rejected: buying ${volume.toString()} ${plan.contract.trade_index === 'GASNBP' ? 'therms/day' : 'MW'} would have taken ${plan.period.name} above 100 % of its forecast`,
        });
      } else if (status === 'cancelled') {
        order(plan, {
          order_date: placed, volume: plan.clip.toString(), trade_direction: 'buy', price_type: 'limit', limit_price: round2(close * 0.95), status,
          execute_from: day, status_changed_at: new Date(placed.getTime() + 35 * 60_000), status_reason: 'Cancelled by the customer',
        });
      } else {
        order(plan, {
          order_date: placed, volume: plan.clip.toString(), trade_direction: 'buy', price_type: 'limit', limit_price: round2(close * 0.9), status,
          execute_from: day, expiry_date: expiry, status_changed_at: new Date(`${expiry}T17:00:00Z`),
          status_reason: `Expired on ${expiry} without the limit price being reached`,
        });
      }
    });
  }

  for (let i = 0; i < 5; i += 1) {
    const createdDay = businessDayOnOrBefore(addDays(today, -(5 + i * 9)));
    const index = random.pick(indices);
    const contract = random.pick(tradableContracts(today).filter((c) => c.period === 'month' || c.period === 'quarter'));
    const original = lookup(index, contract.name, createdDay) ?? lookup(index, contract.name, businessDayOnOrBefore(today));
    if (original === undefined) continue;
    const direction = random.chance(0.5) ? 'rises_above' : 'falls_below';
    const target = round2(original * (direction === 'rises_above' ? 1 + random.between(0.04, 0.1) : 1 - random.between(0.04, 0.1)));
    const expired = i === 4;
    rows.alerts.push({
      id: random.uuid(),
      account_id: accountId,
      user_id: userId,
      trade_index: index,
      period_name_abs: contract.name,
      direction,
      price_type: 'closing',
      target_price: target,
      original_price: original,
      expiry_date: expired ? addDays(today, -2) : addDays(today, 20 + i * 15),
      triggered_at: i === 3 ? new Date(`${addDays(today, -3)}T17:45:00Z`) : null,
      triggered_price: i === 3 ? target : null,
      created_at: new Date(`${createdDay}T10:15:00Z`),
      updated_at: new Date(`${createdDay}T10:15:00Z`),
    });
  }
  return rows;
}
