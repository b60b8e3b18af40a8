import { env } from '@/env';
import { draftCookie } from '@/lib/forms/form-state';
import { ENQUIRY_FIELDS, ENQUIRY_MESSAGE_MAX } from './enquiry-form';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/**
 * What the visitor typed into a listing's enquiry, for ten minutes, when the POST sends them back to the enquiry
 * page with codes (ADR 025: names, addresses, phone numbers and messages never go into a URL). Deleted when the
 * enquiry is stored.
 */
export const ENQUIRY_DRAFT = draftCookie('hl_enquiry_draft', ENQUIRY_FIELDS, 600, ENQUIRY_MESSAGE_MAX);

/**
 * After an enquiry the enquiry page says "sent" only to the browser that sent it: the enquiry's id in a short-lived
 * cookie, not in a URL anyone could craft or a cache could keep.
 */
export const ENQUIRY_DONE_COOKIE = secure ? '__Host-hl_enquiry_done' : 'hl_enquiry_done';
export const enquiryDoneCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: 30 * 60 };
