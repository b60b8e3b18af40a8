import type { APIRequestContext } from '@playwright/test';
import type { RateMarket } from '@/engine/rates/market';

/** The rate data the e2e server computes with today (GET /api/rates/market), ready for the engine. */
export async function serverMarket(request: APIRequestContext, date?: string): Promise<RateMarket> {
  const res = await request.get(`/api/rates/market${date ? `?date=${date}` : ''}`);
  const body = (await res.json()) as { curve: RateMarket['curve']; model: RateMarket['model'] & { ltvSteps: { maxLtv: number | null; add: number; unverified: boolean }[] } };
  return { curve: body.curve, model: { ...body.model, ltvSteps: body.model.ltvSteps.map((s) => ({ ...s, maxLtv: s.maxLtv ?? Infinity })) } };
}
