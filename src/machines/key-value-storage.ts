/**
 * The slice of the Web Storage API the machines need. The app passes
 * `window.localStorage` / `window.sessionStorage`; tests and stories pass a
 * memory storage, so the machines never touch the browser themselves.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Local storage keys, spelled exactly as the product names them (the typo in hasAccpetedTerms included); never rename them. */
export const STORAGE_KEYS = {
  hasAccpetedTerms: 'hasAccpetedTerms',
  hasViewedTerms: 'hasViewedTerms',
} as const;

/**
 * Session storage key of the view-as session (src/machines/view-as-machine.ts). Here rather than
 * beside the machine: the app's first load clears it at a session change (session-state.ts)
 * without loading the machine, which only the portal needs (docs/performance.md).
 */
export const VIEW_AS_STORAGE_KEY = 'market-lens.view-as';

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}
