/**
 * Documents rendered on request (the PDFs of the calculators, planners and funnels) cost a few hundred
 * milliseconds of CPU each (issue 27 point 8: 4 requests a second slowed every page). So:
 * - the same request (path, query and the day in Berlin) is answered from this instance's memory for ten
 *   minutes: a document is a pure function of its inputs, the day and the day's rate data;
 * - a client may have 30 documents rendered a minute (the limit lives in the database: every instance counts);
 * - the rendering itself runs on the instance's PDF worker threads, with a bounded queue (src/lib/pdf, ADR 047):
 *   when it is full the request is answered 503 BUSY with Retry-After — before the client's budget is counted when
 *   the pool is already full, so a refusal that is the server's doing costs the client nothing.
 */
import { getDb } from '@/db';
import { AppError, errorResponse } from '@/lib/app-error';
import { clientIp } from '@/lib/client-ip';
import { todayInBerlin } from '@/lib/dates';
import { pdfBusyResponse } from '@/lib/pdf/busy-response';
import { PdfBusyError, pdfRenderBusy } from '@/lib/pdf/pool';
import { hitRateLimit } from './rate-limit';

export const RENDER_RATE_LIMIT = { limit: 30, windowSeconds: 60 };
const CACHE_ENTRIES = 64;
const CACHE_MS = 10 * 60_000;

const cache = new Map<string, { bytes: Uint8Array<ArrayBuffer>; until: number }>();

/** The request's cache key: path, the query sorted, and the day (documents say "as of today"). */
export function renderKey(request: Request, day = todayInBerlin()): string {
  const url = new URL(request.url);
  const query = [...url.searchParams.entries()].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return `${url.pathname}?${new URLSearchParams(query)}#${day}`;
}

export type Rendered = { ok: true; bytes: Uint8Array<ArrayBuffer>; cached: boolean } | { ok: false; response: Response };

export async function guardedRender(request: Request, render: () => Promise<Uint8Array<ArrayBuffer>>, headers: Record<string, string> = {}, now = new Date()): Promise<Rendered> {
  const key = renderKey(request, todayInBerlin(now));
  const hit = cache.get(key);
  if (hit && hit.until > now.getTime()) {
    // Most recently used last: the first entry is the one to drop.
    cache.delete(key);
    cache.set(key, hit);
    return { ok: true, bytes: hit.bytes, cached: true };
  }
  const locale = new URL(request.url).searchParams.get('locale');
  const busy = pdfRenderBusy();
  if (busy) return { ok: false, response: pdfBusyResponse(busy, locale, headers) };
  const limit = await hitRateLimit(await getDb(), `render:${clientIp(request)}`, RENDER_RATE_LIMIT, now);
  if (!limit.allowed) return { ok: false, response: errorResponse(new AppError('RATE_LIMITED', null, { retryAfterSeconds: limit.retryAfterSeconds }), headers) };
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await render();
  } catch (error) {
    if (error instanceof PdfBusyError) return { ok: false, response: pdfBusyResponse(error, locale, headers) };
    throw error;
  }
  cache.set(key, { bytes, until: now.getTime() + CACHE_MS });
  while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return { ok: true, bytes, cached: false };
}
