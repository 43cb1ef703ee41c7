import { useQueryClient } from '@tanstack/react-query';

import { getListOrderApprovalsQueryKey, useDecideOrderApproval as useGeneratedDecideOrderApproval } from '@generated/api/approvals/approvals';

/**
 * Approving or rejecting an order: afterwards the approvals list and every orders query (lists,
 * the order's page, the dashboard widget) show its new status.
 */
export function useDecideOrderApproval() {
  const queryClient = useQueryClient();
  return useGeneratedDecideOrderApproval({
    mutation: {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getListOrderApprovalsQueryKey() });
        void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0] ?? '').startsWith('/orders') });
      },
    },
  });
}
