import { useEffect, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import type { MeetingRequest } from '@generated/model/meetingRequest';
import { formatTime, formatDateTime } from '@/lib/date-times';

import { meetingIcs, meetingIcsFileName } from '../utils/ics';

/** The requested meeting, with its calendar file to download. */
export function MeetingConfirmation({ meeting, phone, onAnother }: { meeting: MeetingRequest; phone: string; onAnother: () => void }) {
  const href = useMemo(() => URL.createObjectURL(new Blob([meetingIcs({ meeting, phone })], { type: 'text/calendar;charset=utf-8' })), [meeting, phone]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <Alert variant="success" className="mb-0" role="status">
      <h2 className="h5">Meeting requested</h2>
      <p className="mb-2">
        {meeting.contactMethod === 'video' ? 'Video call' : 'Phone call'} with {meeting.attendeeName} on {formatDateTime(new Date(meeting.start))} to{' '}
        {formatTime(new Date(meeting.end))} (UK time) about “{meeting.topic}”. We have sent you a message with the details.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-success btn-sm" href={href} download={meetingIcsFileName(meeting)}>
          Add to calendar (.ics)
        </a>
        <Button variant="outline-dark" size="sm" onClick={onAnother}>
          Request another meeting
        </Button>
      </div>
    </Alert>
  );
}
