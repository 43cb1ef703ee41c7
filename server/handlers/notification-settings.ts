/**
 * Tag `settings`, notification preferences: per event, in-app and/or email (docs/messages.md).
 * The contract checks the shape (every event, both channels, nothing else); view-as writes are
 * refused by the guard before this runs.
 */
import type { NotificationSettings } from '../../generated/model/notificationSettings';
import type { NotificationSettingsResponse } from '../../generated/model/notificationSettingsResponse';
import { loadNotificationSettings, saveNotificationSettings } from '../messages/notification-settings';
import type { Handler } from '../handler';

const getNotificationSettings: Handler<object, NotificationSettingsResponse> = async (request) => ({
  data: await loadNotificationSettings(request.server.db, request.caller.user.user.id),
});

const updateNotificationSettings: Handler<{ Body: NotificationSettings }, NotificationSettingsResponse> = async (request) => {
  const userId = request.caller.user.user.id;
  await saveNotificationSettings(request.server.db, userId, request.body);
  return { data: await loadNotificationSettings(request.server.db, userId) };
};

export const notificationSettingsHandlers = { getNotificationSettings, updateNotificationSettings };
