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
