import { delay } from 'msw';

import { getGetNotificationSettingsMockHandler, getUpdateNotificationSettingsMockHandler } from '@generated/api/settings/settings.msw';
import type { NotificationSettings } from '@generated/model/notificationSettings';
import type { UserProfile } from '@generated/model/userProfile';

import { failWith, never } from '../kit/api-responses';
import { demoProfile } from '../kit/portal-session-fixtures';

export const savedSettings: NotificationSettings = {
  priceAlertTriggered: { inApp: true, email: true },
  orderExecutedOrRejected: { inApp: true, email: true },
  marketReportPublished: { inApp: true, email: false },
  supportQueryReply: { inApp: true, email: true },
  hedgingPolicyBreach: { inApp: true, email: true },
};

const echo = async ({ request }: { request: Request }) => {
  await delay(100);
  return { data: (await request.json()) as NotificationSettings };
};

export const settingsHandlers = {
  loaded: [getGetNotificationSettingsMockHandler({ data: savedSettings }), getUpdateNotificationSettingsMockHandler(echo)],
  loading: [getGetNotificationSettingsMockHandler(never)],
  error: [getGetNotificationSettingsMockHandler(failWith(500))],
  saving: [getGetNotificationSettingsMockHandler({ data: savedSettings }), getUpdateNotificationSettingsMockHandler(never)],
  saveFails: [getGetNotificationSettingsMockHandler({ data: savedSettings }), getUpdateNotificationSettingsMockHandler(failWith(500, 'The settings service is unavailable'))],
};

/** The profile after a save, as the server answers (the mobile in E.164). */
export const savedProfile = (changes: Partial<UserProfile>): { data: UserProfile } => ({ data: { ...demoProfile, ...changes } });
