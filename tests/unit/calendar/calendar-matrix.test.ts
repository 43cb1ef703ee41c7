// @vitest-environment node
// The calendar matrix at unit level (tests/harness/calendar-instants.ts, docs/time.md): at each
// instant the date rules give what the calendar says — London's day, business days and bank
// holidays, the cut-off and the publication an order takes part in, the publication due, the
// month end, the support desk and its meeting slots, the contract horizon and trade deadlines,
// and the alerts' expiry rule. Every rule takes business now as an argument (the clock).
import { describe, expect, it } from 'vitest';

import { lastDueDay } from '../../../server/closing-prices/price-schedule';
import { isMonthEnd, monthEndOf } from '../../../server/reports/portfolio-report';
import { bankHolidayName, isBusinessDay, londonToday, nextBusinessDay, previousBusinessDay } from '../../../domain/business-days';
import { fixedClock } from '../../../server/lib/clock';
import { deskStatus, slotProblem, slotStartsBetween, businessDaysAhead } from '../../../server/support/support-hours';
import { horizonPeriods, tradeDeadline } from '../../../server/position/periods';
import { firstExecutionDay } from '../../../server/orders/rules';
import { expiryProblem } from '../../../domain/alert-rules';
import { CALENDAR_INSTANTS } from '../../harness/calendar-instants';

const HOUR = 3_600_000;

describe.each(CALENDAR_INSTANTS)('at $label', (instant) => {
  const now = fixedClock(instant.at).now();
  const today = londonToday(now);

  it('is the London day the calendar says, a business day or a named bank holiday', () => {
    expect(today).toBe(instant.londonDay);
    expect(isBusinessDay(today)).toBe(instant.businessDay);
    expect(bankHolidayName(today) ?? null).toBe(instant.bankHoliday);
    expect(nextBusinessDay(today)).toBe(instant.nextBusinessDay);
    expect(previousBusinessDay(today)).toBe(instant.publishedThrough);
  });

  it('places an order into the right publication (16:00 cut-off, weekends, bank holidays, published days)', () => {
    expect(firstExecutionDay(now, instant.publishedThrough)).toBe(instant.executionDay);
    // Once today's close is out, the next business day's publication is the first one left.
    expect(firstExecutionDay(now, instant.executionDay)).toBe(nextBusinessDay(instant.executionDay));
    // An hour before 16:00 on a business day, the same day; an hour after, the next business day.
    const cutOff = new Date(`${instant.londonDay}T16:00:00${instant.londonOffset}`);
    expect(firstExecutionDay(new Date(cutOff.getTime() - HOUR), instant.publishedThrough)).toBe(instant.businessDay ? instant.londonDay : instant.nextBusinessDay);
    expect(firstExecutionDay(cutOff, instant.publishedThrough)).toBe(instant.nextBusinessDay);
  });

  it('has the publication due that the 18:00 schedule says, and the month end of the report', () => {
    expect(lastDueDay(now, '18:00')).toBe(instant.lastDueDay);
    expect(lastDueDay(new Date(now.getTime() + 9 * HOUR), '18:00')).toBe(instant.londonDay);
    expect(monthEndOf(instant.londonDay.slice(0, 7))).toBe(instant.monthEnd);
    expect(isMonthEnd(instant.monthEnd)).toBe(true);
    expect(isMonthEnd(instant.executionDay)).toBe(instant.monthEndReport !== null);
  });

  it('shows the support desk open or closed (and why), and offers the first meeting slot from the next full hour', () => {
    const status = deskStatus(now);
    if (instant.desk.open) expect(status).toEqual({ open: true, state: 'open', closesAt: instant.desk.closesAt, opensAt: null, holidayName: null });
    else expect(status).toEqual({ open: false, state: instant.desk.state, closesAt: null, opensAt: instant.desk.opensAt, holidayName: instant.desk.holidayName });
    const slots = slotStartsBetween(instant.londonDay, businessDaysAhead(instant.londonDay, 2), now);
    expect(slots[0]?.toISOString()).toBe(instant.firstSlot);
    expect(slotProblem(new Date(instant.firstSlot), now)).toBeUndefined();
    expect(slotProblem(new Date(new Date(instant.firstSlot).getTime() - 30 * 60_000), now)).toMatch(/slot/);
  });

  it('starts the contract horizon next month, with the trade deadline counted in business days', () => {
    const [first] = horizonPeriods('POWERUKBASECAL', today);
    expect(first).toMatchObject({ name: instant.horizon.firstMonth, period: 'month', start: instant.horizon.firstMonthStart });
    expect(horizonPeriods('GASNBP', today)[0]?.name).toBe(instant.horizon.firstMonth);
    expect(tradeDeadline(instant.horizon.firstMonthStart, 2)).toBe(instant.horizon.deadlineTwoBusinessDays);
    expect(tradeDeadline(instant.horizon.firstMonthStart, 0)).toBe(previousBusinessDay(instant.horizon.firstMonthStart));
  });

  it('lets an alert expire today but not yesterday, and never on the delivery start', () => {
    expect(expiryProblem(today, today, instant.horizon.firstMonthStart)).toBeNull();
    expect(expiryProblem(instant.lastDueDay, today, instant.horizon.firstMonthStart)).toBe('in-the-past');
    expect(expiryProblem(instant.horizon.firstMonthStart, today, instant.horizon.firstMonthStart)).toBe('not-before-delivery');
  });
});
