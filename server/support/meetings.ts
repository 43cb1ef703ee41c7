/**
 * Meeting requests: whose calendar a meeting goes in, and which slots are still free there.
 * A calendar is the support desk's ('desk') or one account manager's ('owner:<id>'); a slot is
 * taken in it by any meeting not cancelled. The unique index of
 * migrations/047-meeting-attendee.sql makes the last rule hold under concurrent requests.
 */
import type { Kysely } from 'kysely';

import type { MeetingAttendee } from '../../generated/model/meetingAttendee';
import type { MeetingRequest } from '../../generated/model/meetingRequest';
import type { Database, MeetingRequestsTable } from '../db/schema';
import { badRequest } from '../errors';
import { iso } from '../representations';
import { firstAccountManager, meetingStarts } from './queries';

export const DESK_NAME = 'Market Lens support desk';

export interface MeetingHost {
  attendee: MeetingAttendee;
  /** The calendar the slot is taken in. */
  key: string;
  name: string;
}

const DESK: MeetingHost = { attendee: 'support_desk', key: 'desk', name: DESK_NAME };

/**
 * The calendar of the chosen attendee: the desk, or the first account manager of the account's
 * company (its primary company, else its parent). The caller has checked the account is visible.
 */
export async function meetingHost(db: Kysely<Database>, attendee: MeetingAttendee, accountId: string | undefined): Promise<MeetingHost> {
  if (attendee === 'support_desk') return DESK;
  if (accountId === undefined) throw badRequest('accountId is required to meet the account manager', 'accountId');
  const owner = await firstAccountManager(db, accountId);
  if (!owner) throw badRequest('This account has no account manager: request a meeting with the support desk instead', 'attendee');
  const name = [owner.first_name, owner.last_name].filter(Boolean).join(' ') || 'Your account manager';
  return { attendee: 'account_manager', key: `owner:${owner.id}`, name };
}

/** Slot starts (ms) already taken in the host's calendar between two instants. */
export async function takenSlots(db: Kysely<Database>, hostKey: string, from: Date, to: Date): Promise<Set<number>> {
  const rows = await meetingStarts(db, hostKey, from, to);
  return new Set(rows.map((row) => row.slot_start.getTime()));
}

export function toMeetingRequest(row: {
  id: string;
  account_id: string | null;
  slot_start: Date;
  slot_end: Date;
  topic: string;
  notes: string | null;
  contact_method: MeetingRequestsTable['contact_method'];
  attendee: MeetingAttendee;
  attendee_name: string;
  status: MeetingRequest['status'];
  created_at: Date;
}): MeetingRequest {
  return {
    id: row.id,
    accountId: row.account_id,
    start: iso(row.slot_start),
    end: iso(row.slot_end),
    topic: row.topic,
    notes: row.notes,
    contactMethod: row.contact_method,
    attendee: row.attendee,
    attendeeName: row.attendee_name,
    status: row.status,
    createdDate: iso(row.created_at),
  };
}
