/**
 * Fires the price alerts a day's closing prices cross, inside the publication's transaction
 * (server/closing-prices/publish-closing-prices.ts): each alert still watching the day fires once — it
 * records the close, its day and the publication time — and its user gets a message in the
 * same transaction. An alert fired earlier is no longer watching, so publishing a day again
 * fires nothing. Expired alerts never fire: their expiry day is before the day published.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { Database } from '../db/schema';
import { sendMessage } from '../messages/send-message';
import { alertMessage, alertPagePath } from './alert-message';
import { firesOn } from './crossing';

export interface TriggerSummary {
  /** Alerts that fired on this day. */
  triggered: number;
}

export async function triggerPriceAlerts(trx: Kysely<Database>, day: string, now: Date): Promise<TriggerSummary> {
  // Alerts still watching the day, with the day's close of their product (the partial index
  // price_alerts_watching_idx holds exactly the untriggered ones).
  const watching = await trx
    .selectFrom('price_alerts as a')
    .innerJoin('closing_prices as cp', (join) =>
      join.onRef('cp.trade_index', '=', 'a.trade_index').onRef('cp.period_name_abs', '=', 'a.period_name_abs').on('cp.price_date', '=', day),
    )
    .select([
      'a.id',
      'a.account_id',
      'a.user_id',
      'a.trade_index',
      'a.period_name_abs',
      'a.direction',
      'a.target_price',
      'a.expiry_date',
      'cp.price',
      sql<string>`to_char(a.created_at at time zone 'Europe/London', 'YYYY-MM-DD')`.as('created_on'),
    ])
    .where('a.triggered_at', 'is', null)
    .where('a.expiry_date', '>=', day)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();

  const firing = watching.filter((row) =>
    firesOn({ direction: row.direction, targetPrice: row.target_price, createdOn: row.created_on, expiryDate: row.expiry_date, triggered: false }, day, row.price),
  );
  // One guarded update per chunk: "not fired yet" makes a concurrent run of the same day fire each alert once.
  const fired = new Set<string>();
  for (let start = 0; start < firing.length; start += 1000) {
    const ids = firing.slice(start, start + 1000).map((row) => row.id);
    const rows = await trx
      .updateTable('price_alerts as a')
      .from('closing_prices as cp')
      .set((eb) => ({ triggered_at: now, triggered_price: eb.ref('cp.price'), triggered_price_date: day, updated_at: now }))
      .whereRef('cp.trade_index', '=', 'a.trade_index')
      .whereRef('cp.period_name_abs', '=', 'a.period_name_abs')
      .where('cp.price_date', '=', day)
      .where('a.id', 'in', ids)
      .where('a.triggered_at', 'is', null)
      .returning('a.id')
      .execute();
    for (const row of rows) fired.add(row.id);
  }
  for (const row of firing) {
    if (!fired.has(row.id)) continue;
    const firedAlert = {
      id: row.id,
      accountId: row.account_id,
      tradeIndex: row.trade_index,
      deliveryPeriod: row.period_name_abs,
      direction: row.direction,
      targetPrice: row.target_price,
    };
    const { subject, body } = alertMessage(firedAlert, row.price, day);
    await sendMessage(trx, {
      userId: row.user_id,
      subject,
      body,
      category: 'price_alert',
      event: 'price_alert_triggered',
      link: alertPagePath(firedAlert),
      now,
    });
  }
  return { triggered: fired.size };
}
