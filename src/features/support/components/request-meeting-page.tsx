import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';

import { useListMeetingSlots } from '@generated/api/support/support';
import type { ContactMethod } from '@generated/model/contactMethod';
import type { MeetingAttendee } from '@generated/model/meetingAttendee';
import type { MeetingRequest } from '@generated/model/meetingRequest';
import { createMeetingRequestBodyNotesMax, createMeetingRequestBodyTopicMax, createMeetingRequestBodyTopicMin } from '@generated/zod/support/support.zod';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { WriteBusyButton } from '@/components/ui/busy-button';
import { env } from '@/config/env';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { showApiError, useContractForm } from '@/lib/contract-form';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { useCreateMeetingRequest } from '../api/support-mutations';
import { groupSlotsByDay } from '../utils/slot-days';
import { MeetingConfirmation } from './meeting-confirmation';
import { SlotPicker } from './slot-picker';

const TOPIC_MIN = createMeetingRequestBodyTopicMin;
const TOPIC_MAX = createMeetingRequestBodyTopicMax;
const NOTES_MAX = createMeetingRequestBodyNotesMax;
const TAKEN = 'That slot has just been taken by someone else. Choose another time; everything else you entered is kept.';
const NOT_REQUESTED = 'The meeting could not be requested. Please try again.';

/** The form's fields are named as the contract names them (`start` is the chosen slot), so a refusal lands on its field. */
export const meetingSchema = z.object({
  start: z.string().check(z.minLength(1, 'Choose a time.')),
  topic: z.string().check(
    z.refine((value) => value.trim().length >= TOPIC_MIN, `Say in at least ${TOPIC_MIN} characters what you would like to discuss.`),
    z.maxLength(TOPIC_MAX, `Keep the topic to ${TOPIC_MAX} characters.`),
  ),
  notes: z.string().check(z.maxLength(NOTES_MAX, `Keep the notes to ${NOTES_MAX} characters.`)),
});
const MEETING_FIELDS = ['start', 'topic', 'notes'] as const;
const EMPTY = { start: '', topic: '', notes: '' };

/**
 * support/request-meeting: 30 minutes with the account manager or the support desk in a free
 * slot inside support hours; the server checks the slot again and refuses one just taken.
 */
export function RequestMeetingPage() {
  const session = usePortalSession();
  const accountId = session.activeAccount?.id ?? (session.accounts.length === 1 ? session.accounts[0]?.id : undefined);
  const [attendee, setAttendee] = useState<MeetingAttendee>(accountId ? 'account_manager' : 'support_desk');
  const [day, setDay] = useState('');
  const [contactMethod, setContactMethod] = useState<ContactMethod>('video');
  const [booked, setBooked] = useState<MeetingRequest | null>(null);
  const [alert, setAlert] = useState<{ variant: 'warning' | 'danger'; text: string }>();
  const form = useContractForm(meetingSchema, EMPTY, { mode: 'onTouched' });
  const { errors } = form.formState;
  const slot = form.watch('start');
  const slots = useListMeetingSlots({ attendee, ...(accountId ? { accountId } : {}) });
  const days = useMemo(() => groupSlotsByDay(slots.data?.data ?? []), [slots.data]);
  const request = useCreateMeetingRequest();
  const errorOf = (field: (typeof MEETING_FIELDS)[number]) => errors[field]?.message;
  const chooseSlot = (start: string, check: boolean) => form.setValue('start', start, { shouldValidate: check, shouldTouch: check });

  if (booked) {
    return (
      <div className="d-flex flex-column gap-4" style={{ maxWidth: '48rem' }}>
        <h1 className="h3 mb-0">Request a meeting</h1>
        <MeetingConfirmation
          meeting={booked}
          phone={env.supportPhone}
          onAnother={() => {
            setBooked(null);
            form.reset(EMPTY);
            setAlert(undefined);
            request.reset();
          }}
        />
      </div>
    );
  }

  const submit = form.handleSubmit(({ start, topic, notes }) => {
    if (request.isPending) return;
    setAlert(undefined);
    request.mutate(
      { data: { start, topic: topic.trim(), contactMethod, attendee, ...(notes.trim() ? { notes: notes.trim() } : {}), ...(accountId ? { accountId } : {}) } },
      {
        onSuccess: ({ data }) => setBooked(data),
        onError: (error) => {
          // The slot was taken meanwhile: the list refreshes; everything else typed stays.
          if (apiErrorStatus(error) === 409) {
            chooseSlot('', true);
            setAlert({ variant: 'warning', text: TAKEN });
            return;
          }
          const message = showApiError(form, error, MEETING_FIELDS, NOT_REQUESTED);
          if (message) setAlert({ variant: 'danger', text: message });
        },
      },
    );
  });

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
            onSubmit={submit}
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
                  chooseSlot('', false);
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
                  chooseSlot('', false);
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
                  chooseSlot('', false);
                }}
                onSlot={(chosen) => chooseSlot(chosen.start, true)}
                error={errorOf('start')}
              />
            ) : null}
            <Form.Group controlId="meeting-topic">
              <Form.Label>Topic</Form.Label>
              <Form.Control
                maxLength={TOPIC_MAX}
                {...form.register('topic')}
                isInvalid={Boolean(errorOf('topic'))}
                aria-invalid={Boolean(errorOf('topic')) || undefined}
                aria-describedby={errorOf('topic') ? 'meeting-topic-feedback' : undefined}
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
                maxLength={NOTES_MAX}
                {...form.register('notes')}
                isInvalid={Boolean(errorOf('notes'))}
                aria-invalid={Boolean(errorOf('notes')) || undefined}
                aria-describedby={errorOf('notes') ? 'meeting-notes-feedback' : undefined}
              />
              <Form.Control.Feedback type="invalid" id="meeting-notes-feedback">
                {errorOf('notes')}
              </Form.Control.Feedback>
            </Form.Group>
            {alert ? (
              <Alert variant={alert.variant} className="mb-0" role="alert">
                {alert.text}
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
