import { useSearch } from '@generated/api/search/search';

/** Search runs only for a non-empty term and never refetches on window focus. */
export function useSearchResults(term: string) {
  const s = term.trim();
  return useSearch({ s }, { query: { enabled: s !== '', refetchOnWindowFocus: false } });
}
