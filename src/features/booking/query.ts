/**
 * The query parameters that travel between the booking pages (slot page → confirm page → form POST → back):
 * the slot (date, decimal hour, the visitor's zone), an advisor, the topic (refinance), `another` (a lead with an
 * appointment chose to book one more) and the tracking of the
 * landing visit (spec section 4: medium, source, campaign, referrer), and `report`: the answers of the
 * recommendation report the visitor booked from (the booking attaches the report to the lead), and `listing`: the
 * slug of the property the visitor booked about (issue 25; the appointment keeps it). None of them
 * identifies the visitor; contact data never goes into a URL.
 */
import { completeOmAnswers } from '@/features/funnel';
import { firstValue } from '@/lib/search-params';

export const BOOKING_QUERY_KEYS = ['date', 'time', 'tz', 'advisor', 'topic', 'another', 'utm_source', 'utm_medium', 'utm_campaign', 'referrer', 'report', 'listing'] as const;
export type BookingQueryKey = (typeof BOOKING_QUERY_KEYS)[number];
export type BookingQuery = Partial<Record<BookingQueryKey, string | null>>;

export const TOPICS = ['refinance'] as const;

/** The shape of a listing's slug (features/properties); the booking looks the listing up and drops an unknown one. */
export const LISTING_SLUG = /^[a-z0-9-]{3,120}$/;
export type Topic = (typeof TOPICS)[number];

/** Only the known keys with a value, each at most 500 characters. */
export function confirmQuery(values: BookingQuery): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of BOOKING_QUERY_KEYS) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') query.set(key, value.slice(0, 500));
  }
  return query;
}

/** The booking parameters of a page's search params (first value of each). */
export function readBookingQuery(search: Record<string, string | string[] | undefined>): BookingQuery {
  const out: BookingQuery = {};
  for (const key of BOOKING_QUERY_KEYS) {
    const value = firstValue(search[key]);
    if (typeof value === 'string' && value !== '') out[key] = value.slice(0, 500);
  }
  if (out.topic && !(TOPICS as readonly string[]).includes(out.topic)) delete out.topic;
  if (out.another && out.another !== '1') delete out.another;
  if (out.listing && !LISTING_SLUG.test(out.listing)) delete out.listing;
  if (out.report) {
    const answers = completeOmAnswers(out.report);
    if (answers) out.report = new URLSearchParams(answers).toString();
    else delete out.report;
  }
  return out;
}

/** The tracking part only (for links between pages that keep it). */
export function trackingOf(q: BookingQuery): BookingQuery {
  return { utm_source: q.utm_source, utm_medium: q.utm_medium, utm_campaign: q.utm_campaign, referrer: q.referrer, topic: q.topic, advisor: q.advisor, tz: q.tz, another: q.another, report: q.report, listing: q.listing };
}

/**
 * The document referrer of the landing visit: the query's `referrer` when the pages carried it, else the
 * Referer of this request when it is another site (our own pages are no referrer).
 */
export function withExternalReferrer(q: BookingQuery, referer: string | null, ownOrigin: string): BookingQuery {
  if (q.referrer || !referer) return q;
  try {
    return new URL(referer).origin === new URL(ownOrigin).origin ? q : { ...q, referrer: referer.slice(0, 500) };
  } catch {
    return q;
  }
}

/**
 * Spec section 2: on routes ending in video or phone the back button may be disabled, when the lead's
 * appointment_page_behavior says so (anything but 'default'); everyone else has it.
 */
export function backButtonShown(appointmentPageBehavior: string | null | undefined, contactType: string): boolean {
  return !appointmentPageBehavior || appointmentPageBehavior === 'default' || !/(video|phone)$/.test(contactType);
}
