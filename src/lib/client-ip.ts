import { env } from '@/env';

/**
 * The address of the client, for per-IP rate limits. server.mjs sets `x-client-ip` from the socket (and drops
 * any value a client sent); behind a reverse proxy (TRUST_PROXY=true) the first X-Forwarded-For value counts.
 */
export function clientIp(request: Request): string {
  if (env.TRUST_PROXY === 'true') {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.headers.get('x-client-ip') ?? 'unknown';
}
