import { env } from '@/env';
import { LOGIN_TOKEN_SECONDS } from './login-tokens';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/** The address a login code was requested for: the code works on the page (browser) where it was requested. */
export const LOGIN_EMAIL_COOKIE = secure ? '__Host-hl_login' : 'hl_login';

export const loginEmailCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: LOGIN_TOKEN_SECONDS };
