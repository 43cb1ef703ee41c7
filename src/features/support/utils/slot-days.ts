import type { MeetingSlot } from '@generated/model/meetingSlot';
import { formatIsoDay } from '@/lib/dates';

export interface SlotDay {
  /** London calendar day, 'YYYY-MM-DD'. */
  day: string;
  slots: MeetingSlot[];
}

/** Slots grouped by their London day, in the server's (earliest first) order. */
export function groupSlotsByDay(slots: readonly MeetingSlot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const day = formatIsoDay(new Date(slot.start));
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}
