import { useQueryClient } from '@tanstack/react-query';

import {
  getGetPriceAlertQueryKey,
  getListPriceAlertsQueryKey,
  useCreatePriceAlert as useGeneratedCreatePriceAlert,
  useDeletePriceAlert as useGeneratedDeletePriceAlert,
  useUpdatePriceAlert as useGeneratedUpdatePriceAlert,
} from '@generated/api/price-alerts/price-alerts';

/**
 * Writing alerts, with what the cache must learn: every alert list is stale after a change
 * (any filter may hold the alert), and an edited alert's own query holds the server's answer.
 */
function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getListPriceAlertsQueryKey() });
}

export function useCreatePriceAlert() {
  const invalidate = useInvalidateLists();
  return useGeneratedCreatePriceAlert({ mutation: { onSuccess: () => invalidate() } });
}

export function useUpdatePriceAlert() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLists();
  return useGeneratedUpdatePriceAlert({
    mutation: {
      onSuccess: ({ data }) => {
        queryClient.setQueryData(getGetPriceAlertQueryKey(data.id), { data });
        return invalidate();
      },
    },
  });
}

export function useDeletePriceAlert() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLists();
  return useGeneratedDeletePriceAlert({
    mutation: {
      onSuccess: (_result, { priceAlertId }) => {
        queryClient.removeQueries({ queryKey: getGetPriceAlertQueryKey(priceAlertId) });
        return invalidate();
      },
    },
  });
}
