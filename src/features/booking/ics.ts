/**
 * The calendar file of an appointment (RFC 5545 through the `ics` library): UID = the appointment's id, so a
 * calendar app updates the same event; SEQUENCE = the appointment's sequence (raised by every reschedule and
 * cancel); METHOD REQUEST for a live appointment, METHOD CANCEL (STATUS:CANCELLED) for a cancelled one. Times
 * are written in UTC (DTSTART:…Z), which every client converts to its own zone.
 */
import { createEvent, type DateArray } from 'ics';
import { SITE } from '@/config/site';

export interface IcsAppointment {
  id: string;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  cancelled: boolean;
  title: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

const utc = (d: Date): DateArray => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];

export function appointmentIcs(a: IcsAppointment): string {
  const { error, value } = createEvent({
    productId: `${SITE.brand}//booking`,
    method: a.cancelled ? 'CANCEL' : 'REQUEST',
    uid: a.id,
    sequence: a.sequence,
    start: utc(a.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(a.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: a.title,
    description: a.description,
    ...(a.location ? { location: a.location } : {}),
    ...(a.url ? { url: a.url } : {}),
    status: a.cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: a.organizer,
    attendees: [{ name: a.attendee.name, email: a.attendee.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  return value;
}
