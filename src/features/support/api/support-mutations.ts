import { useQueryClient } from '@tanstack/react-query';

import {
  getGetSupportQueryQueryKey,
  getListMeetingSlotsQueryKey,
  getListSupportQueriesQueryKey,
  useAddSupportQueryComment as useGeneratedAddComment,
  useCreateMeetingRequest as useGeneratedCreateMeetingRequest,
  useCreateSupportQuery as useGeneratedCreateSupportQuery,
  useUpdateSupportQuery as useGeneratedUpdateSupportQuery,
} from '@generated/api/support/support';

/**
 * The support writes with their cache effects: a new query, a comment or a stage change
 * refreshes the query and the lists; a meeting request (made or refused as taken) refreshes
 * the free slots.
 */
function useRefreshQueries() {
  const client = useQueryClient();
  return async (queryId?: string) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: getListSupportQueriesQueryKey().slice(0, 1) }),
      queryId ? client.invalidateQueries({ queryKey: getGetSupportQueryQueryKey(queryId) }) : Promise.resolve(),
    ]);
  };
}

export function useCreateSupportQuery() {
  const refresh = useRefreshQueries();
  return useGeneratedCreateSupportQuery({ mutation: { onSuccess: () => refresh() } });
}

export function useAddSupportQueryComment() {
  const refresh = useRefreshQueries();
  return useGeneratedAddComment({ mutation: { onSettled: (_data, _error, { queryId }) => refresh(queryId) } });
}

export function useUpdateSupportQuery() {
  const refresh = useRefreshQueries();
  return useGeneratedUpdateSupportQuery({ mutation: { onSuccess: (_data, { queryId }) => refresh(queryId) } });
}

export function useCreateMeetingRequest() {
  const client = useQueryClient();
  return useGeneratedCreateMeetingRequest({
    mutation: { onSettled: () => client.invalidateQueries({ queryKey: getListMeetingSlotsQueryKey().slice(0, 1) }) },
  });
}
