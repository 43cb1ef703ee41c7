import { useQueryClient } from '@tanstack/react-query';

import { getGetTermsStatusQueryKey, useAcceptTerms as useGeneratedAcceptTerms } from '@generated/api/terms/terms';

/**
 * Accepting the terms, with what the cache must learn from it: the terms-status
 * query now holds the date the server recorded, so nothing asks for it again.
 * The cache is updated before the caller's `mutateAsync` resolves.
 */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useGeneratedAcceptTerms({
    mutation: {
      onSuccess: ({ data }) => {
        queryClient.setQueryData(getGetTermsStatusQueryKey(), { data });
      },
    },
  });
}
