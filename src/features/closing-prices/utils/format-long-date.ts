/** Calendar dates in Europe/London (product brief §3), e.g. 'Friday 20 November 2026'. */
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const SHORT_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'short', year: 'numeric' });

export function formatLongDate(value: Date): string {
  // en-GB puts a comma after the weekday in some ICU versions; the portal never shows it.
  return LONG_DATE.format(value).replace(',', '');
}

/** A bare ISO date ('2026-03-14') as '14 Mar 2026'. */
export function formatShortDay(isoDay: string): string {
  return SHORT_DATE.format(new Date(`${isoDay}T12:00:00Z`));
}
