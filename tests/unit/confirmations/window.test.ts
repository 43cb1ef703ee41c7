// The response window of a trade confirmation: 17:00 London on the second England-and-Wales
// business day after the London day of issue (docs/trading.md, "Confirmations").
import { describe, expect, it } from 'vitest';

import { confirmationStatus, respondByOf } from '../../../server/confirmations/window';

describe('respondByOf', () => {
  it.each([
    ['Monday, GMT', '2026-11-23T18:05:00Z', '2026-11-25T17:00:00.000Z'],
    ['Friday: the weekend does not count', '2026-11-27T10:00:00Z', '2026-12-01T17:00:00.000Z'],
    ['Christmas Eve 2026: 25 and 28 December are bank holidays', '2026-12-24T11:00:00Z', '2026-12-30T17:00:00.000Z'],
    ['a Sunday night in London is still Sunday', '2026-11-29T23:30:00Z', '2026-12-01T17:00:00.000Z'],
    ['after midnight London in summer it is the next day', '2027-06-01T23:30:00Z', '2027-06-04T16:00:00.000Z'],
    ['the summer bank holiday 2027 (30 August), 17:00 BST', '2027-08-26T12:00:00Z', '2027-08-31T16:00:00.000Z'],
    ['across the spring clock change, Good Friday and Easter Monday 2027 (26 and 29 March): 17:00 BST', '2027-03-25T12:00:00Z', '2027-03-31T16:00:00.000Z'],
  ])('%s', (_name, issued, closes) => {
    expect(respondByOf(new Date(issued)).toISOString()).toBe(closes);
  });
});

describe('confirmationStatus', () => {
  const issued = { issued_at: new Date('2026-11-23T18:05:00Z'), respond_by: new Date('2026-11-25T17:00:00Z') };
  it('is issuing until the PDF is written', () => {
    expect(confirmationStatus({ status: 'pending', issued_at: null, respond_by: null }, new Date('2030-01-01T00:00:00Z'))).toBe('issuing');
  });
  it('is pending up to the last millisecond of the window, confirmed by default from its end', () => {
    expect(confirmationStatus({ status: 'pending', ...issued }, new Date('2026-11-25T16:59:59.999Z'))).toBe('pending');
    expect(confirmationStatus({ status: 'pending', ...issued }, new Date('2026-11-25T17:00:00.000Z'))).toBe('confirmed_by_default');
  });
  it('keeps a customer answer whatever the clock', () => {
    expect(confirmationStatus({ status: 'disputed', ...issued }, new Date('2027-01-01T00:00:00Z'))).toBe('disputed');
    expect(confirmationStatus({ status: 'confirmed', ...issued }, new Date('2026-11-24T00:00:00Z'))).toBe('confirmed');
  });
});
