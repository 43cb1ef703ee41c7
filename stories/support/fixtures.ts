/**
 * Fixed data for the support stories (passed to the generated `get…MockHandler`s). Dates are
 * fixed so screenshots never change; the meeting slots run across Christmas 2026, when
 * Friday 25 and Monday 28 December (Boxing Day substitute) are bank holidays.
 */
import { HttpResponse } from 'msw';

import type { Faq } from '@generated/model/faq';
import type { MeetingRequest } from '@generated/model/meetingRequest';
import type { MeetingSlot } from '@generated/model/meetingSlot';
import type { SupportContact } from '@generated/model/supportContact';
import type { SupportQuery } from '@generated/model/supportQuery';
import type { SupportQueryDetail } from '@generated/model/supportQueryDetail';

import { singleAccount } from '../kit/portal-session-fixtures';

const ACCOUNT = singleAccount.id;

export const supportQueries: SupportQuery[] = [
  { id: '8d0f2b4c-6e8a-4c1d-9f3b-5a7c9e1b3d51', reference: 'SQ-26-000046', accountId: ACCOUNT, subject: 'Invoice for October shows the wrong Q4-26 volume', createDate: '2026-11-18T14:03:27Z', pipelineStage: 'in_progress', updatedDate: '2026-11-19T10:45:00Z', commentCount: 2 },
  { id: '8d0f2b4c-6e8a-4c1d-9f3b-5a7c9e1b3d52', reference: 'SQ-26-000045', accountId: ACCOUNT, subject: 'Please add our new Leeds depot to the contract', createDate: '2026-11-12T09:20:00Z', pipelineStage: 'waiting_on_customer', updatedDate: '2026-11-13T16:02:00Z', commentCount: 3 },
  { id: '8d0f2b4c-6e8a-4c1d-9f3b-5a7c9e1b3d53', reference: 'SQ-26-000044', accountId: ACCOUNT, subject: 'Half-hourly data missing for October', createDate: '2026-11-05T11:47:00Z', pipelineStage: 'new', updatedDate: '2026-11-05T11:47:00Z', commentCount: 0 },
  { id: '8d0f2b4c-6e8a-4c1d-9f3b-5a7c9e1b3d54', reference: 'SQ-26-000043', accountId: ACCOUNT, subject: 'Change of billing contact', createDate: '2026-10-21T08:15:00Z', pipelineStage: 'closed', updatedDate: '2026-10-23T12:30:00Z', commentCount: 1 },
];

export const queryPage = (data: SupportQuery[], total = data.length, page = 1) => ({ data, total, pagination: { page, perPage: 10 } });

export const queryDetail: SupportQueryDetail = {
  ...supportQueries[0]!,
  category: 'billing',
  raisedBy: 'Alex Morgan',
  description: 'Our October invoice bills 3.0 MW baseload for Q4-26 but we only hedged 2.5 MW.\nPlease check and send a credit note.',
  comments: [
    { id: 'e1a3c5e7-9b2d-4f4a-8c6e-0a2c4e6a8c01', body: 'Thanks Alex, we are checking the volume with billing and will come back by Friday.', createdDate: '2026-11-19T09:12:00Z', author: { name: 'Priya Raman', side: 'support' } },
    { id: 'e1a3c5e7-9b2d-4f4a-8c6e-0a2c4e6a8c02', body: 'Thank you. The PO number for the credit note is NB-44721.', createdDate: '2026-11-19T10:45:00Z', author: { name: 'Alex Morgan', side: 'customer' } },
  ],
};

export const newQueryDetail: SupportQueryDetail = { ...queryDetail, id: '8d0f2b4c-6e8a-4c1d-9f3b-5a7c9e1b3d59', reference: 'SQ-26-000047', pipelineStage: 'new', commentCount: 0, comments: [] };

export const closedQueryDetail: SupportQueryDetail = { ...queryDetail, pipelineStage: 'closed' };

