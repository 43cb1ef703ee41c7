import { isAxiosError } from 'axios';

/**
 * The message to show for a failed call: the API's own `message` (it says what was
 * wrong, e.g. why a view-as write was refused), else the error's.
 */
export function apiErrorMessage(error: unknown): string | null {
  if (isAxiosError<{ message?: unknown }>(error)) {
    const message = error.response?.data?.message;
    if (typeof message === 'string' && message !== '') return message;
  }
  if (error instanceof Error && error.message) return error.message;
  return null;
}
