import { useQueryClient } from '@tanstack/react-query';

import { getListContractChangesQueryKey, getListContractPeriodsQueryKey, useReforecastContractPeriod } from '@generated/api/contract/contract';
import { getListTradableProductsQueryKey } from '@generated/api/orders/orders';
import { getGetPositionOverviewQueryKey } from '@generated/api/position/position';

/**
 * The desk's reforecast with what the cache must learn from it: the contract's periods and
 * dated changes, the position (overview and dashboard widget) with the new forecast and budget,
 * and the new-order form's products (their forecast and minimum clip), all at once.
 */
export function useReforecast() {
  const queryClient = useQueryClient();
  return useReforecastContractPeriod({
    mutation: {
      onSuccess: () => {
        for (const queryKey of [getListContractPeriodsQueryKey(), getListContractChangesQueryKey(), getGetPositionOverviewQueryKey(), getListTradableProductsQueryKey()]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      },
    },
  });
}
