import { isAxiosError } from 'axios';

/** The field the API blamed for a 400 (the error shape's `field`), or null. */
export function apiErrorField(error: unknown): string | null {
  if (!isAxiosError<{ field?: unknown }>(error) || error.response?.status !== 400) return null;
  const field = error.response.data?.field;
  return typeof field === 'string' ? field : null;
}