export const faqs: Faq[] = [
  { id: '0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a01', category: 'Contracts', question: 'What is a flexible energy contract?', answer: 'Instead of fixing one price for the whole contract, you buy your future power and gas in tranches over time, choosing when to lock in prices.' },
  { id: '0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a02', category: 'Contracts', question: 'Can I extend my flexible contract?', answer: 'Yes. Raise a support query with the category Contract or request a meeting with your account manager.' },
  { id: '0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a03', category: 'Prices', question: 'When are closing prices published?', answer: 'Once per business day, after the market closes. Weekends and England and Wales bank holidays have no publication.' },
  { id: '0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a07', category: 'Files and reports', question: 'Where do I find my portfolio report?', answer: 'Bespoke portfolio reports for flexible contracts are published monthly under Files, with your invoices and contracts.' },
  { id: '0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a09', category: 'Support', question: 'When is the support desk open?', answer: 'Support hours are 9:00am-5:00pm Monday to Friday, excluding public holidays.' },
];

const contactBase = { hours: '9:00am-5:00pm Monday to Friday, excluding public holidays', phone: '+44 20 7946 0321', email: 'optimisation@market-lens.local', timeZone: 'Europe/London' } as const;

/** The desk as the server reports it at fixed moments (the clock is the fixture's, not the browser's). */
export const contactAt = {
  /** Tuesday 24 November 2026, 11:00. */
  open: { ...contactBase, status: { open: true, state: 'open', closesAt: '2026-11-24T17:00:00Z', opensAt: null, holidayName: null } },
  /** Christmas Day 2026: next open Tuesday 29 December (Boxing Day's substitute is Monday 28). */
  bankHoliday: { ...contactBase, status: { open: false, state: 'bank_holiday', closesAt: null, opensAt: '2026-12-29T09:00:00Z', holidayName: 'Christmas Day' } },
  /** Saturday 28 November 2026. */
  weekend: { ...contactBase, status: { open: false, state: 'weekend', closesAt: null, opensAt: '2026-11-30T09:00:00Z', holidayName: null } },
  /** Tuesday 24 November 2026, 18:30. */
  afterHours: { ...contactBase, status: { open: false, state: 'outside_hours', closesAt: null, opensAt: '2026-11-25T09:00:00Z', holidayName: null } },
} satisfies Record<string, SupportContact>;

/** Free slots of one London day in winter (GMT): 9:00–16:30, minus the given starts. */
function winterDay(day: string, taken: string[] = []): MeetingSlot[] {
  const slots: MeetingSlot[] = [];
  for (let minute = 9 * 60; minute < 17 * 60; minute += 30) {
    const start = new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60_000);
    const time = start.toISOString().slice(11, 16);
    if (!taken.includes(time)) slots.push({ start: start.toISOString().replace('.000', ''), end: new Date(start.getTime() + 30 * 60_000).toISOString().replace('.000', '') });
  }
  return slots;
}

/** Wednesday 23 to Wednesday 30 December 2026: Christmas, the weekend and Boxing Day's substitute are absent. */
export const christmasSlots: MeetingSlot[] = [
  ...winterDay('2026-12-23', ['09:00', '09:30', '14:00']),
  ...winterDay('2026-12-24'),
  ...winterDay('2026-12-29'),
  ...winterDay('2026-12-30'),
];

export const slotsResponse = (data: MeetingSlot[]) => ({ data, timeZone: 'Europe/London', slotMinutes: 30 }) as const;

export const bookedMeeting: MeetingRequest = {
  id: 'd4f6b8d0-5e7a-4c9b-8f1d-6a8c0e2a4c6e',
  accountId: ACCOUNT,
  start: '2026-12-23T10:00:00Z',
  end: '2026-12-23T10:30:00Z',
  topic: 'Hedging strategy for Winter 27',
  notes: null,
  contactMethod: 'video',
  attendee: 'account_manager',
  attendeeName: 'Hannah Whitfield',
  status: 'requested',
  createdDate: '2026-12-22T15:20:00Z',
};

/** A 400 naming a field, as the server sends it. */
export const badRequestFor =
  (field: string, message: string) =>
  (): never => {
    throw HttpResponse.json({ statusCode: 400, error: 'Bad Request', message, field }, { status: 400 });
  };

/** The 409 of a slot someone else took first. */
export const slotTaken = (): never => {
  throw HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'This slot has just been taken: choose another slot' }, { status: 409 });
};
