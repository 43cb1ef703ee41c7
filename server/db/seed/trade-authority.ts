/**
 * Trade authority of the demo (docs/trade-authority.md): at the Harbour Group the admin (Fiona
 * MacLeod) has limited the buyer procurement@ on baseload power and made finance@ an approver,
 * and one of the buyer's orders above his limits waits for approval. No PRNG is used (ids come
 * from the replica), so the rest of the seed is unchanged by it; nothing is sent to anyone.
 */
import Decimal from 'decimal.js';

import { addDays, businessDayOnOrBefore } from '../../../domain/business-days';
import { deliveryQuantity, tradeValue } from '../../../domain/energy';
import { approvalReasons, authorityOf } from '../../orders/authority-rules';
import { firstExecutionDay, minimumClipVolume } from '../../orders/rules';
import { deliveryPeriod, tradeDeadline } from '../../position/periods';
import { REPLICA_OFFSET } from './organisations';
import type { PriceLookup, TradingRows } from './trading';

const user = (hsId: number, replica: number) => `ml|${hsId + replica * REPLICA_OFFSET}`;

/** The buyer's limits on baseload power, and the approver's. */
export const BUYER_LIMITS = { may_trade: true, max_order_volume: '2', max_order_value: '100000', max_daily_value: '250000', may_approve: false };
export const APPROVER_LIMITS = { may_trade: true, max_order_volume: '20', max_order_value: '2000000', max_daily_value: null, may_approve: true };

export interface AuthorityRows {
  trade_authorities: {
    user_id: string; trade_index: 'POWERUKBASECAL'; may_trade: boolean; max_order_volume: string | null; max_order_value: string | null;
    max_daily_value: string | null; may_approve: boolean; updated_at: Date; updated_by: string;
  }[];
  orders: TradingRows['orders'];
  order_approvals: { order_id: string; reasons: string; requested_at: Date }[];
}

/**
 * The authority rows of one replica and, from the Harbour Logistics account's trading (its
 * `trading` rows, before insertion), one buy of a quarter's clip above the buyer's £ limit, placed
 * a minute before `now` and awaiting approval.
 */
export function tradeAuthorityFor(replica: number, logistics: TradingRows, lookup: PriceLookup, today: string, now: Date): AuthorityRows {
  const buyer = user(1002, replica);
  const approver = user(1013, replica);
  const admin = user(1004, replica);
  const setAt = new Date(now.getTime() - 7 * 86_400_000);
  const rows: AuthorityRows = {
    trade_authorities: [
      { user_id: buyer, trade_index: 'POWERUKBASECAL', ...BUYER_LIMITS, updated_at: setAt, updated_by: admin },
      { user_id: approver, trade_index: 'POWERUKBASECAL', ...APPROVER_LIMITS, updated_at: setAt, updated_by: admin },
    ],
    orders: [],
    order_approvals: [],
  };
  const lastPublished = businessDayOnOrBefore(today);
  const executionDay = firstExecutionDay(now, lastPublished);
  for (const contract of logistics.contracts) {
    const period = deliveryPeriod(contract.period_name_abs);
    const close = lookup(contract.trade_index, contract.period_name_abs, lastPublished);
    if (contract.trade_index !== 'POWERUKBASECAL' || !period || period.period !== 'quarter' || close === undefined) continue;
    if (tradeDeadline(contract.delivery_start, contract.deadline_business_days) <= addDays(today, 60)) continue;
    const same = (order: { trade_index: string; period_name_abs: string }) => order.trade_index === contract.trade_index && order.period_name_abs === contract.period_name_abs;
    const hedged = logistics.transactions.filter(same).reduce((sum, t) => (t.trade_direction === 'buy' ? sum.plus(t.volume) : sum.minus(t.volume)), new Decimal(0));
    const pending = logistics.orders.filter((order) => same(order) && order.status === 'pending' && order.trade_direction === 'buy').reduce((sum, order) => sum.plus(order.volume), new Decimal(0));
    const clip = minimumClipVolume(contract.forecast_volume, contract.minimum_clip_percent);
    if (new Decimal(contract.forecast_volume).minus(hedged).minus(pending).lt(clip)) continue;
    const value = tradeValue(contract.trade_index, deliveryQuantity(contract.trade_index, period.start, period.end), clip.toString(), String(close));
    const reasons = approvalReasons({
      tradeIndex: contract.trade_index,
      unit: 'MW',
      volume: clip,
      value: new Decimal(value),
      authority: authorityOf(BUYER_LIMITS),
      placedToday: new Decimal(0),
    });
    if (reasons.length === 0) continue;
    const id = `0d5e7a11-${String(4000 + (replica % 1000)).padStart(4, '0')}-4a00-8a00-000000085000`;
    const placed = new Date(now.getTime() - 60_000);
    rows.orders.push({
      id, account_id: logistics.contracts[0]?.account_id ?? '', user_id: buyer, order_date: placed, trade_index: contract.trade_index,
      period_name_abs: contract.period_name_abs, volume: clip.toString(), unit: 'MW', trade_direction: 'buy', price_type: 'market', limit_price: null,
      executed_price: null, value, status: 'awaiting_approval', status_reason: `Awaiting approval: ${reasons.map((reason) => reason.message).join('; ')}`,
      status_changed_at: placed, expiry_date: null, execute_from: executionDay, executed_on: null,
    });
    rows.order_approvals.push({ order_id: id, reasons: JSON.stringify(reasons), requested_at: placed });
    break;
  }
  return rows;
}
