import { env } from '@/env';
import { draftCookie, partitionedDraftCookie } from '@/lib/forms/form-state';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/**
 * Proof that this browser sent a request: the submission id of its last request (32 random bytes from the
 * contact step, never in a URL), for half an hour. The confirmation page shows a request only with it.
 */
export const REQUEST_DONE_COOKIE = secure ? '__Host-hl_request' : 'hl_request';
export const requestDoneCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: 30 * 60 };

/**
 * What the visitor typed into the contact step, kept for ten minutes when the final POST sends the visitor
 * back with an error (form kit, ADR 025: contact data never goes into a URL, and a form without JavaScript
 * cannot keep it otherwise). Deleted when the request is stored.
 */
export const CONTACT_DRAFT = draftCookie('hl_request_draft', ['givenName', 'surname', 'email', 'phone'] as const);
export type ContactDraft = Record<(typeof CONTACT_DRAFT.fields)[number], string>;

/** The contact draft of a request sent from a partner's widget frame (the same fields, a partitioned cookie). */
export const WIDGET_CONTACT_DRAFT = partitionedDraftCookie('hl_widget_request_draft', CONTACT_DRAFT.fields);
