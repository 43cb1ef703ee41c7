import { QueryClient } from '@tanstack/react-query';
import { isTimeout } from '@/lib/api-error';

import { onSessionStateCleared } from './session/session-state';

/** Spec §9: cached query data kept 5 minutes; no refetch on window focus. */
export const CACHE_TIME_MS = 5 * 60 * 1000;

/**
 * A failed query is retried once — except one that timed out: the user would wait the
 * whole time-out again before seeing the error and its retry button.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isTimeout(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHE_TIME_MS, gcTime: CACHE_TIME_MS, refetchOnWindowFocus: false, retry: shouldRetry },
    },
  });
}

let portal: { client: QueryClient; owner: string | null } | null = null;

/**
 * The portal's one query cache. It lives as long as the page, not as long as the /app
 * layout, so leaving the portal for /switch-app ('Overview') and coming back within 5
 * minutes asks for nothing again. It belongs to the signed-in user (docs/session-state.md):
 * a different user gets a fresh cache, and logout clears it; entering or leaving view-as
 * clears it too (src/machines/view-as-machine.ts).
 */
export function portalQueryClient(owner: string | null): QueryClient {
  if (portal?.owner === owner) return portal.client;
  portal?.client.clear();
  portal = { client: createQueryClient(), owner };
  return portal.client;
}

onSessionStateCleared(() => portal?.client.clear());
