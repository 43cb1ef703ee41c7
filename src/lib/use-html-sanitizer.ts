import { useEffect, useState } from 'react';

import type { sanitizeHtml } from './sanitize-html';

/** sanitizeHtml of src/lib/sanitize-html.ts (a type-only import: DOMPurify stays in its chunk). */
export type SanitizeHtml = typeof sanitizeHtml;

let loaded: SanitizeHtml | null = null;
let loading: Promise<SanitizeHtml> | null = null;

/** DOMPurify (12 KB gzip) in a chunk of its own, fetched once. */
export function loadHtmlSanitizer(): Promise<SanitizeHtml> {
  loading ??= import('./sanitize-html').then((module) => (loaded = module.sanitizeHtml));
  return loading;
}

/**
 * The HTML sanitizer for a screen whose first frame does not need it (the dashboard's latest
 * report card): fetched when the screen mounts, in parallel with its data, instead of being part
 * of the scripts that must run before the portal's first frame (docs/performance.md).
 * `sanitize` is null until it is here; `failed` when its chunk could not be fetched.
 */
export function useHtmlSanitizer(): { sanitize: SanitizeHtml | null; failed: boolean } {
  const [state, setState] = useState(() => ({ sanitize: loaded, failed: false }));
  useEffect(() => {
    if (state.sanitize) return;
    loadHtmlSanitizer().then(
      (sanitize) => setState({ sanitize, failed: false }),
      () => setState({ sanitize: null, failed: true }),
    );
  }, [state.sanitize]);
  return state;
}
