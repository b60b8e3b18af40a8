/**
 * GET /api/health: readiness of this instance for a load balancer or a monitor (issue 11). Ready (200) when the
 * database answers and the newest Bundesbank curve is at most RATES_MAX_AGE_WORKING_DAYS working days old;
 * otherwise 503 with the reason. Reports the rate data's age either way. Never cached.
 */
import { getDb } from '@/db';
import { env } from '@/env';
import { newestFreshness } from '@/features/rates/routes';
import { todayInBerlin } from '@/lib/dates';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  let freshness;
  try {
    freshness = await newestFreshness(await getDb(), todayInBerlin());
  } catch (error) {
    console.error('Health check: database unavailable:', error);
    return Response.json({ status: 'not_ready', reason: 'database_unavailable' }, { status: 503, headers });
  }
  const limit = env.RATES_MAX_AGE_WORKING_DAYS;
  const rates = freshness
    ? { newestCurveDate: freshness.asOf, workingDaysOld: freshness.workingDaysOld, current: freshness.current, maxAgeWorkingDays: limit }
    : { newestCurveDate: null, workingDaysOld: null, current: false, maxAgeWorkingDays: limit };
  const reason = !freshness ? 'no_rate_data' : freshness.workingDaysOld > limit ? 'rates_stale' : null;
  return Response.json({ status: reason ? 'not_ready' : 'ready', ...(reason ? { reason } : {}), rates }, { status: reason ? 503 : 200, headers });
}
