import { env } from '@/env';
import { decodeFormDraft, encodeFormDraft } from '@/lib/form-draft';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');
const name = (base: string) => (secure ? `__Host-${base}` : base);

/** After a cancel or a move, the manage page says so once: a short-lived flash cookie, not a URL anyone could craft. */
export const MANAGE_DONE_COOKIE = name('hl_appt_done');
export const manageDoneCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: 300 };
export const MANAGE_OUTCOMES = ['cancelled', 'moved'] as const;

/**
 * Proof that this browser sent a booking: the idempotency key of its confirm form (only that page held it,
 * never in a URL), for two hours. The confirmation page shows a booking only with it (booking.ts provenBooking).
 */
export const BOOKING_DONE_COOKIE = name('hl_booking');
export const bookingDoneCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: 2 * 3600 };

/**
 * What the visitor typed into the confirm form, for ten minutes, when the POST sends them back (an error, a
 * taken slot): contact data never goes into a URL. Deleted when the booking is made.
 */
export const BOOKING_DRAFT_COOKIE = name('hl_booking_draft');
export const bookingDraftCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: 10 * 60 };

const DRAFT_FIELDS = ['givenName', 'surname', 'email', 'phone', 'homeBuyingStatus'] as const;
export type BookingDraft = Record<(typeof DRAFT_FIELDS)[number], string>;

export const encodeBookingDraft = (form: FormData): string => encodeFormDraft(form, DRAFT_FIELDS);
export const decodeBookingDraft = (value: string | undefined): BookingDraft | null => decodeFormDraft(value, DRAFT_FIELDS);
