import { useQueryClient } from '@tanstack/react-query';

import {
  getListAdminUsersQueryKey,
  getListAuditActivityQueryKey,
  getListAuditLogQueryKey,
  getListSupportQueueQueryKey,
  getListUserPermissionsAdminQueryKey,
  useAssignSupportQuery as useGeneratedAssignSupportQuery,
  useSetUserAccountPermissions as useGeneratedSetUserAccountPermissions,
  useUnassignSupportQuery as useGeneratedUnassignSupportQuery,
  useUpdateUserRole as useGeneratedUpdateUserRole,
  useUpdateUserStatus as useGeneratedUpdateUserStatus,
} from '@generated/api/admin/admin';
import type { SupportQueueItemResponse } from '@generated/model/supportQueueItemResponse';
import { apiErrorMessage } from '@/lib/api-error';
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

/** What the cache learns from a query (un)assigned: the queue shows the assignee, the audit log its new entry. */
function useAssignmentOptions(failure: string) {
  const queryClient = useQueryClient();
  return {
    mutation: {
      onSuccess: ({ data }: SupportQueueItemResponse) => {
        toast.success(data.assignee ? `“${data.subject}” is assigned to ${data.assignee.name}.` : `“${data.subject}” is assigned to nobody.`);
        void queryClient.invalidateQueries({ queryKey: getListSupportQueueQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getListAuditActivityQueryKey() });
      },
      onError: (error: unknown) => toast.error(apiErrorMessage(error) ?? failure),
    },
  };
}

export function useAssignSupportQuery() {
  return useGeneratedAssignSupportQuery(useAssignmentOptions('The query could not be assigned.'));
}

export function useUnassignSupportQuery() {
  return useGeneratedUnassignSupportQuery(useAssignmentOptions('The query could not be taken off its assignee.'));
}
