import { useQueryClient, type QueryClient } from '@tanstack/react-query';

import { useMarkAllMessagesRead as useGeneratedMarkAll, useMarkMessageRead as useGeneratedMarkOne } from '@generated/api/messages/messages';

/**
 * Every messages query (the inbox pages, one message, the unread count and the notifications
 * panel's unread list) has a key starting with '/messages': a change to what is read refreshes
 * them all, so the badge and the panel follow without a reload.
 */
export function invalidateMessages(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/messages') });
}

/** Marks one message read (the inbox does it when the user opens the message). */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useGeneratedMarkOne({ mutation: { onSuccess: () => invalidateMessages(queryClient) } });
}

export function useMarkAllMessagesRead() {
  const queryClient = useQueryClient();
  return useGeneratedMarkAll({ mutation: { onSuccess: () => invalidateMessages(queryClient) } });
}
