import { now as businessNow } from './clock';
import { onFirstUse } from './on-first-use';

/**
 * Every date the portal shows is a calendar day (or time) in Europe/London, written the
 * British way (en-GB), whatever the browser's own time zone is. Each format a screen
 * uses lives here once; a new screen picks one of these rather than building its own
 * Intl.DateTimeFormat.
 */
export const LONDON_TIME_ZONE = 'Europe/London';

// Each format is built the first time a screen uses it (src/lib/on-first-use.ts).
const london = (options: Intl.DateTimeFormatOptions) => onFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: LONDON_TIME_ZONE, ...options }));

const NUMERIC_DAY = london({ day: '2-digit', month: '2-digit', year: 'numeric' });
const LONG_DATE = london({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const WEEKDAY_DATE = london({ weekday: 'long', day: 'numeric', month: 'long' });
const MEDIUM_DATE = london({ day: 'numeric', month: 'long', year: 'numeric' });
const SHORT_DATE = london({ day: 'numeric', month: 'short', year: 'numeric' });
const AXIS_DAY = london({ day: 'numeric', month: 'short' });
const AXIS_MONTH = london({ month: 'short', year: 'numeric' });

type DateParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const partsOf = (format: Intl.DateTimeFormat, value: Date): DateParts =>
  Object.fromEntries(format.formatToParts(value).map((part) => [part.type, part.value]));

/** Parses an ISO date or date-time; a bare date ('2026-03-14') is that calendar day. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  // Noon UTC of a bare date is the same calendar day in London all year round.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function numericDay(value: Date): { day: string; month: string; year: string } {
  const { day = '', month = '', year = '' } = partsOf(NUMERIC_DAY(), value);
  return { day, month, year };
}

/** dd-MM-yyyy, e.g. '14-03-2026' (search results). */
export function formatDayMonthYear(value: Date): string {
  const { day, month, year } = numericDay(value);
  return `${day}-${month}-${year}`;
}

/** yyyy-MM-dd, e.g. '2026-03-14': the London calendar day of an instant (older messages, API date parameters). */
export function formatIsoDay(value: Date): string {
  const { day, month, year } = numericDay(value);
  return `${year}-${month}-${day}`;
}

/** dd/MM/yyyy, e.g. '05/03/2026' (posts); empty for an unreadable date. */
export function formatSlashedDate(value: string): string {
  const date = parseDate(value);
  if (!date) return '';
  const { day, month, year } = numericDay(date);
  return `${day}/${month}/${year}`;
}

/** Weekday, day and month name, e.g. 'Friday 20 November' (the latest report card); empty for an unreadable date. */
export function formatWeekdayDate(value: string): string {
  const date = parseDate(value);
  if (!date) return '';
  const parts = partsOf(WEEKDAY_DATE(), date);
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

/** Weekday, day, month name and year, e.g. 'Friday 20 November 2026' (the closing-prices panel). */
export function formatLongDate(value: Date): string {
  // en-GB puts a comma after the weekday in some ICU versions; the portal never shows it.
  return LONG_DATE().format(value).replace(',', '');
}

/** Day, month name and year, e.g. '3 March 2026' (files and reports); empty for an unreadable date. */
export function formatMediumDate(value: string): string {
  const date = parseDate(value);
  return date ? MEDIUM_DATE().format(date) : '';
}

/** A bare ISO date ('2026-03-14') as '14 Mar 2026' (price history). */
export function formatShortDay(isoDay: string): string {
  return SHORT_DATE().format(new Date(`${isoDay}T12:00:00Z`));
}

/** Chart ticks days apart: '22 Aug'. */
export function formatAxisDay(value: Date): string {
  return AXIS_DAY().format(value);
}

/** Chart ticks months apart: 'Aug 2026'. */
export function formatAxisMonth(value: Date): string {
  return AXIS_MONTH().format(value);
}

/** Within this age a message date is relative ('5 minutes ago'); older ones are yyyy-MM-dd. */
export const RELATIVE_DATE_CUTOFF_MS = 24 * 60 * 60 * 1000;

const RELATIVE = onFirstUse(() => new Intl.RelativeTimeFormat('en-GB', { numeric: 'always' }));

/** '5 minutes ago', '3 hours ago'; under a minute 'Just now'. */
export function formatRelative(value: Date, now: Date): string {
  const elapsedMs = Math.max(0, now.getTime() - value.getTime());
  const minutes = Math.floor(elapsedMs / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return RELATIVE().format(-minutes, 'minute');
  return RELATIVE().format(-Math.floor(minutes / 60), 'hour');
}

/**
 * A message's created date: relative within 24 hours, otherwise yyyy-MM-dd,
 * 'No date provided' when missing (or unreadable). A date slightly in the future
 * (clock skew) counts as just now.
 */
export function formatMessageDate(value: string | null | undefined, now: Date = businessNow()): string {
  const date = parseDate(value);
  if (!date) return 'No date provided';
  const ageMs = now.getTime() - date.getTime();
  if (ageMs < RELATIVE_DATE_CUTOFF_MS && ageMs > -RELATIVE_DATE_CUTOFF_MS) return formatRelative(date, now);
  return formatIsoDay(date);
}

/** A post's reading time: '4 min read'. */
export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}

const CLOCK_TIME = london({ hour: 'numeric', minute: '2-digit', hour12: true });

/** A London clock time the British way: '9:00am', '4:30pm' (support hours, meeting slots). */
export function formatClockTime(value: Date): string {
  return CLOCK_TIME().format(value).replace(/\s/g, '').toLowerCase();
}

/** A London day and time: 'Tuesday 24 November 2026, 2:05pm' (support threads, meetings). */
export function formatDateTime(value: Date): string {
  return `${formatLongDate(value)}, ${formatClockTime(value)}`;
}
