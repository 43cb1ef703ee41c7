// The meeting's iCalendar file (src/features/support/utils/ics.ts): RFC 5545 text a calendar accepts.
import { describe, expect, it } from 'vitest';

import { foldLine, icsDateTime, icsText, meetingIcs, meetingIcsFileName } from '@/features/support/utils/ics';

const meeting = {
  id: 'd4f6b8d0-5e7a-4c9b-8f1d-6a8c0e2a4c6e',
  start: '2026-12-23T10:00:00.000Z',
  end: '2026-12-23T10:30:00.000Z',
  topic: 'Hedging; Winter 27, Q1',
  notes: 'Line one\nLine two with a backslash \\',
  contactMethod: 'phone' as const,
  attendeeName: 'Hannah Whitfield',
  createdDate: '2026-12-22T15:20:00Z',
};

describe('meetingIcs', () => {
  const ics = meetingIcs({ meeting, phone: '+44 20 7946 0321' });
  const lines = ics.split('\r\n');

  it('is one VEVENT in a VCALENDAR, CRLF line ends, times in UTC', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:d4f6b8d0-5e7a-4c9b-8f1d-6a8c0e2a4c6e@market-lens');
    expect(lines).toContain('DTSTAMP:20261222T152000Z');
    expect(lines).toContain('DTSTART:20261223T100000Z');
    expect(lines).toContain('DTEND:20261223T103000Z');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(lines).toContain('SUMMARY:Market Lens: Hedging\\; Winter 27\\, Q1');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Meeting with Hannah Whitfield about: Hedging\\; Winter 27\\, Q1\\nLine one\\nLine two with a backslash \\\\\\nPhone call');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe('helpers', () => {
  it('formats UTC date-times and escapes TEXT', () => {
    expect(icsDateTime('2026-03-30T08:00:00Z')).toBe('20260330T080000Z');
    expect(icsText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
  it('never splits a multi-byte character when folding', () => {
    const folded = foldLine(`SUMMARY:${'£'.repeat(60)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'£'.repeat(60)}`);
  });
  it('names the file after the start', () => {
    expect(meetingIcsFileName(meeting)).toBe('market-lens-meeting-20261223T100000Z.ics');
  });
});
