import { env } from '@/env';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/**
 * Set only by the account deletion's response, for a few minutes: the page it redirects to shows "your
 * account was deleted" only with this cookie, so no link can make the page claim a deletion that did not
 * happen (another site cannot set a cookie for this host).
 */
export const ACCOUNT_DELETED_COOKIE = secure ? '__Host-hl_deleted' : 'hl_deleted';
export const accountDeletedCookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: 300 };
