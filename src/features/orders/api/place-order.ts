import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

import { createOrder, getListOrdersQueryKey, getListTradableProductsQueryKey } from '@generated/api/orders/orders';
import type { CreateOrderRequest } from '@generated/model/createOrderRequest';
import type { OrderResponse } from '@generated/model/orderResponse';

/**
 * Places an order with an Idempotency-Key (docs/trading.md): one key per confirmed order
 * content, kept for as long as the page lives, so a retry after a network error sends the
 * same key and the server creates exactly one order. A second click while the first request
 * is under way gets that request's answer without sending another. Changing the order (back
 * to the form, another volume) makes a new key.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const keys = useRef(new Map<string, string>());
  const inFlight = useRef(new Map<string, Promise<OrderResponse>>());
  const send = (request: CreateOrderRequest): Promise<OrderResponse> => {
    const content = JSON.stringify(request);
    const key = keys.current.get(content) ?? crypto.randomUUID();
    keys.current.set(content, key);
    const running = inFlight.current.get(key);
    if (running) return running;
    const sent = createOrder(request, { headers: { 'Idempotency-Key': key } }).finally(() => inFlight.current.delete(key));
    inFlight.current.set(key, sent);
    return sent;
  };
  return useMutation({
    mutationKey: ['createOrder'],
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListOrdersQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListTradableProductsQueryKey() }),
      ]);
    },
  });
}
