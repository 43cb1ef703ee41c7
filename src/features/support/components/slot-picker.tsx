import './support.css';

import type { MeetingSlot } from '@generated/model/meetingSlot';
import { formatShortDate } from '@/lib/dates';
import { formatTime, formatWeekday } from '@/lib/date-times';

import type { SlotDay } from '../utils/slot-days';

/**
 * Choose a day (only business days with a free slot are offered: weekends and bank holidays
 * never appear), then one of its free 30-minute slots. Times are UK time.
 */
export function SlotPicker({
  days,
  day,
  slot,
  onDay,
  onSlot,
  error,
}: {
  days: SlotDay[];
  day: string;
  slot: string;
  onDay: (day: string) => void;
  onSlot: (slot: MeetingSlot) => void;
  error?: string | undefined;
}) {
  const chosen = days.find((candidate) => candidate.day === day) ?? days[0];
  return (
    <div className="d-flex flex-column gap-3">
      <fieldset>
        <legend className="form-label fs-6 mb-1">Day</legend>
        <p className="small text-body-secondary mb-2">Weekends and bank holidays are not offered.</p>
        <div className="ml-day-grid">
          {days.map((candidate) => {
            const id = `meeting-day-${candidate.day}`;
            return (
              <div key={candidate.day}>
                <input type="radio" className="btn-check" name="meeting-day" id={id} value={candidate.day} checked={chosen?.day === candidate.day} onChange={() => onDay(candidate.day)} />
                {/* Three lines in every tile (weekday, date, free slots) and the tile fills its grid row, so tiles are of one height. */}
                <label className="btn btn-outline-secondary btn-sm w-100 h-100 text-start ml-day-tile" htmlFor={id}>
                  <span className="d-block fw-medium">{formatWeekday(candidate.day)}</span>{' '}
                  <span className="d-block">{formatShortDate(candidate.day)}</span>{' '}
                  <span className="d-block small">{candidate.slots.length} free</span>
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      {chosen ? (
        <fieldset aria-describedby={error ? 'meeting-slot-feedback' : undefined}>
          <legend className="form-label fs-6 mb-2">Time (UK time, 30 minutes)</legend>
          <div className="ml-slot-grid">
            {chosen.slots.map((candidate) => {
              const id = `meeting-slot-${candidate.start}`;
              return (
                <div key={candidate.start}>
                  <input
                    type="radio"
                    className="btn-check"
                    name="meeting-slot"
                    id={id}
                    value={candidate.start}
                    checked={slot === candidate.start}
                    onChange={() => onSlot(candidate)}
                  />
                  <label className="btn btn-outline-primary btn-sm w-100" htmlFor={id}>
                    {formatTime(new Date(candidate.start))}
                  </label>
                </div>
              );
            })}
          </div>
          {error ? (
            <div id="meeting-slot-feedback" className="invalid-feedback d-block">
              {error}
            </div>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
