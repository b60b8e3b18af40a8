import { env } from '@/env';

/**
 * CSRF defence for state-changing route handlers (Server Actions check Origin themselves, route handlers do
 * not), the one rule every endpoint uses: the Origin header must name this host. `Origin: null` and malformed
 * values are refused; a missing Origin only where the call relies on no cookies (`allowMissing`).
 *
 * The host is the Host header. X-Forwarded-Host (its first value) counts only behind a reverse proxy that sets
 * it, declared with TRUST_PROXY=true: otherwise anyone could name the host they like.
 */
export function isSameOrigin(request: Request, { allowMissing, trustProxy = env.TRUST_PROXY === 'true' }: { allowMissing: boolean; trustProxy?: boolean }): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return allowMissing;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  if (originHost === '') return false;
  const first = (value: string | null) => value?.split(',')[0]?.trim().toLowerCase() || null;
  const host = (trustProxy ? first(request.headers.get('x-forwarded-host')) : null) ?? first(request.headers.get('host')) ?? new URL(request.url).host.toLowerCase();
  return originHost === host;
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
