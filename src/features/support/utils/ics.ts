/**
 * An iCalendar file (RFC 5545) for a requested meeting, so the customer can put it in their
 * calendar: times in UTC (no time-zone table needed), text escaped (§3.3.11), lines folded at
 * 75 octets without splitting a character (§3.1), CRLF line ends.
 */
import type { MeetingRequest } from '@generated/model/meetingRequest';

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** 2026-11-25T09:00:00.000Z → 20261125T090000Z */
export const icsDateTime = (value: string): string => new Date(value).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export const icsText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** Folds one content line into lines of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export interface MeetingCalendarEntry {
  meeting: Pick<MeetingRequest, 'id' | 'start' | 'end' | 'topic' | 'notes' | 'contactMethod' | 'attendeeName' | 'createdDate'>;
  /** The desk phone, for the description. */
  phone: string;
}

export function meetingIcs({ meeting, phone }: MeetingCalendarEntry): string {
  const how = meeting.contactMethod === 'video' ? 'Video call: the link follows by email.' : `Phone call: we will call you, or ring the desk on ${phone}.`;
  const description = [`Meeting with ${meeting.attendeeName} about: ${meeting.topic}`, meeting.notes ?? '', how].filter(Boolean).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Market Lens//Support meetings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${meeting.id}@market-lens`,
    `DTSTAMP:${icsDateTime(meeting.createdDate)}`,
    `DTSTART:${icsDateTime(meeting.start)}`,
    `DTEND:${icsDateTime(meeting.end)}`,
    `SUMMARY:${icsText(`Market Lens: ${meeting.topic}`)}`,
    `DESCRIPTION:${icsText(description)}`,
    'STATUS:TENTATIVE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The file name offered for download: 'market-lens-meeting-20261125T090000Z.ics'. */
export const meetingIcsFileName = (meeting: Pick<MeetingRequest, 'start'>) => `market-lens-meeting-${icsDateTime(meeting.start)}.ics`;
