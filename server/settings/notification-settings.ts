/**
 * Notification preferences: per event, in-app and/or email (docs/messages.md). Stored as one
 * JSON document per user in notification_settings; a user who never saved gets the defaults,
 * and a stored document missing an event (an event added later) falls back to its default.
 * The settings tag shows and saves them; sendMessage (server/messages/send-message.ts) obeys them.
 */
import type { Kysely } from 'kysely';

import type { NotificationChannels } from '../../generated/model/notificationChannels';
import type { NotificationSettings } from '../../generated/model/notificationSettings';
import type { Database } from '../db/schema';
import { storedNotificationSettings } from './queries';

/** The events a user chooses channels for (account messages always go both ways). */
export type ConfigurableEvent = 'price_alert_triggered' | 'order_executed_or_rejected' | 'market_report_published' | 'support_query_reply' | 'hedging_policy_breach';

/** Event → its field in the contract's NotificationSettings. */
export const SETTINGS_FIELD: Readonly<Record<ConfigurableEvent, keyof NotificationSettings>> = {
  price_alert_triggered: 'priceAlertTriggered',
  order_executed_or_rejected: 'orderExecutedOrRejected',
  market_report_published: 'marketReportPublished',
  support_query_reply: 'supportQueryReply',
  hedging_policy_breach: 'hedgingPolicyBreach',
};

/** Everything in the inbox; email for what needs acting on, not for the daily report. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  priceAlertTriggered: { inApp: true, email: true },
  orderExecutedOrRejected: { inApp: true, email: true },
  marketReportPublished: { inApp: true, email: false },
  supportQueryReply: { inApp: true, email: true },
  hedgingPolicyBreach: { inApp: true, email: true },
};

const isChannels = (value: unknown): value is NotificationChannels =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as NotificationChannels).inApp === 'boolean' &&
  typeof (value as NotificationChannels).email === 'boolean';

/** A stored document read defensively: each event's stored channels, else its default. */
export function settingsFromStored(stored: Record<string, unknown> | undefined): NotificationSettings {
  const settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const field of Object.values(SETTINGS_FIELD)) {
    const value = stored?.[field];
    if (isChannels(value)) settings[field] = { inApp: value.inApp, email: value.email };
  }
  return settings;
}

export const loadNotificationSettings = async (db: Kysely<Database>, userId: string): Promise<NotificationSettings> =>
  settingsFromStored(await storedNotificationSettings(db, userId));
