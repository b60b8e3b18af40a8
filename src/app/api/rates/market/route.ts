/**
 * GET /api/rates/market[?date=YYYY-MM-DD]: the rate data the site computes with on a day (default today,
 * Europe/Berlin): the Bundesbank Svensson parameters and the model's spread set, with the curve's freshness.
 * Public data (the Bundesbank's and our published model assumptions); lets a client or a test reproduce every
 * model rate with the engine. 400 for a malformed date, 404 when no data exist for it.
 */
import { isIsoDate } from '@/engine/iso-date';
import { ratesFreshness, marketFor } from '@/features/rates/routes';
import { errorResponse, AppError } from '@/lib/app-error';
import { todayInBerlin } from '@/lib/dates';

export async function GET(request: Request): Promise<Response> {
  const today = todayInBerlin();
  const date = new URL(request.url).searchParams.get('date') ?? today;
  if (!isIsoDate(date)) return errorResponse(new AppError('INVALID_INPUT', 'date', { value: date, expected: 'YYYY-MM-DD' }));
  const market = await marketFor(date);
  if (!market) return errorResponse(new AppError('NOT_FOUND', 'date', { value: date }));
  const model = { ...market.model, ltvSteps: market.model.ltvSteps.map((s) => ({ ...s, maxLtv: Number.isFinite(s.maxLtv) ? s.maxLtv : null })) };
  return Response.json({ date, curve: market.curve, model, freshness: ratesFreshness(market.curve.date, today) }, { headers: { 'cache-control': 'no-store' } });
}
