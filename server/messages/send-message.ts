/**
 * The one way the server tells a user something: every feature that writes to a user's
 * inbox (order execution, price alerts, support replies, approvals, portfolio reports, hedging-policy
 * breaches)
 * calls sendMessage inside its own database transaction, so the message exists exactly
 * when the change that caused it does. Here, and only here, the user's notification
 * settings decide whether the event goes to the inbox, by email, or both; account messages
 * always go both ways (docs/messages.md).
 *
 * An email is not sent here: a row in mail_outbox is written in the same transaction and the
 * mail worker (server/mail/mail-worker.ts) delivers it after the commit, retrying a failing
 * mail server, so the in-app message never depends on email.
 */
import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { MessageCategory } from '../../generated/model/messageCategory';
import type { Database } from '../db/schema';
import { queueMail } from '../mail/queries';
import { loadNotificationSettings, SETTINGS_FIELD } from '../settings/notification-settings';
import { emailOf, insertMessage } from './queries';

/** What happened, as the notification settings name it. */
export type NotificationEvent =
  | 'price_alert_triggered'
  | 'order_executed_or_rejected'
  | 'market_report_published'
  | 'support_query_reply'
  | 'hedging_policy_breach'
  | 'account';

export interface OutgoingMessage {
  userId: string;
  subject: string;
  /** Plain text; the inbox shows it as text. */
  body: string;
  category: MessageCategory;
  event: NotificationEvent;
  /** A portal path the message (and its email) links back to, e.g. /app/market-lens/orders?orderId=… */
  link?: string;
  /** Business now (server/lib/clock.ts): the message's date in the inbox. */
  now: Date;
}

/** Where one event goes for one user. */
export async function channelsFor(trx: Kysely<Database>, userId: string, event: NotificationEvent): Promise<{ inApp: boolean; email: boolean }> {
  if (event === 'account') return { inApp: true, email: true };
  const settings = await loadNotificationSettings(trx, userId);
  return settings[SETTINGS_FIELD[event]];
}

/**
 * Writes the message (when the user wants it in-app) and queues its email (when the user wants
 * that and has an address) in the caller's transaction. Returns the notification's id: the
 * inbox message's id when it went in-app; the queued email refers to the same id.
 */
export async function sendMessage(trx: Kysely<Database>, message: OutgoingMessage): Promise<string> {
  const id = randomUUID();
  const channels = await channelsFor(trx, message.userId, message.event);
  if (channels.inApp) {
    await insertMessage(trx, {
      id,
      user_id: message.userId,
      subject: message.subject,
      body: message.body,
      category: message.category,
      link: message.link ?? null,
      created_date: message.now,
    });
  }
  if (channels.email) {
    const email = await emailOf(trx, message.userId);
    if (email) {
      await queueMail(trx, {
        id: randomUUID(),
        user_id: message.userId,
        message_id: channels.inApp ? id : null,
        to_address: email,
        subject: message.subject,
        body: message.body,
        link: message.link ?? null,
        created_at: message.now,
      });
    }
  }
  return id;
}
