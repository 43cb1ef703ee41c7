/**
 * The path a signed-out visitor was on when the route guard sent them to log in, so
 * that after login they land back on it — once (docs/session-state.md). It belongs to
 * whoever's session ended in this tab (`owner`, null for a visitor the tab never knew):
 * a different user logging in next never gets it, and a logout never saves one.
 * Session storage: it belongs to this tab's login round-trip only.
 */
const KEY = 'marketLens.returnPath';

export interface ReturnPath {
  path: string;
  /** The id of the user whose session ended, or null when the tab had none. */
  owner: string | null;
}

function read(): ReturnPath | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ReturnPath>;
    if (typeof parsed.path !== 'string' || !parsed.path.startsWith('/')) return null;
    return { path: parsed.path, owner: typeof parsed.owner === 'string' ? parsed.owner : null };
  } catch {
    return null;
  }
}

export function saveReturnPath(path: string, owner: string | null = null): void {
  if (path.includes('/login')) return;
  sessionStorage.setItem(KEY, JSON.stringify({ path, owner } satisfies ReturnPath));
}

/** Reads and forgets the saved path, with its owner. */
export function takeReturnPathEntry(): ReturnPath | null {
  const entry = read();
  sessionStorage.removeItem(KEY);
  return entry;
}

/** Reads and forgets the saved path; `userId` given, only a path that user may have. */
export function takeReturnPath(userId?: string | null): string | null {
  const entry = takeReturnPathEntry();
  if (!entry) return null;
  if (userId !== undefined && entry.owner !== null && entry.owner !== userId) return null;
  return entry.path;
}

/** Reads the saved path without forgetting it (the terms page continues there later). */
export function peekReturnPath(): string | null {
  return read()?.path ?? null;
}

export function clearReturnPath(): void {
  sessionStorage.removeItem(KEY);
}
