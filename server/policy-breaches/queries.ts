/**
 * Every statement of the breach messages (docs/messages.md, "Breach messages"): the accounts and
 * indices a policy may be adopted for, what the publication has seen below a floor
 * (hedging_breach_watch) and which breaches it has told (hedging_breach_messages, migration 087).
 */
import type { Kysely } from 'kysely';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { BreachKind, BelowFloorWatch } from '../../domain/policy-breaches';
import type { Database } from '../db/schema';

export interface PolicyScope {
  accountId: string;
  accountName: string;
  tradeIndex: TradeIndex;
}

/**
 * Flexible trading accounts' indices with a contract period not yet over on `fromDay` (the first
 * day of today's month) whose hedging policy is adopted: the scopes breach messages are for. One query.
 */
export async function contractedScopes(db: Kysely<Database>, fromDay: string): Promise<PolicyScope[]> {
  const rows = await db
    .selectFrom('trading_contracts as tc')
    .innerJoin('accounts as a', 'a.id', 'tc.account_id')
    // Only adopted policies send breach messages: the rest are never evaluated (cheap at ×100).
    .innerJoin('hedging_policies as hp', (join) => join.onRef('hp.account_id', '=', 'tc.account_id').onRef('hp.trade_index', '=', 'tc.trade_index'))
    .where('hp.adopted_at', 'is not', null)
    .select(['tc.account_id', 'tc.trade_index', 'a.name'])
    .distinct()
    .where('a.is_flexible', '=', true)
    .where('a.purchasing_group_id', 'is not', null)
    .where('tc.delivery_end', '>=', fromDay)
    .orderBy('tc.account_id')
    .orderBy('tc.trade_index')
    .execute();
  return rows.map((row) => ({ accountId: row.account_id, accountName: row.name, tradeIndex: row.trade_index }));
}

/** What was seen below a floor, per delivery month, for one account's index. */
export async function watchOf(db: Kysely<Database>, accountId: string, tradeIndex: TradeIndex): Promise<Map<string, BelowFloorWatch>> {
  const rows = await db
    .selectFrom('hedging_breach_watch')
    .select(['delivery_month', 'floor_percent', 'below_since', 'last_seen'])
    .where('account_id', '=', accountId)
    .where('trade_index', '=', tradeIndex)
    .execute();
  return new Map(rows.map((row) => [row.delivery_month, { floorPercent: Number(row.floor_percent), belowSince: row.below_since, lastSeen: row.last_seen }]));
}

/** Records the months below their floor now and forgets the others of this account's index. */
export async function saveWatch(db: Kysely<Database>, accountId: string, tradeIndex: TradeIndex, below: ReadonlyMap<string, BelowFloorWatch>): Promise<void> {
  const months = [...below.keys()];
  let forget = db.deleteFrom('hedging_breach_watch').where('account_id', '=', accountId).where('trade_index', '=', tradeIndex);
  if (months.length > 0) forget = forget.where('delivery_month', 'not in', months);
  await forget.execute();
  if (months.length === 0) return;
  await db
    .insertInto('hedging_breach_watch')
    .values(
      [...below].map(([month, watch]) => ({
        account_id: accountId,
        trade_index: tradeIndex,
        delivery_month: month,
        floor_percent: watch.floorPercent,
        below_since: watch.belowSince,
        last_seen: watch.lastSeen,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['account_id', 'trade_index', 'delivery_month']).doUpdateSet((eb) => ({
        floor_percent: eb.ref('excluded.floor_percent'),
        below_since: eb.ref('excluded.below_since'),
        last_seen: eb.ref('excluded.last_seen'),
      })),
    )
    .execute();
}

export interface BreachRecord {
  accountId: string;
  tradeIndex: TradeIndex;
  month: string;
  floorPercent: number;
  kind: BreachKind;
  businessDay: string;
  hedgedPercent: number;
  recipients: number;
  sentAt: Date;
}

/**
 * Claims the breach for telling: true when this call recorded it, false when it was told before
 * (same account, index, month, floor and kind) — the one guard against telling a step twice.
 */
export async function claimBreach(db: Kysely<Database>, record: BreachRecord): Promise<boolean> {
  const inserted = await db
    .insertInto('hedging_breach_messages')
    .values({
      account_id: record.accountId,
      trade_index: record.tradeIndex,
      delivery_month: record.month,
      floor_percent: record.floorPercent,
      kind: record.kind,
      business_day: record.businessDay,
      hedged_percent: record.hedgedPercent,
      recipients: record.recipients,
      sent_at: record.sentAt,
    })
    .onConflict((oc) => oc.columns(['account_id', 'trade_index', 'delivery_month', 'floor_percent', 'kind']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return inserted !== undefined;
}
