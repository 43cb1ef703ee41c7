/**
 * Price alerts of a flexible account in every status, on products of its contract: two
 * watching (one above and one below the latest close, so a few publications may fire them),
 * one that fired on an earlier close and one that expired unfired. They
 * belong to the account's first approved user; SEED_SCALE multiplies them with the accounts.
 */
import type { Insertable } from 'kysely';

import type { TradeIndex } from '../../../generated/model/tradeIndex';
import { addDays, previousBusinessDay } from '../../../domain/business-days';
import type { Database } from '../schema';
import { Random, round2 } from '../../lib/random';
import type { PriceLookup, TradingRows } from './trading';

export function priceAlertsFor(
  accountId: string,
  userId: string,
  contracts: TradingRows['contracts'],
  lookup: PriceLookup,
  today: string,
  latestDay: string,
): Insertable<Database['price_alerts']>[] {
  // Its own generator, so the rest of the seed draws what it drew before alerts existed.
  const random = new Random(Number(accountId.replace(/\D/g, '').slice(-9)) || 1);
  const result: Insertable<Database['price_alerts']>[] = [];
  const watchable = contracts.filter((c) => addDays(today, 20) < c.delivery_start && lookup(c.trade_index, c.period_name_abs, latestDay) !== undefined);
  if (watchable.length === 0) return result;
  const pick = () => random.pick(watchable);
  const earlier = (days: number) => {
    let day = latestDay;
    for (let i = 0; i < days; i += 1) day = previousBusinessDay(day);
    return day;
  };
  const add = (contract: (typeof watchable)[number], fields: { direction: 'rises_above' | 'falls_below'; target: number; original: number; created: string; expiry: string; fired?: { price: number; day: string } }) => {
    const id = random.uuid();
    const created = new Date(`${fields.created}T09:30:00Z`);
    const index: TradeIndex = contract.trade_index;
    result.push({
      id,
      account_id: accountId,
      user_id: userId,
      trade_index: index,
      period_name_abs: contract.period_name_abs,
      direction: fields.direction,
      target_price: fields.target,
      original_price: fields.original,
      expiry_date: fields.expiry,
      triggered_at: fields.fired ? new Date(`${fields.fired.day}T17:05:00Z`) : null,
      triggered_price: fields.fired?.price ?? null,
      triggered_price_date: fields.fired?.day ?? null,
      created_at: created,
      updated_at: created,
    });
  };

  for (const direction of ['rises_above', 'falls_below'] as const) {
    const contract = pick();
    const close = lookup(contract.trade_index, contract.period_name_abs, latestDay) as number;
    const step = random.between(0.03, 0.08);
    add(contract, {
      direction,
      target: round2(close * (direction === 'rises_above' ? 1 + step : 1 - step)),
      original: close,
      created: earlier(3),
      expiry: addDays(today, 15),
    });
  }
  // Fired: the close of some days ago reached a target set just beside the close before it.
  const firedContract = pick();
  const firedDay = earlier(4);
  const before = lookup(firedContract.trade_index, firedContract.period_name_abs, earlier(5));
  const firedClose = lookup(firedContract.trade_index, firedContract.period_name_abs, firedDay);
  if (before !== undefined && firedClose !== undefined) {
    const direction = firedClose >= before ? 'rises_above' : 'falls_below';
    add(firedContract, { direction, target: round2((before + firedClose) / 2), original: before, created: earlier(6), expiry: addDays(today, 10), fired: { price: firedClose, day: firedDay } });
  }
  // Expired: a target never reached, its expiry two days ago.
  const expiredContract = pick();
  const original = lookup(expiredContract.trade_index, expiredContract.period_name_abs, earlier(12)) ?? (lookup(expiredContract.trade_index, expiredContract.period_name_abs, latestDay) as number);
  add(expiredContract, { direction: 'rises_above', target: round2(original * 1.5), original, created: earlier(12), expiry: addDays(today, -2) });
  return result;
}
