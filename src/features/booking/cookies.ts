import { env } from '@/env';
import { draftCookie } from '@/lib/forms/form-state';
import { BOOKING_FIELDS, BOOKING_FIELD_CODES, type BookingField } from './contact';

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
 * taken slot): contact data never goes into a URL (form kit, ADR 025). Deleted when the booking is made.
 */
export const BOOKING_DRAFT = draftCookie('hl_booking_draft', BOOKING_FIELDS);
/** The codes a confirm field may come back with (the use case's, ./contact.ts), and the problems of the whole form. */
export { BOOKING_FIELDS, BOOKING_FIELD_CODES, type BookingField };
export const BOOKING_FORM_ERRORS = ['SLOT_NOT_OFFERED', 'failed', 'RATE_LIMITED', 'CAPTCHA_INVALID'] as const;
