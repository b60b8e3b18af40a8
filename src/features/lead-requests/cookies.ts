import { env } from '@/env';

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

export interface ContactDraft {
  givenName: string;
  surname: string;
  email: string;
  phone: string;
}

const FIELDS = ['givenName', 'surname', 'email', 'phone'] as const;

export function encodeDraft(form: FormData): string {
  const draft = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, 120)]));
  return Buffer.from(JSON.stringify(draft), 'utf8').toString('base64url');
}

export function decodeDraft(value: string | undefined): ContactDraft | null {
  if (!value || value.length > 2000) return null;
  try {
    const raw = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;
    return Object.fromEntries(FIELDS.map((f) => [f, typeof raw[f] === 'string' ? (raw[f] as string).slice(0, 120) : ''])) as unknown as ContactDraft;
  } catch {
    return null;
  }
}
