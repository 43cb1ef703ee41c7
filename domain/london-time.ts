/**
 * The length of a London calendar day. Great Britain's clocks go forward one hour at 01:00 UTC
 * on the last Sunday of March (that day has 23 hours) and back one hour at 01:00 UTC on the last
 * Sunday of October (25 hours); every other day has 24. The rule is written out here rather than
 * read from the runtime's time-zone data so that the server and every browser count the same
 * hours whatever ICU data they ship (tests/unit/domain/london-time.test.ts checks it against
 * that data for many years).
 */

/** 'YYYY-MM-DD' of a UTC date's calendar day. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last Sunday of a month (`month` 1–12) as 'YYYY-MM-DD'. */
export function lastSundayOf(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return isoDay(last);
}

/** The day the clocks go forward (23 hours) and the day they go back (25 hours) in `year`. */
export function clockChangeDays(year: number): { forward: string; back: string } {
  return { forward: lastSundayOf(year, 3), back: lastSundayOf(year, 10) };
}

/** Hours of the London day `day` ('YYYY-MM-DD'): 23, 24 or 25. */
export function londonDayHours(day: string): 23 | 24 | 25 {
  const month = day.slice(5, 7);
  if (month !== '03' && month !== '10') return 24;
  const { forward, back } = clockChangeDays(Number(day.slice(0, 4)));
  if (day === forward) return 23;
  if (day === back) return 25;
  return 24;
}

/** The calendar day after `day`. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return isoDay(date);
}

/** Whether `day` is Monday to Friday. */
export const isWeekday = (day: string): boolean => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
