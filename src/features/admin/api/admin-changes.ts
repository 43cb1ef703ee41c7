import { useQueryClient } from '@tanstack/react-query';

import {
  getListAdminUsersQueryKey,
  getListAuditActivityQueryKey,
  getListAuditLogQueryKey,
  getListSupportQueueQueryKey,
  getListUserPermissionsAdminQueryKey,
  useAssignSupportQuery as useGeneratedAssignSupportQuery,
  useSetUserAccountPermissions as useGeneratedSetUserAccountPermissions,
  useUpdateUserRole as useGeneratedUpdateUserRole,
  useUpdateUserStatus as useGeneratedUpdateUserStatus,
} from '@generated/api/admin/admin';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';

/**
 * The admin changes with what the cache must learn from them: the user list shows the new
 * status or role, the permissions editor the saved permissions, and the audit log its new entry.
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: getListAdminUsersQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListAuditLogQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListAuditActivityQueryKey() });
  };
}

export function useUpdateUserStatus() {
  const refresh = useRefreshAfterChange();
  return useGeneratedUpdateUserStatus({ mutation: { onSuccess: refresh } });
}

export function useUpdateUserRole() {
  const refresh = useRefreshAfterChange();
  return useGeneratedUpdateUserRole({ mutation: { onSuccess: refresh } });
}

export function useSetUserAccountPermissions() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useGeneratedSetUserAccountPermissions({
    mutation: {
      onSuccess: (response, { userId, accountId }) => {
        queryClient.setQueryData(getListUserPermissionsAdminQueryKey(userId, accountId), response);
        refresh();
      },
    },
  });
}

/** Assigning a query: the queue shows the assignee, the audit log its new entry. */
export function useAssignSupportQuery() {
  const queryClient = useQueryClient();
  return useGeneratedAssignSupportQuery({
    mutation: {
      onSuccess: ({ data }) => {
        toast.success(`“${data.subject}” is assigned to ${data.assignee?.name ?? 'nobody'}.`);
        void queryClient.invalidateQueries({ queryKey: getListSupportQueueQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getListAuditActivityQueryKey() });
      },
      onError: (error) => toast.error(apiErrorMessage(error) ?? 'The query could not be assigned.'),
    },
  });
}
