// @vitest-environment node
// Support hours and meeting slots (server/support/support-hours.ts, docs/support.md): 9:00–17:00
// Europe/London on England and Wales business days, around Christmas, Easter and both clock changes.
import { describe, expect, it } from 'vitest';

import {
  businessDaysAhead,
  deskStatus,
  earliestMeetingStart,
  londonInstant,
  nextOpening,
  slotProblem,
  slotStartsBetween,
  slotStartsOn,
} from '../../../server/support/support-hours';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('slotStartsOn', () => {
  it('offers sixteen 30-minute slots from 9:00 to 16:30 on a winter business day (GMT)', () => {
    const slots = iso(slotStartsOn('2026-11-24'));
    expect(slots).toHaveLength(16);
    expect(slots[0]).toBe('2026-11-24T09:00:00.000Z');
    expect(slots[1]).toBe('2026-11-24T09:30:00.000Z');
    expect(slots.at(-1)).toBe('2026-11-24T16:30:00.000Z');
  });

  it('shifts by the BST hour in summer', () => {
    const slots = iso(slotStartsOn('2026-06-17'));
    expect(slots[0]).toBe('2026-06-17T08:00:00.000Z');
    expect(slots.at(-1)).toBe('2026-06-17T15:30:00.000Z');
  });

  it('handles the spring clock change: Friday before in GMT, Monday after in BST', () => {
    // Clocks go forward at 1:00 on Sunday 29 March 2026.
    expect(iso(slotStartsOn('2026-03-27'))[0]).toBe('2026-03-27T09:00:00.000Z');
    expect(slotStartsOn('2026-03-29')).toEqual([]);
    const monday = iso(slotStartsOn('2026-03-30'));
    expect(monday).toHaveLength(16);
    expect(monday[0]).toBe('2026-03-30T08:00:00.000Z');
  });

  it('handles the autumn clock change: Friday before in BST, Monday after in GMT', () => {
    // Clocks go back at 2:00 on Sunday 25 October 2026.
    expect(iso(slotStartsOn('2026-10-23'))[0]).toBe('2026-10-23T08:00:00.000Z');
    expect(slotStartsOn('2026-10-25')).toEqual([]);
    const monday = iso(slotStartsOn('2026-10-26'));
    expect(monday).toHaveLength(16);
    expect(monday[0]).toBe('2026-10-26T09:00:00.000Z');
  });

  it('offers nothing on weekends, Christmas, Boxing Day and their substitute days', () => {
    for (const day of ['2026-11-28', '2026-11-29', '2026-12-25', '2026-12-28', '2027-12-27', '2027-12-28', '2027-01-01']) {
      expect(slotStartsOn(day), day).toEqual([]);
    }
    expect(slotStartsOn('2026-12-24')).toHaveLength(16);
    expect(slotStartsOn('2026-12-29')).toHaveLength(16);
  });

  it('offers nothing on Good Friday and Easter Monday', () => {
    expect(slotStartsOn('2026-04-03')).toEqual([]);
    expect(slotStartsOn('2026-04-06')).toEqual([]);
    expect(slotStartsOn('2026-04-02')).toHaveLength(16);
    expect(slotStartsOn('2026-04-07')[0]?.toISOString()).toBe('2026-04-07T08:00:00.000Z');
  });
});

describe('slotStartsBetween', () => {
  it('skips the Christmas bank holidays and starts after the next full hour', () => {
    const slots = slotStartsBetween('2026-12-24', '2026-12-29', new Date('2026-12-24T15:10:00Z'));
    expect(iso(slots)).toEqual([
      '2026-12-24T16:00:00.000Z',
      '2026-12-24T16:30:00.000Z',
      ...iso(slotStartsOn('2026-12-29')),
    ]);
  });
});

