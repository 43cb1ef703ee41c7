import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

import { createOrder, createOrderBracket, getListOrdersQueryKey, getListTradableProductsQueryKey } from '@generated/api/orders/orders';
import type { CreateOrderBracketRequest } from '@generated/model/createOrderBracketRequest';
import type { CreateOrderRequest } from '@generated/model/createOrderRequest';
import type { OrderBracketResponse } from '@generated/model/orderBracketResponse';
import type { OrderResponse } from '@generated/model/orderResponse';

/**
 * Sends a request with an Idempotency-Key (docs/trading.md): one key per confirmed content,
 * kept for as long as the page lives, so a retry after a network error sends the same key and
 * the server creates exactly one order (or bracket). A second click while the first request is
 * under way gets that request's answer without sending another. Changing the order (back to the
 * form, another volume) makes a new key.
 */
function useIdempotentSend<Request, Response>(call: (request: Request, key: string) => Promise<Response>) {
  const keys = useRef(new Map<string, string>());
  const inFlight = useRef(new Map<string, Promise<Response>>());
  return (request: Request): Promise<Response> => {
    const content = JSON.stringify(request);
    const key = keys.current.get(content) ?? crypto.randomUUID();
    keys.current.set(content, key);
    const running = inFlight.current.get(key);
    if (running) return running;
    const sent = call(request, key).finally(() => inFlight.current.delete(key));
    inFlight.current.set(key, sent);
    return sent;
  };
}

function useRefreshOrders() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getListOrdersQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListTradableProductsQueryKey() }),
    ]);
  };
}

/** Places one order (createOrder). */
export function usePlaceOrder() {
  const send = useIdempotentSend<CreateOrderRequest, OrderResponse>((request, key) => createOrder(request, { headers: { 'Idempotency-Key': key } }));
  return useMutation({ mutationKey: ['createOrder'], mutationFn: send, onSuccess: useRefreshOrders() });
}

/** Places both legs of a one-cancels-other bracket in one call (createOrderBracket). */
export function usePlaceBracket() {
  const send = useIdempotentSend<CreateOrderBracketRequest, OrderBracketResponse>((request, key) => createOrderBracket(request, { headers: { 'Idempotency-Key': key } }));
  return useMutation({ mutationKey: ['createOrderBracket'], mutationFn: send, onSuccess: useRefreshOrders() });
}
