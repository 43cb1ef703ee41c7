import { useQueryClient } from '@tanstack/react-query';

import { useConfirmTrade as useGeneratedConfirmTrade, useDisputeTrade as useGeneratedDisputeTrade } from '@generated/api/transactions/transactions';

/** Every transactions list (any filter or page) shows the answer afterwards. */
const transactionLists = (key: readonly unknown[]) => String(key[0] ?? '').startsWith('/transactions');

/** Confirming a trade's confirmation (docs/trading.md, "Confirmations"). */
export function useConfirmTrade() {
  const queryClient = useQueryClient();
  return useGeneratedConfirmTrade({ mutation: { onSuccess: () => void queryClient.invalidateQueries({ predicate: (query) => transactionLists(query.queryKey) }) } });
}

/** Disputing a trade's confirmation with a reason: it also opens a support query, so those lists change too. */
export function useDisputeTrade() {
  const queryClient = useQueryClient();
  return useGeneratedDisputeTrade({
    mutation: {
      onSuccess: () => void queryClient.invalidateQueries({ predicate: (query) => transactionLists(query.queryKey) || String(query.queryKey[0] ?? '').startsWith('/support') }),
    },
  });
}
