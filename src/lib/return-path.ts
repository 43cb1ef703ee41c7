/**
 * The path a user was on when they were sent to log in (route guard, API 401,
 * token errors), so that after login they land back on it.
 * Session storage: it belongs to this tab's login round-trip only.
 */
const KEY = 'marketLens.returnPath';

export function saveReturnPath(path: string): void {
  if (path.includes('/login')) return;
  sessionStorage.setItem(KEY, path);
}

/** Reads and forgets the saved path. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path;
}
