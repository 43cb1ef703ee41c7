/**
 * Dates shown in the portal are calendar days in Europe/London (product brief §3),
 * whatever the browser's own time zone is.
 */
const TIME_ZONE = 'Europe/London';

const DAY_PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

function londonDay(value: Date): { day: string; month: string; year: string } {
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(value).map((part) => [part.type, part.value]));
  return { day: parts.day ?? '', month: parts.month ?? '', year: parts.year ?? '' };
}

/** Parses an ISO date or date-time; a bare date ('2026-03-14') is that calendar day. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A bare date would parse as UTC midnight, which is still the same day in London.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd-MM-yyyy (search results, spec §9). */
export function formatDayMonthYear(value: Date): string {
  const { day, month, year } = londonDay(value);
  return `${day}-${month}-${year}`;
}

/** YYYY-MM-DD (messages older than a day, spec §3). */
export function formatIsoDay(value: Date): string {
  const { day, month, year } = londonDay(value);
  return `${year}-${month}-${day}`;
}

export const RELATIVE_DATE_CUTOFF_MS = 24 * 60 * 60 * 1000;

const RELATIVE = new Intl.RelativeTimeFormat('en-GB', { numeric: 'always' });

/** '5 minutes ago', '3 hours ago'; under a minute 'Just now'. */
export function formatRelative(value: Date, now: Date): string {
  const elapsedMs = Math.max(0, now.getTime() - value.getTime());
  const minutes = Math.floor(elapsedMs / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return RELATIVE.format(-minutes, 'minute');
  return RELATIVE.format(-Math.floor(minutes / 60), 'hour');
}

/**
 * A message's created date (spec §3): relative within 24 hours, otherwise YYYY-MM-DD,
 * 'No date provided' when missing (or unreadable). A date slightly in the future
 * (clock skew) counts as just now.
 */
export function formatMessageDate(value: string | null | undefined, now: Date = new Date()): string {
  const date = parseDate(value);
  if (!date) return 'No date provided';
  const ageMs = now.getTime() - date.getTime();
  if (ageMs < RELATIVE_DATE_CUTOFF_MS && ageMs > -RELATIVE_DATE_CUTOFF_MS) return formatRelative(date, now);
  return formatIsoDay(date);
}
