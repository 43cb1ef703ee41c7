/**
 * Fires the price alerts a day's closing prices cross, inside the publication's transaction
 * (server/closing-prices/publish-closing-prices.ts): each alert still watching the day fires once — it
 * records the close, its day and the publication time — and its user gets a message in the
 * same transaction. An alert fired earlier is no longer watching, so publishing a day again
 * fires nothing. Expired alerts never fire: their expiry day is before the day published.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { sendMessage } from '../messages/send-message';
import { alertMessage, placeOrderPath } from './alert-message';
import { firesOn } from './crossing';
import { alertsWatching, markFired } from './queries';

export interface TriggerSummary {
  /** Alerts that fired on this day. */
  triggered: number;
}

export async function triggerPriceAlerts(trx: Kysely<Database>, day: string, now: Date): Promise<TriggerSummary> {
  const watching = await alertsWatching(trx, day);

  const firing = watching.filter((row) =>
    firesOn({ direction: row.direction, targetPrice: row.target_price, createdOn: row.created_on, expiryDate: row.expiry_date, triggered: false }, day, row.price),
  );
  // One guarded update per chunk of 1000 ids.
  const fired = new Set<string>();
  for (let start = 0; start < firing.length; start += 1000) {
    for (const id of await markFired(trx, firing.slice(start, start + 1000).map((row) => row.id), day, now)) fired.add(id);
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
      // The button offers the next step: an order on the product at the alert's price.
      link: placeOrderPath(firedAlert),
      now,
    });
  }
  return { triggered: fired.size };
}
