import { env } from '@/env';
import { SESSION_ABSOLUTE_SECONDS } from './sessions';
import { LOGIN_TOKEN_SECONDS } from './login-tokens';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/** The session cookie (security reference): `__Host-` prefixed over HTTPS, HttpOnly, Secure, SameSite=Lax, Path=/. */
export const SESSION_COOKIE = secure ? '__Host-hl_session' : 'hl_session';
/** The address a login code was requested for: the code works on the page (browser) where it was requested. */
export const LOGIN_EMAIL_COOKIE = secure ? '__Host-hl_login' : 'hl_login';

export const sessionCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: SESSION_ABSOLUTE_SECONDS };
export const loginEmailCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: LOGIN_TOKEN_SECONDS };
