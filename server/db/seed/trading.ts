/** Orders in every status, the transactions of executed ones, demand forecasts and price alerts. */
import type { OrderStatus } from '../../../generated/model/orderStatus';
import type { TradeIndex } from '../../../generated/model/tradeIndex';
import { addDays, isBusinessDay } from '../../lib/business-days';
import { tradableContracts, type ClosingPriceRow, type Contract } from './closing-prices';
import { type Random, round2 } from './random';

export const UNIT_BY_INDEX: Record<TradeIndex, string> = { POWERUKBASECAL: 'MW', POWERUKPEAKCAL: 'MW', GASNBP: 'therms/day' };
const HOURS: Record<Contract['period'], number> = { day: 24, month: 730, quarter: 2190, season: 4380 };
const PEAK_SHARE = 12 / 24 * 5 / 7;

/** Estimated £ value: MW × hours × £/MWh for power; therms/day × days × p/therm ÷ 100 for gas. */
export function estimatedValue(index: TradeIndex, period: Contract['period'], volume: number, price: number): number {
  const hours = HOURS[period];
  if (index === 'GASNBP') return round2((volume * (hours / 24) * price) / 100);
  return round2(volume * hours * (index === 'POWERUKPEAKCAL' ? PEAK_SHARE : 1) * price);
}

export type PriceLookup = (index: TradeIndex, name: string, date: string) => number | undefined;

export function priceLookup(rows: ClosingPriceRow[]): PriceLookup {
  const map = new Map<string, number>();
  for (const row of rows) map.set(`${row.trade_index}|${row.period_name_abs}|${row.price_date}`, row.price);
  return (index, name, date) => map.get(`${index}|${name}|${date}`);
}

const lastBusinessDayOnOrBefore = (date: string) => {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
};

export interface TradingRows {
  orders: {
    id: string; account_id: string; user_id: string; order_date: Date; trade_index: TradeIndex; period_name_abs: string;
    volume: number; unit: string; trade_direction: 'buy' | 'sell'; price_type: 'market' | 'limit'; limit_price: number | null;
    executed_price: number | null; value: number; status: OrderStatus; status_reason: string | null; status_changed_at: Date;
  }[];
  transactions: {
    id: string; account_id: string; order_id: string; trade_date: Date; trade_index: TradeIndex; period_name_abs: string;
    volume: number; unit: string; trade_direction: 'buy' | 'sell'; price: number; value: number;
  }[];
  forecasts: { account_id: string; trade_index: TradeIndex; period_name_abs: string; volume: number; unit: string }[];
  alerts: {
    id: string; account_id: string; user_id: string; trade_index: TradeIndex; period_name_abs: string;
    direction: 'rises_above' | 'falls_below'; price_type: string; target_price: number; original_price: number;
    expiry_date: string; triggered_at: Date | null; triggered_price: number | null; created_at: Date; updated_at: Date;
  }[];
}

const STATUSES: OrderStatus[] = ['executed', 'executed', 'executed', 'executed', 'executed', 'executed', 'rejected', 'cancelled', 'cancelled'];

export function tradingFor(
  accountId: string,
  userId: string,
  indices: TradeIndex[],
  lookup: PriceLookup,
  random: Random,
  today: string,
  orderCount = 30,
): TradingRows {
  const rows: TradingRows = { orders: [], transactions: [], forecasts: [], alerts: [] };
  for (let i = 0; i < orderCount; i += 1) {
    // The newest few are still pending; older ones are settled.
    const daysAgo = i < 3 ? i * 2 : 6 + Math.floor((i * 360) / orderCount) + random.int(0, 5);
    const date = lastBusinessDayOnOrBefore(addDays(today, -daysAgo));
    const index = random.pick(indices);
    const contract = random.pick(tradableContracts(date).filter((c) => c.period !== 'day'));
    const closing = lookup(index, contract.name, date);
    if (closing === undefined) continue;
    const volume = index === 'GASNBP' ? random.int(2, 40) * 500 : random.int(1, 10) * 0.5;
    const priceType = random.chance(0.3) ? 'limit' : 'market';
    const price = round2(closing * (1 + random.normal() * 0.004));
    const status: OrderStatus = i < 3 ? 'pending' : random.pick(STATUSES);
    const direction = random.chance(0.85) ? 'buy' : 'sell';
    const orderDate = new Date(`${date}T${String(9 + random.int(0, 7)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`);
    const order = {
      id: random.uuid(),
      account_id: accountId,
      user_id: userId,
      order_date: orderDate,
      trade_index: index,
      period_name_abs: contract.name,
      volume,
      unit: UNIT_BY_INDEX[index],
      trade_direction: direction,
      price_type: priceType,
      limit_price: priceType === 'limit' ? round2(price * (direction === 'buy' ? 0.99 : 1.01)) : null,
      executed_price: status === 'executed' ? price : null,
      value: estimatedValue(index, contract.period, volume, price),
      status,
      status_reason: status === 'rejected' ? 'Limit price not reached before the market closed' : status === 'cancelled' ? 'Cancelled by the customer' : null,
      status_changed_at: new Date(orderDate.getTime() + (status === 'pending' ? 0 : 40 * 60_000)),
    } satisfies TradingRows['orders'][number];
    rows.orders.push(order);
    if (status === 'executed') {
      rows.transactions.push({
        id: random.uuid(),
        account_id: accountId,
        order_id: order.id,
        trade_date: order.status_changed_at,
        trade_index: index,
        period_name_abs: contract.name,
        volume,
        unit: order.unit,
        trade_direction: direction,
        price,
        value: order.value,
      });
    }
  }
  const forward = tradableContracts(today).filter((c) => c.period === 'quarter' || c.period === 'season');
  for (const index of indices) {
    for (const contract of forward) {
      const volume = index === 'GASNBP' ? random.int(10, 60) * 500 : random.int(6, 30) * 0.5;
      rows.forecasts.push({ account_id: accountId, trade_index: index, period_name_abs: contract.name, volume, unit: UNIT_BY_INDEX[index] });
    }
  }
  for (let i = 0; i < 5; i += 1) {
    const createdDay = lastBusinessDayOnOrBefore(addDays(today, -(5 + i * 9)));
    const index = random.pick(indices);
    const contract = random.pick(tradableContracts(today).filter((c) => c.period === 'month' || c.period === 'quarter'));
    const original = lookup(index, contract.name, createdDay) ?? lookup(index, contract.name, lastBusinessDayOnOrBefore(today));
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
