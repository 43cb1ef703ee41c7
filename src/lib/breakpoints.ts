/**
 * The portal's three layout breakpoints, in CSS pixels (docs/breakpoints-and-scrolling.md).
 * This module is their one home for TypeScript; src/styles/breakpoints.scss repeats them
 * for Sass (Bootstrap's grid reads them there) and tests/unit/layout/breakpoints.test.ts
 * fails when the two, or any media query in src/, disagree.
 */
export const BREAKPOINTS = {
  /** Under this width the mobile bottom bar shows. */
  mobileBar: 700,
  /** From this width the desktop layout (inline sidebar); Bootstrap's `md`. */
  desktop: 768,
  /** From this width the dashboards use two columns; Bootstrap's `lg`. */
  large: 1024,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS;

/**
 * The largest width still below a breakpoint, as Bootstrap writes it (0.02px under, so
 * fractional widths on zoomed screens never match both sides).
 */
export const below = (name: BreakpointName) => `(max-width: ${BREAKPOINTS[name] - 0.02}px)`;
/** From the breakpoint up. */
export const from = (name: BreakpointName) => `(min-width: ${BREAKPOINTS[name]}px)`;

/** Below desktop (under 768px): slide-out menu, tab strip, full-screen overlays. */
export const BELOW_DESKTOP_QUERY = below('desktop');
/** Under 700px: the mobile bottom bar. */
export const MOBILE_BAR_QUERY = below('mobileBar');
/** From 1024px: two-column dashboards. */
export const LARGE_QUERY = from('large');
