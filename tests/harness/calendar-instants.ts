/**
 * The calendar matrix (issue 24, docs/time.md): the instants the date-sensitive suites run at,
 * with what the England and Wales calendar says about each, worked out by hand from a calendar
 * (not by the code under test): bank holidays from gov.uk's list, the clock changes of 28 March
 * and 31 October 2027, the 16:00 cut-off and the 18:00 publication, 9:00–17:00 support hours and
 * 30-minute meeting slots from the next full hour, a contract's horizon starting next month.
 * Instants are UTC; the labels give London time (BST in summer: 10:00 London is 09:00Z).
 */
export interface CalendarInstant {
  /** What the instant is, as test names show it. */
  label: string;
  /** The instant, ISO UTC. */
  at: string;
  /** London's calendar day. */
  londonDay: string;
  /** London's offset from UTC that day (GMT or BST). */
  londonOffset: '+00:00' | '+01:00';
  /** The England and Wales bank holiday of that day, if any (its name as date-holidays gives it). */
  bankHoliday: string | null;
  /** A business day (Mon–Fri, not a bank holiday). */
  businessDay: boolean;
  /** The business day after londonDay. */
  nextBusinessDay: string;
  /** The last published close at the instant (before 18:00: the business day before londonDay). */
  publishedThrough: string;
  /** The calendar day whose close is due by the 18:00 publication time (the day before: every instant is before 18:00). */
  lastDueDay: string;
  /** The publication an order placed at the instant takes part in (16:00 cut-off, next business day otherwise). */
  executionDay: string;
  /** The last business day of londonDay's month: the month-end report's day. */
  monthEnd: string;
  /** The support desk at the instant: open until closesAt, or closed (why) until opensAt. */
  desk: { open: true; closesAt: string } | { open: false; state: 'weekend' | 'bank_holiday' | 'outside_hours'; opensAt: string; holidayName: string | null };
  /** The first meeting slot offered (next full hour on, inside support hours on a business day). */
  firstSlot: string;
  /** The first month of a contract's horizon, its delivery start and its trade deadline two business days ahead. */
  horizon: { firstMonth: string; firstMonthStart: string; deadlineTwoBusinessDays: string };
  /** Title of the month-end portfolio report, for the instants whose executionDay is a month end. */
  monthEndReport: string | null;
}