describe('slotProblem', () => {
  const now = new Date('2026-11-24T10:05:00Z');
  it('accepts a slot start inside support hours from the next full hour on', () => {
    expect(slotProblem(new Date('2026-11-24T11:00:00Z'), now)).toBeUndefined();
    expect(slotProblem(new Date('2026-11-25T16:30:00Z'), now)).toBeUndefined();
  });
  it('refuses a time that is not a slot start, outside the hours, on a holiday or too soon', () => {
    expect(slotProblem(new Date('2026-11-25T09:15:00Z'), now)).toMatch(/slot/);
    expect(slotProblem(new Date('2026-11-25T17:00:00Z'), now)).toMatch(/slot/);
    expect(slotProblem(new Date('2026-11-25T08:30:00Z'), now)).toMatch(/slot/);
    expect(slotProblem(new Date('2026-12-25T10:00:00Z'), now)).toMatch(/slot/);
    expect(slotProblem(new Date('2026-11-28T10:00:00Z'), now)).toMatch(/slot/);
    expect(slotProblem(new Date('2026-11-24T10:30:00Z'), now)).toMatch(/next full hour/);
  });
  it('reads a slot start in BST after the spring clock change', () => {
    // 09:00Z on 30 March 2026 is 10:00 BST: a slot. 08:30Z is 9:30 BST: a slot. 07:30Z is 8:30 BST: not.
    const spring = new Date('2026-03-20T12:00:00Z');
    expect(slotProblem(new Date('2026-03-30T09:00:00Z'), spring)).toBeUndefined();
    expect(slotProblem(new Date('2026-03-30T08:30:00Z'), spring)).toBeUndefined();
    expect(slotProblem(new Date('2026-03-30T07:30:00Z'), spring)).toMatch(/slot/);
  });
});

describe('deskStatus', () => {
  it('is open inside the hours and says when it closes', () => {
    expect(deskStatus(new Date('2026-11-24T12:00:00Z'))).toEqual({ open: true, state: 'open', closesAt: '2026-11-24T17:00:00.000Z', opensAt: null, holidayName: null });
    expect(deskStatus(new Date('2026-07-01T15:59:00Z')).closesAt).toBe('2026-07-01T16:00:00.000Z');
  });
  it('is closed after hours until the next business morning', () => {
    expect(deskStatus(new Date('2026-11-24T17:00:00Z'))).toEqual({ open: false, state: 'outside_hours', closesAt: null, opensAt: '2026-11-25T09:00:00.000Z', holidayName: null });
    expect(deskStatus(new Date('2026-11-24T08:59:00Z')).opensAt).toBe('2026-11-24T09:00:00.000Z');
  });
  it('is closed on a weekend until Monday 9:00', () => {
    expect(deskStatus(new Date('2026-11-28T11:00:00Z'))).toEqual({ open: false, state: 'weekend', closesAt: null, opensAt: '2026-11-30T09:00:00.000Z', holidayName: null });
  });
  it('names the bank holiday and skips the Christmas break', () => {
    expect(deskStatus(new Date('2026-12-25T11:00:00Z'))).toEqual({ open: false, state: 'bank_holiday', closesAt: null, opensAt: '2026-12-29T09:00:00.000Z', holidayName: 'Christmas Day' });
    expect(deskStatus(new Date('2026-12-28T11:00:00Z')).holidayName).toBe('Boxing Day (substitute day)');
    expect(deskStatus(new Date('2026-04-06T09:30:00Z'))).toMatchObject({ state: 'bank_holiday', holidayName: 'Easter Monday', opensAt: '2026-04-07T08:00:00.000Z' });
  });
  it('opens at 9:00 BST after the spring change and 9:00 GMT after the autumn change', () => {
    expect(nextOpening(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(nextOpening(new Date('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-26T09:00:00.000Z');
  });
});

describe('helpers', () => {
  it('converts London wall-clock times either side of the clock changes', () => {
    expect(londonInstant('2026-03-28', 9 * 60).toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(londonInstant('2026-03-29', 12 * 60).toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(londonInstant('2026-10-25', 12 * 60).toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });
  it('rounds the earliest start up to the next full hour', () => {
    expect(earliestMeetingStart(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(earliestMeetingStart(new Date('2026-11-24T10:59:59Z')).toISOString()).toBe('2026-11-24T11:00:00.000Z');
  });
  it('counts business days ahead over Christmas', () => {
    expect(businessDaysAhead('2026-12-23', 3)).toBe('2026-12-30');
  });
});
