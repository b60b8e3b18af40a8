import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { analyticsEventSchema, analyticsVisitor, isProductionHost, recordAnalyticsEvent } from '@/features/analytics/server';
import { AppError, errorResponse } from '@/lib/app-error';
import { todayInBerlin } from '@/lib/dates';
import { readJsonBody } from '@/lib/json-body';
import { isSameOrigin } from '@/lib/origin';

/**
 * POST /api/analytics: one event of first-party analytics (ADR 041) from this site's pages (same origin only).
 * Counted only on the production host (PUBLIC_BASE_URL's); elsewhere the answer is the same 204 and nothing is
 * written. Who sent it (staff, a lead, anybody) is the analytics feature's rule (analyticsVisitor). Bad input is a
 * 4xx with a code, never a 500; a path that is no page counts nothing.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request, { allowMissing: false })) return errorResponse('FORBIDDEN_ORIGIN');
  try {
    const parsed = analyticsEventSchema.safeParse(await readJsonBody(request, 4 * 1024));
    if (!parsed.success) return errorResponse('INVALID_INPUT');
    if (!isProductionHost(request)) return new Response(null, { status: 204 });
    const db = await getDb();
    const now = new Date();
    const { visitor, linkTo } = await analyticsVisitor(db, await cookies(), now);
    // An address that is no page of the site (the 404 page's view) counts nothing and is no error either.
    await recordAnalyticsEvent(db, parsed.data, { visitor, day: todayInBerlin(now), linkTo });
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    throw error;
  }
}
