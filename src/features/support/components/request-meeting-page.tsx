import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';

import { useListMeetingSlots } from '@generated/api/support/support';
import type { ContactMethod } from '@generated/model/contactMethod';
import type { MeetingAttendee } from '@generated/model/meetingAttendee';
import type { MeetingRequest } from '@generated/model/meetingRequest';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { WriteBusyButton } from '@/components/ui/busy-button';
import { env } from '@/config/env';
import { apiErrorField, apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';


import { useCreateMeetingRequest } from '../api/support-mutations';
import { groupSlotsByDay } from '../utils/slot-days';
import { MeetingConfirmation } from './meeting-confirmation';
import { SlotPicker } from './slot-picker';

const TOPIC_MIN = 3;
const TOPIC_MAX = 200;
const NOTES_MAX = 2000;

type Field = 'slot' | 'topic' | 'notes';

/**
 * support/request-meeting: 30 minutes with the account manager or the support desk in a free
 * slot inside support hours; the server checks the slot again and refuses one just taken.
 */
export function RequestMeetingPage() {
  const session = usePortalSession();
  const accountId = session.activeAccount?.id ?? (session.accounts.length === 1 ? session.accounts[0]?.id : undefined);
  const [attendee, setAttendee] = useState<MeetingAttendee>(accountId ? 'account_manager' : 'support_desk');
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');
  const [topic, setTopic] = useState('');
  const [notes, setNotes] = useState('');
  const [contactMethod, setContactMethod] = useState<ContactMethod>('video');
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [booked, setBooked] = useState<MeetingRequest | null>(null);
  const slots = useListMeetingSlots({ attendee, ...(accountId ? { accountId } : {}) });
  const days = useMemo(() => groupSlotsByDay(slots.data?.data ?? []), [slots.data]);
  const request = useCreateMeetingRequest();

  const problems: Partial<Record<Field, string>> = {};
  if (!slot) problems.slot = 'Choose a time.';
  if (topic.trim().length < TOPIC_MIN) problems.topic = `Say in at least ${TOPIC_MIN} characters what you would like to discuss.`;
  else if (topic.length > TOPIC_MAX) problems.topic = `Keep the topic to ${TOPIC_MAX} characters.`;
  if (notes.length > NOTES_MAX) problems.notes = `Keep the notes to ${NOTES_MAX} characters.`;
  const serverField = request.isError ? apiErrorField(request.error) : undefined;
  const taken = request.isError && apiErrorStatus(request.error) === 409;
  const errorOf = (field: Field) => (touched[field] ? problems[field] : undefined) ?? (serverField === (field === 'slot' ? 'start' : field) ? (apiErrorMessage(request.error) ?? undefined) : undefined);

  if (booked) {
    return (
      <div className="d-flex flex-column gap-4" style={{ maxWidth: '48rem' }}>
        <h1 className="h3 mb-0">Request a meeting</h1>
        <MeetingConfirmation
          meeting={booked}
          phone={env.supportPhone}
          onAnother={() => {
            setBooked(null);
            setSlot('');
            setTopic('');
            setNotes('');
            setTouched({});
            request.reset();
          }}
        />
      </div>
    );
  }

  const submit = () => {
    setTouched({ slot: true, topic: true, notes: true });
    if (Object.keys(problems).length > 0 || request.isPending) return;
    request.mutate(
      { data: { start: slot, topic: topic.trim(), contactMethod, attendee, ...(notes.trim() ? { notes: notes.trim() } : {}), ...(accountId ? { accountId } : {}) } },
      {
        onSuccess: ({ data }) => setBooked(data),
        onError: (error) => {
          // The slot was taken meanwhile: the list refreshes; everything else typed stays.
          if (apiErrorStatus(error) === 409) setSlot('');
        },
      },
    );
  };

  return (
    <div className="d-flex flex-column gap-4" style={{ maxWidth: '48rem' }}>
      <header>
        <Link to={marketLensPath('support', session.activeAccount?.id)} className="small">
          ← Support
        </Link>
        <h1 className="h3 mb-1 mt-1">Request a meeting</h1>
        <p className="text-body-secondary mb-0">Book 30 minutes inside support hours: 9:00am-5:00pm Monday to Friday, excluding public holidays (UK time).</p>
      </header>
      <Card>
        <Card.Body>
          <Form
            noValidate
            className="d-flex flex-column gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <fieldset>
              <legend className="form-label fs-6 mb-2">Who would you like to meet?</legend>
              <Form.Check
                type="radio"
                id="meeting-attendee-manager"
                name="meeting-attendee"
                label="Your account manager"
                checked={attendee === 'account_manager'}
                disabled={!accountId}
                onChange={() => {
                  setAttendee('account_manager');
                  setSlot('');
                }}
              />
              <Form.Check
                type="radio"
                id="meeting-attendee-desk"
                name="meeting-attendee"
                label="The support desk"
                checked={attendee === 'support_desk'}
                onChange={() => {
                  setAttendee('support_desk');
                  setSlot('');
                }}
              />
              {!accountId ? <Form.Text>Choose an account in the account selector to meet its account manager.</Form.Text> : null}
            </fieldset>
            {slots.isPending ? (
              <div aria-busy="true">
                <span className="visually-hidden">Loading free slots…</span>
                <SkeletonText lines={4} />
              </div>
            ) : null}
            {slots.isError ? (
              <Alert variant="danger" className="mb-0" role="alert">
                {apiErrorMessage(slots.error) ?? 'The free slots could not be loaded. Please try again later.'}
              </Alert>
            ) : null}
            {slots.isSuccess && days.length === 0 ? (
              <EmptyStateCard title="No free slots." text="There are no free slots in the next two weeks. Please call the desk or raise a support query." />
            ) : null}
            {days.length > 0 ? (
              <SlotPicker
                days={days}
                day={day}
                slot={slot}
                onDay={(next) => {
                  setDay(next);
                  setSlot('');
                }}
                onSlot={(chosen) => {
                  setSlot(chosen.start);
                  setTouched((current) => ({ ...current, slot: true }));
                }}
                error={errorOf('slot')}
              />
            ) : null}
            <Form.Group controlId="meeting-topic">
              <Form.Label>Topic</Form.Label>
              <Form.Control
                value={topic}
                maxLength={TOPIC_MAX}
                isInvalid={Boolean(errorOf('topic'))}
                aria-invalid={Boolean(errorOf('topic')) || undefined}
                aria-describedby={errorOf('topic') ? 'meeting-topic-feedback' : undefined}
                onChange={(event) => setTopic(event.target.value)}
                onBlur={() => setTouched((current) => ({ ...current, topic: true }))}
              />
              <Form.Control.Feedback type="invalid" id="meeting-topic-feedback">
                {errorOf('topic')}
              </Form.Control.Feedback>
            </Form.Group>
            <fieldset>
              <legend className="form-label fs-6 mb-2">How should we meet?</legend>
              <Form.Check type="radio" inline id="meeting-method-video" name="meeting-method" label="Video call" checked={contactMethod === 'video'} onChange={() => setContactMethod('video')} />
              <Form.Check type="radio" inline id="meeting-method-phone" name="meeting-method" label="Phone call" checked={contactMethod === 'phone'} onChange={() => setContactMethod('phone')} />
            </fieldset>
            <Form.Group controlId="meeting-notes">
              <Form.Label>Notes (optional)</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                value={notes}
                maxLength={NOTES_MAX}
                isInvalid={Boolean(errorOf('notes'))}
                aria-invalid={Boolean(errorOf('notes')) || undefined}
                aria-describedby={errorOf('notes') ? 'meeting-notes-feedback' : undefined}
                onChange={(event) => setNotes(event.target.value)}
              />
              <Form.Control.Feedback type="invalid" id="meeting-notes-feedback">
                {errorOf('notes')}
              </Form.Control.Feedback>
            </Form.Group>
            {request.isError && (taken || !serverField) ? (
              <Alert variant={taken ? 'warning' : 'danger'} className="mb-0" role="alert">
                {taken
                  ? 'That slot has just been taken by someone else. Choose another time; everything else you entered is kept.'
                  : (apiErrorMessage(request.error) ?? 'The meeting could not be requested. Please try again.')}
              </Alert>
            ) : null}
            <div>
              <WriteBusyButton type="submit" busy={request.isPending} busyLabel="Requesting…">
                    Request meeting
              </WriteBusyButton>
            </div>
          </Form>
        </Card.Body>
      </Card>
    </div>
  );
}
