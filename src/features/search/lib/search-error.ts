import { apiErrorMessage } from '@/lib/api-error';

/** A search failure reads 'Error fetching periods for dropdown' plus its cause. */
export const SEARCH_ERROR_TEXT = 'Error fetching periods for dropdown';

export function searchErrorMessage(error: unknown): string {
  const cause = apiErrorMessage(error);
  return cause ? `${SEARCH_ERROR_TEXT}: ${cause}` : SEARCH_ERROR_TEXT;
}
