/** The search term settles for 300 ms before a search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The label of the header search box. */
export const SEARCH_LABEL = 'Search Market Lens';

/** /app/market-lens/search or /app/market-lens/{accountId}/search. */
export function isSearchPagePath(pathname: string): boolean {
  return /^\/app\/market-lens\/(?:[^/]+\/)?search\/?$/.test(pathname);
}
