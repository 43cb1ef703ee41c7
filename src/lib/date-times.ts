import { dateOf, formatLongDate, london, partsOf, WEEKDAY_DATE } from './dates';

// The formats no screen of the dashboard's first visit shows (src/lib/dates.ts has the rest and
// says which to pick): kept apart so the first visit does not carry them.

const AXIS_DAY = london({ day: 'numeric', month: 'short' });
const AXIS_MONTH = london({ month: 'short', year: 'numeric' });

/** The weekday alone, 'Friday' (a day tile shows it above the short form). */
export function formatWeekday(value: Date | string): string {
  const date = dateOf(value);
  return date ? (partsOf(WEEKDAY_DATE(), date).weekday ?? '') : '';
}

/** Chart ticks days apart: '22 Aug'. */
export function formatAxisDay(value: Date): string {
  return AXIS_DAY().format(value);
}

/** Chart ticks months apart: 'Aug 2026'. */
export function formatAxisMonth(value: Date): string {
  return AXIS_MONTH().format(value);
}

const TIME = london({ hour: 'numeric', minute: '2-digit', hour12: true });

/**
 * A London clock time as the spec writes its support hours ('9:00am-5:00pm'): '9:00am',
 * '4:30pm' (support hours, meeting slots), so a time never reads two ways on one page.
 */
export function formatTime(value: Date | string): string {
  const date = dateOf(value);
  return date ? TIME().format(date).replace(/\s/g, '').toLowerCase() : '';
}

/** A London day and time: '24 November 2026, 2:05pm' (support threads, meetings). */
export function formatDateTime(value: Date | string): string {
  return `${formatLongDate(value)}, ${formatTime(value)}`;
}
