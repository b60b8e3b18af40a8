/**
 * Who may frame a partner widget (issue 29, ADR 044). Every page of the site sends `frame-ancestors 'none'`
 * and `X-Frame-Options: DENY`; a widget page (`/<locale>/widget/<widget>/<partner key>`) instead sends
 * `frame-ancestors` with exactly the allowed origins of the partner named in its path, and no X-Frame-Options
 * (it cannot express a list, and a browser that knows frame-ancestors ignores it anyway). An unknown or
 * inactive partner gets `'none'`.
 *
 * Plain TypeScript without imports: the production server (server.mjs) loads it with Node's type stripping,
 * the app registers the partner lookup (`WIDGET_ORIGINS`, src/instrumentation.ts), the tests import it directly.
 */

/** The path segment of the widget pages (the same in both languages). */
export const WIDGET_SEGMENT = 'widget';

/** A partner key as the staff command makes it (22 characters of base64url), with room for longer ones. */
export const PARTNER_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The widgets (their pages and the loader's `data-hauslotse-widget` values). */
export const WIDGET_IDS = ['mortgage-calculator', 'rates', 'purchase-request', 'refinance-request', 'certificate-request'] as const;

const WIDGET_PATH = new RegExp(`^/(?:de|en)/${WIDGET_SEGMENT}/(?:${WIDGET_IDS.join('|')})/([^/?#]+)/?$`);

/** The partner key named by a widget page's path, or null for every other path (and for a malformed key). */
export function widgetPartnerOfPath(path: string): string | null {
  const match = WIDGET_PATH.exec(path);
  if (!match) return null;
  return PARTNER_KEY.test(match[1]!) ? match[1]! : '';
}

/** Whether a path is a widget page (whatever its key): its response never carries X-Frame-Options. */
export function isWidgetPath(path: string): boolean {
  return WIDGET_PATH.test(path);
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An origin a partner may register, normalised (`https://Example.de:443/` → `https://example.de`), or null:
 * exactly scheme, host and port, nothing else (no path, query, fragment, user or wildcard); https, or http on
 * this machine only (local test pages). What a CSP source list and `MessageEvent.origin` compare against.
 */
export function normalizeOrigin(input: string): string | null {
  const text = input.trim();
  if (text.length === 0 || text.length > 200 || /[\s*;,'"]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  if (text.replace(/\/$/, '').toLowerCase() !== url.origin.toLowerCase() && text.replace(/\/$/, '').toLowerCase() !== `${url.origin}:${defaultPort(url.protocol)}`.toLowerCase()) return null;
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return url.origin;
  return null;
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

/** The `frame-ancestors` sources for a partner's origins: the valid ones, or `'none'` (no partner, none valid). */
export function frameAncestorsFor(origins: readonly string[] | null | undefined): string {
  const valid = [...new Set((origins ?? []).map(normalizeOrigin).filter((o): o is string => o !== null))];
  return valid.length > 0 ? valid.join(' ') : `'none'`;
}

/** Reads a partner's allowed origins (null: unknown or inactive). Registered by the app on `WIDGET_ORIGINS`. */
export type WidgetOriginsLookup = (partnerKey: string) => Promise<readonly string[] | null>;
export const WIDGET_ORIGINS = Symbol.for('hauslotse.widgetOrigins');

/**
 * The framing headers of a response to `path` (server.mjs calls this for every request): for a widget page
 * the partner's `frame-ancestors` (a failed lookup refuses, it never allows more) and X-Frame-Options removed;
 * for every other path `'none'` and nothing removed.
 */
export async function framingFor(path: string, lookup: WidgetOriginsLookup | undefined): Promise<{ frameAncestors: string; removeHeaders: string[] }> {
  if (!isWidgetPath(path)) return { frameAncestors: `'none'`, removeHeaders: [] };
  const key = widgetPartnerOfPath(path);
  let origins: readonly string[] | null = null;
  if (key && lookup) {
    try {
      origins = await lookup(key);
    } catch (error) {
      console.error('widget partner lookup failed', error);
      origins = null;
    }
  }
  return { frameAncestors: frameAncestorsFor(origins), removeHeaders: ['x-frame-options'] };
}
