import { createHash, timingSafeEqual } from 'node:crypto';
import { getDb } from '@/db';
import { env } from '@/env';
import { importListings, requestRadarSweep } from '@/features/properties/server';
import { AppError, errorResponse } from '@/lib/app-error';
import { readBodyBytes } from '@/lib/json-body';
import { jobQueue } from '@/server/jobs';

/** Largest file a push may send (a zip of a large feed with images); the archive's own limits apply inside. */
const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The listings feed push (issue 25, ADR 028/029): a provider's software posts one OpenImmo file (XML, or a zip
 * with its images) with `Authorization: Bearer <LISTINGS_IMPORT_TOKEN>`; `?name=` names it in the report and
 * as the listings' source. The answer is the import's report as JSON, in which a refused listing is a line with its
 * listing number and the reason (the others are imported, issue 47); a file that cannot be read is a 400
 * INVALID_INPUT with the reason (`NOT_XML`, `BAD_ZIP`, `DOCTYPE` for a DOCTYPE or entity declaration, …) and the
 * detail. Afterwards the property radar matches the new, reduced and withdrawn listings at once (a sweep job).
 * Without LISTINGS_IMPORT_TOKEN the endpoint does not exist.
 */
export async function POST(request: Request) {
  const secret = env.LISTINGS_IMPORT_TOKEN;
  if (!secret) return errorResponse('NOT_FOUND');
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(given), digest(secret))) return errorResponse('UNAUTHENTICATED', { 'www-authenticate': 'Bearer' });
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!['application/zip', 'application/xml', 'text/xml', 'application/octet-stream'].includes(type)) return errorResponse(new AppError('UNSUPPORTED_TYPE', null, { expected: 'application/zip, application/xml' }));
  const rawName = new URL(request.url).searchParams.get('name') ?? '';
  const name = /^[\w.-]{1,100}$/.test(rawName) ? rawName : type === 'application/zip' ? 'push.zip' : 'push.xml';
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(request, MAX_IMPORT_BYTES);
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    throw error;
  }
  const report = await importListings(await getDb(), [{ name, bytes }]);
  const unreadable = report.files.find((f) => !f.ok);
  if (unreadable) return errorResponse(new AppError('INVALID_INPUT', 'file', { reason: unreadable.code ?? 'UNREADABLE', detail: unreadable.detail ?? '' }));
  // The one request every import path makes (issue 48): a sweep through the radar's queue when listings were added,
  // reduced or withdrawn.
  await requestRadarSweep(await jobQueue(), report);
  const { events, ...rest } = report;
  return Response.json({ ok: true, ...rest, events: events.length }, { headers: { 'cache-control': 'no-store' } });
}
