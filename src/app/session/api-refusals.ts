import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { isViewAsSessionEnded } from '@/machines/view-as-machine';

/** The start of the API's 403 when the account is no longer approved (server/auth/guard.ts, accessProblem). */
const ACCOUNT_NOT_APPROVED_PREFIX = 'Your account is not approved';

/** The profile query of any user (generated key `/user/{id}/profile`). */
const isProfileQuery = (queryKey: readonly unknown[]) => typeof queryKey[0] === 'string' && /^\/user\/[^/]+\/profile$/.test(queryKey[0]);

export type ApiRefusal = 'viewAsSessionEnded' | 'accountNotApproved';

/** What a failed call tells the session about itself, if anything. */
export function apiRefusalOf(error: unknown): ApiRefusal | null {
  if (apiErrorStatus(error) !== 403) return null;
  const message = apiErrorMessage(error);
  if (isViewAsSessionEnded(message)) return 'viewAsSessionEnded';
  if (message?.startsWith(ACCOUNT_NOT_APPROVED_PREFIX)) return 'accountNotApproved';
  return null;
}

/**
 * Watches every query and mutation of the cache for the two refusals that change the session
 * (docs/account-statuses.md, "Status changes take effect at once"):
 * - the view-as session ended on the server → leave view-as (`onViewAsSessionEnded`);
 * - the account is no longer approved (revoked, say) → refetch the profile, so the account-status
 *   machine shows its card ('Account Revoked') without a new login.
 */
export function useApiRefusals(queryClient: QueryClient, onViewAsSessionEnded: () => void): void {
  useEffect(() => {
    const handle = (error: unknown) => {
      const refusal = apiRefusalOf(error);
      if (refusal === 'viewAsSessionEnded') onViewAsSessionEnded();
      if (refusal === 'accountNotApproved') void queryClient.invalidateQueries({ predicate: (query) => isProfileQuery(query.queryKey) });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, onViewAsSessionEnded]);
}
