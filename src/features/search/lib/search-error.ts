import { isAxiosError } from 'axios';

/** A search failure reads 'Error fetching periods for dropdown' plus its cause. */
export const SEARCH_ERROR_TEXT = 'Error fetching periods for dropdown';

export function searchErrorMessage(error: unknown): string {
  let cause: string | null = null;
  if (isAxiosError<{ message?: unknown }>(error)) {
    const message = error.response?.data?.message;
    cause = typeof message === 'string' && message !== '' ? message : error.message;
  } else if (error instanceof Error) {
    cause = error.message;
  }
  return cause ? `${SEARCH_ERROR_TEXT}: ${cause}` : SEARCH_ERROR_TEXT;
}
