import { clearReturnPath } from '@/lib/return-path';
import { VIEW_AS_STORAGE_KEY } from '@/machines/key-value-storage';

/**
 * Who owns what this tab keeps for a signed-in session (docs/session-state.md): the
 * view-as session, the return path, the query cache and — through the URL — the active
 * account. The owner is the signed-in user's id, kept in session storage beside them.
 * A different user signing in on the tab, or a logout, clears everything first, so none
 * of it is ever applied to anyone else.
 */
export const SESSION_OWNER_KEY = 'market-lens.session-owner';

type Clearer = () => void;
const clearers = new Set<Clearer>();

/** Registers what else to clear with the session (the query cache); returns the unregistration. */
export function onSessionStateCleared(clear: Clearer): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

/** The user whose session state this tab holds, or null. */
export function sessionOwner(): string | null {
  return window.sessionStorage.getItem(SESSION_OWNER_KEY);
}

function clearOwnedState(): void {
  window.sessionStorage.removeItem(VIEW_AS_STORAGE_KEY);
  clearReturnPath();
  for (const clear of clearers) clear();
}

/**
 * A user is signed in: state another user left in the tab is dropped before anything
 * reads it, and the tab's state is now this user's.
 */
export function claimSessionState(userId: string): void {
  const owner = sessionOwner();
  if (owner !== null && owner !== userId) clearOwnedState();
  window.sessionStorage.setItem(SESSION_OWNER_KEY, userId);
}

/** Logout: everything the session kept is dropped, and the tab has no owner. */
export function endSessionState(): void {
  clearOwnedState();
  window.sessionStorage.removeItem(SESSION_OWNER_KEY);
}
