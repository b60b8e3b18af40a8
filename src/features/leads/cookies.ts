import { env } from '@/env';
import { LEAD_BROWSER_DAYS } from './browsers';
import { SESSION_ABSOLUTE_SECONDS } from './sessions';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/** Name of the lead cookie; the `__Host-` prefix needs HTTPS, so plain-http local runs use a plain name. */
export const LEAD_COOKIE = secure ? '__Host-hl_lead' : 'hl_lead';
export const leadCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: LEAD_BROWSER_DAYS * 86_400 };

/** The referral code a visitor arrived with (refer-a-friend link), applied when the visitor becomes a lead. */
export const REFERRAL_COOKIE = secure ? '__Host-hl_ref' : 'hl_ref';
export const referralCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: 30 * 86_400 };

/** The session cookie (security reference): `__Host-` prefixed over HTTPS, HttpOnly, Secure, SameSite=Lax, Path=/. */
export const SESSION_COOKIE = secure ? '__Host-hl_session' : 'hl_session';
export const sessionCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: SESSION_ABSOLUTE_SECONDS };
