/**
 * The one reader of business "now" in the browser (docs/time.md). It follows the server's
 * business clock: when the portal runs with MARKET_LENS_NOW, the server puts its clock's offset
 * from real time into the page as `<meta name="market-lens-clock-offset" content="…ms">`
 * (server/lib/clock-meta.ts), and now() is the browser's clock moved by it. Stories and unit
 * tests stand the clock still with setBusinessNow (or pass the `now` props that exist already).
 * Session and reload timing (chunk-load-error.tsx, timers) stays on real time.
 */

import { CLOCK_OFFSET_META } from '@domain/clock-offset';

function offsetFromPage(): number {
  if (typeof document === 'undefined') return 0;
  const content = document.querySelector(`meta[name="${CLOCK_OFFSET_META}"]`)?.getAttribute('content');
  const offset = Number(content);
  return content && Number.isFinite(offset) ? offset : 0;
}

let offsetMs: number | undefined;
let fixed: number | undefined;

/** Business now: the server's business clock as this browser sees it. */
export function now(): Date {
  if (fixed !== undefined) return new Date(fixed);
  offsetMs ??= offsetFromPage();
  return new Date(Date.now() + offsetMs);
}

/** Stands the clock still at `instant` (stories and tests); undefined follows the page again. */
export function setBusinessNow(instant: Date | string | undefined): void {
  fixed = instant === undefined ? undefined : new Date(instant).getTime();
  offsetMs = undefined;
}
