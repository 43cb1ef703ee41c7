/**
 * The one reader of business "now" on the server (docs/time.md). Every business date — London
 * today, the 16:00 cut-off, business days, the publication day, month ends, execution, alerts,
 * meeting slots, the desk's status, the position's horizon, trade deadlines and the seed's
 * reference date — derives from the Clock injected into buildApp (and the publication schedule,
 * the seed and the scripts). Tokens, sessions, throttling, identity-provider artifacts, mail
 * scheduling and audit times stay on real time and do not use it.
 *
 * MARKET_LENS_NOW (an ISO instant, read at start, never over HTTP) starts the business clock at
 * that instant and lets it run on from there; it is refused in production mode.
 */
import type { RunMode } from '../config';

export interface Clock {
  /** Business now. */
  now(): Date;
}

/** The machine's clock: business now is real now. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock standing still at `instant` (tests). */
export function fixedClock(instant: Date | string): Clock {
  const at = toInstant(instant).getTime();
  return { now: () => new Date(at) };
}

/**
 * A clock that reads `start` at the moment it is made and runs on with real time from there
 * (MARKET_LENS_NOW): a demo started at 16:30 shows 16:31 a minute later.
 */
export function offsetClock(start: Date | string, realNow: () => number = Date.now): Clock {
  const offsetMs = toInstant(start).getTime() - realNow();
  return { now: () => new Date(realNow() + offsetMs) };
}

/** How far business now is from real now, in milliseconds (0 on the system clock). */
export function clockOffsetMs(clock: Clock): number {
  // The one comparison with real time: what the browser adds to its own clock (src/lib/clock.ts).
  return clock === systemClock ? 0 : clock.now().getTime() - Date.now();
}

function toInstant(value: Date | string): Date {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) throw new Error(`Not an instant: ${String(value)}`);
  return instant;
}

/** 'YYYY-MM-DD' naming a real day (Date would read 30 February as 2 March). */
function isCalendarDate(day: string): boolean {
  return new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) === day;
}

/** An ISO instant with a date, a time and a zone (Z or ±HH:MM), as MARKET_LENS_NOW must be. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The business clock of a process from MARKET_LENS_NOW: the system clock when it is unset,
 * else an offset clock starting at that instant — in demo mode only: a production portal must
 * never trade on a made-up date, so it refuses to start.
 */
export function clockFromSetting(value: string | undefined, mode: RunMode): Clock {
  const setting = (value ?? '').trim();
  if (setting === '') return systemClock;
  if (mode === 'production') {
    throw new Error('MARKET_LENS_NOW is set, but production mode runs on the real clock only: unset MARKET_LENS_NOW (it is for demos and tests)');
  }
  if (!ISO_INSTANT.test(setting) || !isCalendarDate(setting.slice(0, 10)) || Number.isNaN(new Date(setting).getTime())) {
    throw new Error(`MARKET_LENS_NOW must be an ISO instant with a zone, e.g. 2027-03-26T16:30:00Z (got "${value}")`);
  }
  return offsetClock(setting);
}
