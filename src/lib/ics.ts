/**
 * The calendar file of one event the site e-mails (an appointment, a webinar seat), RFC 5545 through the `ics`
 * library: UID = the event's id, so a calendar app updates the same event; SEQUENCE = the event's sequence
 * (raised by every change); METHOD REQUEST for a live event, METHOD CANCEL (STATUS:CANCELLED) for a cancelled one.
 * Times are written in UTC (DTSTART:…Z), which every client converts to its own zone.
 */
import { createEvent, type DateArray } from 'ics';
import { SITE } from '@/config/site';

export interface IcsEvent {
  /** Which part of the site makes it (the PRODID's tail), e.g. 'booking'. */
  product: string;
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

export function eventIcs(a: IcsEvent): string {
  const { error, value } = createEvent({
    productId: `${SITE.brand}//${a.product}`,
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
