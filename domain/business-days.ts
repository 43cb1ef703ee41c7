/**
 * England and Wales business days (Mon–Fri, not a bank holiday), from the maintained
 * date-holidays data. Dates are 'YYYY-MM-DD' strings of the Europe/London calendar day.
 */
import Holidays from 'date-holidays';

const holidays = new Holidays('GB', 'ENG');
/** Per year: bank holiday date → its name ('Boxing Day'). */
const bankHolidaysByYear = new Map<number, Map<string, string>>();

function bankHolidays(year: number): Map<string, string> {
  let dates = bankHolidaysByYear.get(year);
  if (!dates) {
    dates = new Map(
      holidays
        .getHolidays(year, 'en')
        .filter((holiday) => holiday.type === 'public' || holiday.type === 'bank')
        .map((holiday) => [holiday.date.slice(0, 10), holiday.name] as const),
    );
    bankHolidaysByYear.set(year, dates);
  }
  return dates;
}

/** The England and Wales bank holiday on this London calendar day, if there is one. */
export function bankHolidayName(isoDate: string): string | undefined {
  return bankHolidays(Number(isoDate.slice(0, 4))).get(isoDate);
}

export function isBusinessDay(isoDate: string): boolean {
  const date = new Date(`${isoDate}T12:00:00Z`);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !bankHolidays(date.getUTCFullYear()).has(isoDate);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Made once: building an Intl.DateTimeFormat costs far more than formatting with it. */
const LONDON_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** The last answer, for its UTC hour: London is always a whole number of hours off UTC, so its date only changes on the hour. */
let lastDay = { hour: Number.NaN, day: '' };

/** The calendar date in London at `now` (business now comes from the Clock, server/lib/clock.ts). */
export function londonToday(now: Date): string {
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (hour !== lastDay.hour) lastDay = { hour, day: LONDON_DATE.format(now) };
  return lastDay.day;
}

/** Business days from `from` to `to` inclusive, ascending. */
export function businessDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isBusinessDay(day)) days.push(day);
  return days;
}

/** The business day on or before `isoDate` (itself when it is one). */
export function businessDayOnOrBefore(isoDate: string): string {
  let day = isoDate;
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/** The business day before `isoDate`. */
export const previousBusinessDay = (isoDate: string): string => businessDayOnOrBefore(addDays(isoDate, -1));

/** The business day after `isoDate`. */
export function nextBusinessDay(isoDate: string): string {
  let day = addDays(isoDate, 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}
