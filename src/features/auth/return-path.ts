import { matchPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

/** Longest return path kept (a page's path and its query; the certificate's prefill needs about 80 characters). */
export const MAX_RETURN_PATH = 500;
/** The login pages themselves, and the staff area with its own login (ADR 037), are never a place to return to. */
const NOT_RETURNABLE = /^(login|staff)(-|$)/;
const BASE = 'https://return.invalid';

/**
 * The page a visitor returns to after logging in (issue 48, part 7): the path and query of a page that required
 * the login, or null. Safe by construction: only a relative path that is already in its plain form (what
 * `new URL` makes of it is the very same string: no `//host`, no `\`, no scheme, no `.`/`..` segments, no
 * fragment, no whitespace or control characters), whose decoded segments hold no slash or backslash
 * (`/%2F%2Fevil.com`), that names a page of the route table in the visitor's own locale. Anything else → null,
 * and the login lands where it always did.
 */
export function safeReturnPath(raw: unknown, locale: Locale): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_PATH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\s\p{Cc}]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.hash !== '' || `${url.pathname}${url.search}` !== raw) return null;
  let segments: string[];
  try {
    segments = url.pathname.split('/').map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  if (segments.some((s) => /[/\\\p{Cc}]/u.test(s))) return null;
  const match = matchPath(url.pathname);
  if (!match || match.locale !== locale || NOT_RETURNABLE.test(match.route.name)) return null;
  return raw;
}

/** The path and query of a page as a return path: `path` plus the query given (a page's search params). */
export function returnPathOf(path: string, query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params.size ? `${path}?${params}` : path;
}