export const CALENDAR_INSTANTS: readonly CalendarInstant[] = [
  {
    label: 'Fri 27 Nov 2026 16:30, after the cut-off before a Monday month end',
    at: '2026-11-27T16:30:00Z',
    londonDay: '2026-11-27',
    londonOffset: '+00:00',
    bankHoliday: null,
    businessDay: true,
    nextBusinessDay: '2026-11-30',
    publishedThrough: '2026-11-26',
    lastDueDay: '2026-11-26',
    executionDay: '2026-11-30',
    monthEnd: '2026-11-30',
    desk: { open: true, closesAt: '2026-11-27T17:00:00.000Z' },
    firstSlot: '2026-11-30T09:00:00.000Z',
    horizon: { firstMonth: 'Dec-26', firstMonthStart: '2026-12-01', deadlineTwoBusinessDays: '2026-11-26' },
    monthEndReport: 'November 2026',
  },
  {
    label: 'Thu 24 Dec 2026 10:00, Christmas Eve',
    at: '2026-12-24T10:00:00Z',
    londonDay: '2026-12-24',
    londonOffset: '+00:00',
    bankHoliday: null,
    businessDay: true,
    nextBusinessDay: '2026-12-29',
    publishedThrough: '2026-12-23',
    lastDueDay: '2026-12-23',
    executionDay: '2026-12-24',
    monthEnd: '2026-12-31',
    desk: { open: true, closesAt: '2026-12-24T17:00:00.000Z' },
    firstSlot: '2026-12-24T11:00:00.000Z',
    horizon: { firstMonth: 'Jan-27', firstMonthStart: '2027-01-01', deadlineTwoBusinessDays: '2026-12-29' },
    monthEndReport: null,
  },
  {
    label: 'Thu 31 Dec 2026 10:00, a month and year end',
    at: '2026-12-31T10:00:00Z',
    londonDay: '2026-12-31',
    londonOffset: '+00:00',
    bankHoliday: null,
    businessDay: true,
    nextBusinessDay: '2027-01-04',
    publishedThrough: '2026-12-30',
    lastDueDay: '2026-12-30',
    executionDay: '2026-12-31',
    monthEnd: '2026-12-31',
    desk: { open: true, closesAt: '2026-12-31T17:00:00.000Z' },
    firstSlot: '2026-12-31T11:00:00.000Z',
    horizon: { firstMonth: 'Jan-27', firstMonthStart: '2027-01-01', deadlineTwoBusinessDays: '2026-12-29' },
    monthEndReport: 'December 2026',
  },
  {
    // The Friday before the clocks go forward (Sun 28 March 2027) is Good Friday, and Easter Monday follows.
    label: 'Fri 26 Mar 2027 10:00, Good Friday before the clock change',
    at: '2027-03-26T10:00:00Z',
    londonDay: '2027-03-26',
    londonOffset: '+00:00',
    bankHoliday: 'Good Friday',
    businessDay: false,
    nextBusinessDay: '2027-03-30',
    publishedThrough: '2027-03-25',
    lastDueDay: '2027-03-25',
    executionDay: '2027-03-30',
    monthEnd: '2027-03-31',
    desk: { open: false, state: 'bank_holiday', opensAt: '2027-03-30T08:00:00.000Z', holidayName: 'Good Friday' },
    firstSlot: '2027-03-30T08:00:00.000Z',
    horizon: { firstMonth: 'Apr-27', firstMonthStart: '2027-04-01', deadlineTwoBusinessDays: '2027-03-25' },
    monthEndReport: null,
  },
  {
    // Clocks go back on Sun 31 October 2027; the 29th is October's last business day.
    label: 'Fri 29 Oct 2027 10:00 BST, a month end before the clock change',
    at: '2027-10-29T09:00:00Z',
    londonDay: '2027-10-29',
    londonOffset: '+01:00',
    bankHoliday: null,
    businessDay: true,
    nextBusinessDay: '2027-11-01',
    publishedThrough: '2027-10-28',
    lastDueDay: '2027-10-28',
    executionDay: '2027-10-29',
    monthEnd: '2027-10-29',
    desk: { open: true, closesAt: '2027-10-29T16:00:00.000Z' },
    firstSlot: '2027-10-29T10:00:00.000Z',
    horizon: { firstMonth: 'Nov-27', firstMonthStart: '2027-11-01', deadlineTwoBusinessDays: '2027-10-27' },
    monthEndReport: 'October 2027',
  },
  {
    label: 'Tue 29 Feb 2028 10:00, a leap day and month end',
    at: '2028-02-29T10:00:00Z',
    londonDay: '2028-02-29',
    londonOffset: '+00:00',
    bankHoliday: null,
    businessDay: true,
    nextBusinessDay: '2028-03-01',
    publishedThrough: '2028-02-28',
    lastDueDay: '2028-02-28',
    executionDay: '2028-02-29',
    monthEnd: '2028-02-29',
    desk: { open: true, closesAt: '2028-02-29T17:00:00.000Z' },
    firstSlot: '2028-02-29T11:00:00.000Z',
    horizon: { firstMonth: 'Mar-28', firstMonthStart: '2028-03-01', deadlineTwoBusinessDays: '2028-02-25' },
    monthEndReport: 'February 2028',
  },
  {
    label: 'Mon 30 Aug 2027 10:00 BST, the summer bank holiday',
    at: '2027-08-30T09:00:00Z',
    londonDay: '2027-08-30',
    londonOffset: '+01:00',
    bankHoliday: 'Summer bank holiday',
    businessDay: false,
    nextBusinessDay: '2027-08-31',
    publishedThrough: '2027-08-27',
    lastDueDay: '2027-08-29',
    executionDay: '2027-08-31',
    monthEnd: '2027-08-31',
    desk: { open: false, state: 'bank_holiday', opensAt: '2027-08-31T08:00:00.000Z', holidayName: 'Summer bank holiday' },
    firstSlot: '2027-08-31T08:00:00.000Z',
    horizon: { firstMonth: 'Sep-27', firstMonthStart: '2027-09-01', deadlineTwoBusinessDays: '2027-08-26' },
    monthEndReport: 'August 2027',
  },
];
