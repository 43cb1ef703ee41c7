import { isAxiosError } from 'axios';

/** The `field` a 400 names (the contract's error body), if any. */
export function apiErrorField(error: unknown): string | undefined {
  if (!isAxiosError<{ field?: unknown }>(error)) return undefined;
  const field = error.response?.data?.field;
  return typeof field === 'string' ? field : undefined;
}

export const apiErrorStatus = (error: unknown): number | undefined => (isAxiosError(error) ? error.response?.status : undefined);
