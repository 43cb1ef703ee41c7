import { isAxiosError } from 'axios';

/** The field the API blamed for a 400 (the error shape's `field`), or null. */
export function apiErrorField(error: unknown): string | null {
  if (!isAxiosError<{ field?: unknown }>(error) || error.response?.status !== 400) return null;
  const field = error.response.data?.field;
  return typeof field === 'string' ? field : null;
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
