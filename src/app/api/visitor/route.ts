import { createHash } from 'node:crypto';
import { getVisitor } from '@/features/leads/lead-state';

/**
 * The visitor's state for the islands of the page frame (login or dashboard in the header, the login
 * sub-header on appointment pages), asked once after a cached page has loaded (ADR 012). The answer belongs to
 * the visitor alone: private, revalidated on every use (a login or logout shows at once) and answered with
 * 304 while it has not changed.
 */
export async function GET(request: Request) {
  const body = JSON.stringify(await getVisitor());
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers = { 'Cache-Control': 'private, no-cache', Vary: 'Cookie', ETag: etag };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
}
