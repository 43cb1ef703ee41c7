import { QueryClient } from '@tanstack/react-query';

/** Spec §9: cached query data kept 5 minutes; no refetch on window focus. */
export const CACHE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHE_TIME_MS, gcTime: CACHE_TIME_MS, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}
