import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated when it changes. Behaviour that CSS
 * alone cannot express (locking scroll, choosing an overlay) follows the same
 * breakpoints as the styles (./breakpoints.ts). Without matchMedia (tests in node) it never matches.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

export { BELOW_DESKTOP_QUERY, LARGE_QUERY, MOBILE_BAR_QUERY } from './breakpoints';
