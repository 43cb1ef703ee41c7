/** Post dates, as calendar days in Europe/London (product brief §3). */
const TIME_ZONE = 'Europe/London';

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const WEEKDAY_DAY_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });

function parse(value: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/MM/yyyy (spec §9: posts). Empty for an unreadable date. */
export function formatPostDate(value: string): string {
  const date = parse(value);
  if (!date) return '';
  const parts = Object.fromEntries(DAY_MONTH_YEAR.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/** Weekday, day and month name (spec §2: the latest report card), e.g. 'Friday 20 November'. */
export function formatReportDate(value: string): string {
  const date = parse(value);
  if (!date) return '';
  const parts = Object.fromEntries(WEEKDAY_DAY_MONTH.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

/** '4 min read'. */
export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
