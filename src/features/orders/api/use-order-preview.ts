import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { previewOrder } from '@generated/api/what-if/what-if';
import type { CreateOrderRequest } from '@generated/model/createOrderRequest';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long the order must stay the same before it is previewed (docs/trading.md, "What-if"). */
export const PREVIEW_DEBOUNCE_MS = 300;

/**
 * The server's what-if of an order (previewOrder: the very checks and figures createOrder runs,
 * nothing written), once the order has stopped changing for PREVIEW_DEBOUNCE_MS. A read: it is
 * cached per order content, never retried on a 4xx, and keeps the last answer while the next
 * one loads.
 */
export function useOrderPreview(request: CreateOrderRequest | null) {
  const debounced = useDebouncedValue(request, PREVIEW_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['previewOrder', debounced],
    queryFn: ({ signal }) => previewOrder(debounced as CreateOrderRequest, undefined, signal),
    enabled: debounced !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
