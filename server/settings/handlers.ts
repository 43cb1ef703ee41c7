/** Tag `settings`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { ChangePasswordRequest } from '../../generated/model/changePasswordRequest';
import type { NotificationSettings } from '../../generated/model/notificationSettings';
import type { NotificationSettingsResponse } from '../../generated/model/notificationSettingsResponse';
import type { PasswordChangeResponse } from '../../generated/model/passwordChangeResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const getNotificationSettings: Handler<object, NotificationSettingsResponse> = async (request) => ({
  data: await service.getNotificationSettings(serviceContext(request)),
});

const updateNotificationSettings: Handler<{ Body: NotificationSettings }, NotificationSettingsResponse> = async (request) => ({
  data: await service.updateNotificationSettings(serviceContext(request), request.body),
});

const changePassword: Handler<{ Body?: ChangePasswordRequest }, PasswordChangeResponse> = async (request) => ({
  data: await service.changePassword(serviceContext(request), request.body, request.log),
});

export const settingsHandlers = { getNotificationSettings, updateNotificationSettings, changePassword };
