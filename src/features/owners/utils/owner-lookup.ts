import { listOwners } from '@generated/api/owners/owners';

/** The owner lookup's validation message, word for word as the product states it. */
export const USER_ID_REQUIRED = 'User ID is required';

/**
 * The owner lookup (GET /owners/{hsId}): needs the user's CRM id, and fails with
 * 'User ID is required' before any request when there is none (the server answers the
 * same 400 for an empty id). The owners card only runs it once the profile has an hsId.
 */
export async function lookupOwners(hsId: string | null | undefined, signal?: AbortSignal) {
  const id = hsId?.trim();
  if (!id) throw new Error(USER_ID_REQUIRED);
  return listOwners(id, undefined, signal);
}
