import { env } from '@/env';
import { draftCookie } from '@/lib/forms/form-state';
import { REGISTRATION_FIELDS } from './schemas';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/** What the visitor typed into the registration form, for ten minutes, when the POST sends them back (ADR 025). */
export const WEBINAR_DRAFT = draftCookie('hl_webinar_draft', REGISTRATION_FIELDS);

/**
 * After a registration the page says what happened (a seat or the waiting list) only to the browser that sent
 * it: the registration's id in a short-lived cookie, not in a URL anyone could craft.
 */
export const WEBINAR_DONE_COOKIE = secure ? '__Host-hl_webinar_done' : 'hl_webinar_done';
export const webinarDoneCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: 600 };
