import { createHash } from 'node:crypto';
import { getDb } from '@/db';
import { isProductionHost } from '@/features/analytics/server';
import { bucketSeed } from '@/features/flags/server';
import { getVisitor } from '@/features/leads/server';
import { clientIp } from '@/lib/client-ip';
import { todayInBerlin } from '@/lib/dates';
import type { Visitor } from '@/lib/visitor';

/**
 * The visitor's state for the islands of the page frame (login or dashboard in the header, the login
 * sub-header on appointment pages), asked once after a cached page has loaded (ADR 012). The answer belongs to
 * the visitor alone: private, revalidated on every use (a login or logout shows at once) and answered with
 * 304 while it has not changed. It also carries the visitor's feature-flag bucket seed (ADR 040) and whether
 * this host records analytics (ADR 041), so neither needs a request of its own.
 */
export async function GET(request: Request) {
  const { visitor, leadId } = await getVisitor();
  const seed = await bucketSeed(await getDb(), { leadId, ip: clientIp(request), userAgent: request.headers.get('user-agent') ?? '', day: todayInBerlin() });
  const answer: Visitor = { ...visitor, seed, analytics: isProductionHost(request) };
  const body = JSON.stringify(answer);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers = { 'Cache-Control': 'private, no-cache', Vary: 'Cookie', ETag: etag };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
}
