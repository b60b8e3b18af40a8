import { env } from '@/env';

/**
 * A refused profile form comes back with what was typed, without putting personal data (name, phone) into
 * the URL: the values and error codes travel in a short-lived HttpOnly cookie, read by the profile page.
 */
export const PROFILE_FORM_COOKIE = env.PUBLIC_BASE_URL.startsWith('https://') ? '__Host-hl_profile_form' : 'hl_profile_form';
export const profileFormCookieOptions = { httpOnly: true, secure: env.PUBLIC_BASE_URL.startsWith('https://'), sameSite: 'lax' as const, path: '/', maxAge: 600 };

export interface PostedProfile {
  values: Record<string, string>;
  errors: Record<string, string>;
}

export const encodePostedProfile = (posted: PostedProfile) => Buffer.from(JSON.stringify(posted), 'utf8').toString('base64url');

export function decodePostedProfile(raw: string | undefined): PostedProfile | null {
  if (!raw || raw.length > 4000) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as PostedProfile;
    const strings = (o: unknown) => typeof o === 'object' && o !== null && Object.values(o).every((v) => typeof v === 'string');
    return strings(parsed.values) && strings(parsed.errors) ? parsed : null;
  } catch {
    return null;
  }
}
