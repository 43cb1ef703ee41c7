/**
 * A value made the first time it is asked for, then kept. For module-level Intl formats:
 * building one costs the browser far more than using it, and a module that built all of its
 * formats when it loaded did that work on every cold start, whichever of them the page used
 * (src/lib/dates.ts's nine took 67–72 ms of a dashboard start on a phone-throttled CPU).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
