import { now as businessNow } from './clock';
import { onFirstUse } from './on-first-use';

/**
 * Every date the portal shows is a calendar day (or time) in Europe/London, written the
 * British way (en-GB), whatever the browser's own time zone is. One format per purpose
 * (docs/formats.md, after /work/shared/design-notes.md):
 *
 * - the spec's own formats where it names them: search results dd-MM-yyyy
 *   (formatSearchDate), posts dd/MM/yyyy (formatPostDate), messages relative within 24 hours
 *   else yyyy-MM-dd (formatMessageDate), the latest-report card's weekday, day and month
 *   (formatReportCardDate);
 * - everywhere else one long form, '27 November 2026' (formatLongDate), and one short form,
 *   '27 Nov 2026' (formatShortDate, tables and figures); times as the spec writes its support
 *   hours, '9:00am' (formatTime), the weekday of a day tile and chart ticks, which have room
 *   for a few characters only ('22 Aug', 'Aug 2026'), in src/lib/date-times.ts: a module of
 *   their own so the dashboard's first visit does not carry them.
 *
 * A new screen picks one of these rather than building its own Intl.DateTimeFormat.
 */
export const LONDON_TIME_ZONE = 'Europe/London';

// Each format is built the first time a screen uses it (src/lib/on-first-use.ts).
export const london = (options: Intl.DateTimeFormatOptions) => onFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: LONDON_TIME_ZONE, ...options }));

const NUMERIC_DAY = london({ day: '2-digit', month: '2-digit', year: 'numeric' });
export const WEEKDAY_DATE = london({ weekday: 'long', day: 'numeric', month: 'long' });
const LONG_DATE = london({ day: 'numeric', month: 'long', year: 'numeric' });
const SHORT_DATE = london({ day: 'numeric', month: 'short', year: 'numeric' });

type DateParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

export const partsOf = (format: Intl.DateTimeFormat, value: Date): DateParts =>
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

/** dd-MM-yyyy, e.g. '14-03-2026' (the spec's format for search results). */
export function formatSearchDate(value: Date): string {
  const { day, month, year } = numericDay(value);
  return `${day}-${month}-${year}`;
}

/** yyyy-MM-dd, e.g. '2026-03-14': the London calendar day of an instant (older messages, API date parameters). */
export function formatIsoDay(value: Date): string {
  const { day, month, year } = numericDay(value);
  return `${year}-${month}-${day}`;
}

/** dd/MM/yyyy, e.g. '05/03/2026' (the spec's format for posts); empty for an unreadable date. */
export function formatPostDate(value: string): string {
  const date = parseDate(value);
  if (!date) return '';
  const { day, month, year } = numericDay(date);
  return `${day}/${month}/${year}`;
}

/** Weekday, day and month name, e.g. 'Friday 20 November' (the spec's latest report card); empty for an unreadable date. */
export function formatReportCardDate(value: string): string {
  const date = parseDate(value);
  if (!date) return '';
  const parts = partsOf(WEEKDAY_DATE(), date);
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

export const dateOf = (value: Date | string): Date | null => (typeof value === 'string' ? parseDate(value) : value);

/** The long form: '27 November 2026' (headings, sentences, documents); empty for an unreadable date. */
export function formatLongDate(value: Date | string): string {
  const date = dateOf(value);
  return date ? LONG_DATE().format(date) : '';
}

/** The short form: '27 Nov 2026' (tables, figures, anywhere room is short); empty for an unreadable date. */
export function formatShortDate(value: Date | string): string {
  const date = dateOf(value);
  if (!date) return '';
  // Three letters for every month: ICU's en-GB writes September 'Sept'.
  const { day = '', month = '', year = '' } = partsOf(SHORT_DATE(), date);
  return `${day} ${month.slice(0, 3)} ${year}`;
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
