import { env } from '@/env';
import { draftCookie } from '@/lib/forms/form-state';
import { REVIEW_FIELDS, REVIEW_TEXT_MAX } from './schemas';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/** What the reviewer typed, for ten minutes, when the POST sends them back with an error (ADR 025). */
export const REVIEW_DRAFT = draftCookie('hl_review_draft', REVIEW_FIELDS, 600, REVIEW_TEXT_MAX);
/** After the review is sent, the page thanks this browser only (a short-lived cookie, not a craftable URL). */
export const REVIEW_DONE_COOKIE = secure ? '__Host-hl_review_done' : 'hl_review_done';
export const reviewDoneCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: 600 };
