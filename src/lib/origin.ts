import { env } from '@/env';

/**
 * CSRF defence for state-changing route handlers (Server Actions check Origin themselves, route handlers do
 * not), the one rule every endpoint uses: the Origin header must name this site — scheme, host and port.
 * `Origin: null` and malformed values are refused; a missing Origin only where the call relies on no cookies
 * (`allowMissing`).
 *
 * The host is the Host header. X-Forwarded-Host and X-Forwarded-Proto (their first values) count only behind a
 * reverse proxy that sets them, declared with TRUST_PROXY=true: otherwise anyone could name the host they like.
 * The scheme: the forwarded one behind a trusted proxy; else, for the site's own host, the scheme of
 * PUBLIC_BASE_URL (a proxy terminating TLS forwards plain http); else the request's own (issue 27: `Origin:
 * https://…` against an http site, or the site's host over plain http, is another origin).
 */
export function isSameOrigin(
  request: Request,
  { allowMissing, trustProxy = env.TRUST_PROXY === 'true', baseUrl = env.PUBLIC_BASE_URL }: { allowMissing: boolean; trustProxy?: boolean; baseUrl?: string },
): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return allowMissing;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  const originHost = parsed.host.toLowerCase();
  if (originHost === '') return false;
  const first = (value: string | null) => value?.split(',')[0]?.trim().toLowerCase() || null;
  const requestUrl = new URL(request.url);
  const host = (trustProxy ? first(request.headers.get('x-forwarded-host')) : null) ?? first(request.headers.get('host')) ?? requestUrl.host.toLowerCase();
  if (originHost !== host) return false;
  const forwarded = trustProxy ? first(request.headers.get('x-forwarded-proto')) : null;
  const base = new URL(baseUrl);
  const scheme = forwarded ? `${forwarded}:` : host === base.host.toLowerCase() ? base.protocol : requestUrl.protocol;
  return parsed.protocol === scheme;
}

/**
 * For the spec's GET calls that change state (api/v3 delete-cookie, delete-admin-cookie): browsers send no
 * Origin with a same-origin GET, but every current browser sends Fetch Metadata. Such a GET is accepted only
 * from a script of this site (`Sec-Fetch-Site: same-origin`, not a navigation) or with this site's Origin; a
 * link or image on another site (cross-site), a typed URL (none) or a request without either header is refused.
 */
export function isSameOriginScriptGet(request: Request): boolean {
  if (request.headers.get('origin') !== null) return isSameOrigin(request, { allowMissing: false });
  return request.headers.get('sec-fetch-site') === 'same-origin' && request.headers.get('sec-fetch-mode') !== 'navigate';
}
