/**
 * Support hours: 9:00am to 5:00pm Europe/London on business days (Monday to Friday, not an
 * England and Wales bank holiday, domain/business-days.ts). The one module the contact
 * page's open/closed status and the meeting slots both read (docs/support.md).
 *
 * Every wall-clock time is converted to an instant through the Europe/London offset of that
 * day, so a slot at 9:00 is 09:00Z in winter and 08:00Z in summer, and the days of both clock
 * changes keep their 16 slots (the changes happen at 1:00/2:00 at night, outside the hours).
 */
import type { SupportDeskStatus } from '../../generated/model/supportDeskStatus';
import { addDays, bankHolidayName, isBusinessDay, londonToday } from '../../domain/business-days';

export const SUPPORT_TIME_ZONE = 'Europe/London';
export const SUPPORT_HOURS_TEXT = '9:00am-5:00pm Monday to Friday, excluding public holidays';
export const OPENING_MINUTE = 9 * 60;
export const CLOSING_MINUTE = 17 * 60;
export const SLOT_MINUTES = 30;

const MINUTE = 60_000;

const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: SUPPORT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** London's offset from UTC at an instant, in minutes (0 in winter, 60 in summer). */
function londonOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(LONDON_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE);
}

/** The instant of a London wall-clock time (minutes after midnight) on a London calendar day. */
export function londonInstant(isoDate: string, minuteOfDay: number): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  // The offset at the wall time read as UTC is right except within an hour of a clock change,
  // which support hours never are; the second look settles it anyway.
  const first = wall - londonOffsetMinutes(new Date(wall)) * MINUTE;
  return new Date(wall - londonOffsetMinutes(new Date(first)) * MINUTE);
}

/** Minutes after London midnight of an instant. */
export function londonMinuteOfDay(instant: Date): number {
  const parts = Object.fromEntries(LONDON_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** Today's support hours as instants, or null on a weekend or bank holiday. */
export function supportHoursOn(isoDate: string): { opens: Date; closes: Date } | null {
  if (!isBusinessDay(isoDate)) return null;
  return { opens: londonInstant(isoDate, OPENING_MINUTE), closes: londonInstant(isoDate, CLOSING_MINUTE) };
}

/** When the desk next opens at or after `now` (today's opening if it is still ahead). */
export function nextOpening(now: Date): Date {
  let day = londonToday(now);
  for (;;) {
    const hours = supportHoursOn(day);
    if (hours && hours.opens.getTime() >= now.getTime()) return hours.opens;
    day = addDays(day, 1);
  }
}

const isWeekend = (isoDate: string) => {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** Whether the desk is open at `now`, and otherwise why not and when it opens. */
export function deskStatus(now: Date): SupportDeskStatus {
  const today = londonToday(now);
  const hours = supportHoursOn(today);
  if (hours && now >= hours.opens && now < hours.closes) {
    return { open: true, state: 'open', closesAt: hours.closes.toISOString(), opensAt: null, holidayName: null };
  }
  const holidayName = isWeekend(today) ? undefined : bankHolidayName(today);
  const state = isWeekend(today) ? 'weekend' : holidayName ? 'bank_holiday' : 'outside_hours';
  return { open: false, state, closesAt: null, opensAt: nextOpening(now).toISOString(), holidayName: holidayName ?? null };
}

/** The slot starts of one business day: 9:00, 9:30, …, 16:30 London time (none on other days). */
export function slotStartsOn(isoDate: string): Date[] {
  if (!isBusinessDay(isoDate)) return [];
  const starts: Date[] = [];
  for (let minute = OPENING_MINUTE; minute + SLOT_MINUTES <= CLOSING_MINUTE; minute += SLOT_MINUTES) starts.push(londonInstant(isoDate, minute));
  return starts;
}

/**
 * The first moment a meeting may start: the next full hour after `now`, so the desk has time
 * to prepare (a request at 10:05 can book 11:00 onwards).
 */
export function earliestMeetingStart(now: Date): Date {
  const hour = 60 * MINUTE;
  return new Date((Math.floor(now.getTime() / hour) + 1) * hour);
}

/** Every slot start from `fromDay` to `toDay` (London days, inclusive) not before the earliest start. */
export function slotStartsBetween(fromDay: string, toDay: string, now: Date): Date[] {
  const earliest = earliestMeetingStart(now).getTime();
  const starts: Date[] = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) starts.push(...slotStartsOn(day).filter((start) => start.getTime() >= earliest));
  return starts;
}

/** Why `start` cannot be booked at `now`, or undefined when it is a slot inside support hours still ahead. */
export function slotProblem(start: Date, now: Date): string | undefined {
  const day = londonToday(start);
  if (!slotStartsOn(day).some((slot) => slot.getTime() === start.getTime())) {
    return 'start must be the start of a 30-minute slot inside support hours (9:00am-5:00pm Monday to Friday, excluding public holidays, Europe/London)';
  }
  if (start.getTime() < earliestMeetingStart(now).getTime()) return 'start must be a slot from the next full hour on';
  return undefined;
}

/** The London day `businessDays` business days after `today` (today itself not counted). */
export function businessDaysAhead(today: string, businessDays: number): string {
  let day = today;
  for (let counted = 0; counted < businessDays; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted += 1;
  }
  return day;
}
