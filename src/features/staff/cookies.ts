import { env } from '@/env';
import { STAFF_SESSION_ABSOLUTE_SECONDS } from './session-limits';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/** The admin cookie (spec section 6): a staff session id; `__Host-` prefixed over HTTPS, HttpOnly, SameSite=Lax. */
export const ADMIN_COOKIE = secure ? '__Host-hl_admin' : 'hl_admin';
export const adminCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: STAFF_SESSION_ABSOLUTE_SECONDS };
