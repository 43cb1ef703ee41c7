import { isAxiosError } from 'axios';

/**
 * What a failed API call says, read in one place: the contract's error shape (`message`,
 * `field`, and a 409's figures) and the HTTP status. Pages ask these instead of unpacking the
 * HTTP client's error themselves (a download's error: api-error-download.ts).
 */

/**
 * The message to show for a failed call: the API's own `message` (it says what was wrong,
 * e.g. why a view-as write was refused), else the error's.
 */
export function apiErrorMessage(error: unknown): string | null {
  if (isAxiosError<{ message?: unknown }>(error)) {
    const message = error.response?.data?.message;
    if (typeof message === 'string' && message !== '') return message;
  }
  if (error instanceof Error && error.message) return error.message;
  return null;
}

/** The HTTP status the API answered with; undefined when it did not answer. */
export const apiErrorStatus = (error: unknown): number | undefined => (isAxiosError(error) ? error.response?.status : undefined);

/** The field the API blamed (the error shape's `field`: a 400, or a 409 about one field such as a meeting's `start`). */
export function apiErrorField(error: unknown): string | undefined {
  if (!isAxiosError<{ field?: unknown }>(error)) return undefined;
  const field = error.response?.data?.field;
  return typeof field === 'string' ? field : undefined;
}

/**
 * The figures a 409 carries under `key` (the contract's OrderConflict.limitPriceRisk,
 * PriceAlertConflict.alreadyMet: a risk the user may confirm), or null for any other error.
 */
export function conflictFigures<Body extends object, Key extends keyof Body>(error: unknown, key: Key): NonNullable<Body[Key]> | null {
  if (!isAxiosError<Body>(error) || error.response?.status !== 409) return null;
  const figures = error.response.data?.[key];
  return figures && typeof figures === 'object' ? (figures as NonNullable<Body[Key]>) : null;
}

/** A request the HTTP client gave up waiting for (src/api/http-client.ts). */
export function isTimeout(error: unknown): boolean {
  return isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
}
