import { useQueryClient } from '@tanstack/react-query';

import { getGetUserProfileQueryKey, useUpdateUserProfile as useGeneratedUpdateUserProfile } from '@generated/api/user/user';

/**
 * Saving the profile, with what the cache must learn from it: the profile query holds the
 * server's answer, so every greeting that reads the profile (dashboard, header) shows the new
 * name at once, without a reload or a second request.
 */
export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useGeneratedUpdateUserProfile({
    mutation: {
      onSuccess: (response) => {
        queryClient.setQueryData(getGetUserProfileQueryKey(response.data.id), response);
      },
    },
  });
}
