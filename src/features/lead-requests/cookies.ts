import { env } from '@/env';
import { decodeFormDraft, encodeFormDraft } from '@/lib/form-draft';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/**
 * Proof that this browser sent a request: the submission id of its last request (32 random bytes from the
 * contact step, never in a URL), for half an hour. The confirmation page shows a request only with it.
 */
export const REQUEST_DONE_COOKIE = secure ? '__Host-hl_request' : 'hl_request';
export const requestDoneCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: 30 * 60 };

/**
 * What the visitor typed into the contact step, kept for ten minutes when the final POST sends the visitor
 * back with an error (contact data never goes into a URL, and a form without JavaScript cannot keep it
 * otherwise). Deleted when the request is stored.
 */
export const CONTACT_DRAFT_COOKIE = secure ? '__Host-hl_request_draft' : 'hl_request_draft';
export const contactDraftCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: 10 * 60 };

const FIELDS = ['givenName', 'surname', 'email', 'phone'] as const;
export type ContactDraft = Record<(typeof FIELDS)[number], string>;

export const encodeDraft = (form: FormData): string => encodeFormDraft(form, FIELDS);
export const decodeDraft = (value: string | undefined): ContactDraft | null => decodeFormDraft(value, FIELDS);
