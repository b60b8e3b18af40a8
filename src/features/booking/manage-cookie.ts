import { env } from '@/env';

/** After a cancel or a move, the manage page says so once: a short-lived flash cookie, not a URL anyone could craft. */
export const MANAGE_DONE_COOKIE = env.PUBLIC_BASE_URL.startsWith('https://') ? '__Host-hl_appt_done' : 'hl_appt_done';
export const manageDoneCookieOptions = { httpOnly: true, secure: env.PUBLIC_BASE_URL.startsWith('https://'), sameSite: 'lax' as const, path: '/', maxAge: 300 };
export const MANAGE_OUTCOMES = ['cancelled', 'moved'] as const;
