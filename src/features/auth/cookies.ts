import { env } from '@/env';
import { LOGIN_TOKEN_SECONDS } from './login-tokens';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/**
 * The address a login code was requested for and the random value that binds the code to this browser
 * (`<43 characters>:<address>`): the code works only in the browser where it was requested.
 */
export const LOGIN_EMAIL_COOKIE = secure ? '__Host-hl_login' : 'hl_login';

export function loginCookieValue(browser: string, email: string): string {
  return `${browser}:${email}`;
}

/** The login cookie's parts, or null for anything else (an old cookie holding only an address included). */
export function readLoginCookie(value: string | undefined): { browser: string; email: string } | null {
  if (!value || value.length < 45 || value[43] !== ':') return null;
  const browser = value.slice(0, 43);
  return /^[A-Za-z0-9_-]{43}$/.test(browser) ? { browser, email: value.slice(44) } : null;
}

export const loginEmailCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: LOGIN_TOKEN_SECONDS };
