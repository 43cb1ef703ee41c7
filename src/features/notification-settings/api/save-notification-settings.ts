import { useQueryClient } from '@tanstack/react-query';

import { getGetNotificationSettingsQueryKey, useUpdateNotificationSettings } from '@generated/api/settings/settings';

/** Saving the preferences; the cached preferences become what the server saved. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useUpdateNotificationSettings({
    mutation: { onSuccess: (saved) => queryClient.setQueryData(getGetNotificationSettingsQueryKey(), saved) },
  });
}
