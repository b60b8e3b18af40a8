/**
 * The OM report of a URL's answers: the answers read (answers.ts), the place resolved, the recommendation
 * engine run with the market of the date. One function for the page, the PDF and saving, so all three show the
 * same figures. Pure; never throws for bad answers.
 */
import { EngineInputError } from '@/engine/errors';
import type { RateMarket } from '@/engine/rates/market';
import { recommendMortgage, type Recommendation } from '@/engine/recommendation';
import { resolvePlace, type ResolvedPlace } from '@/features/calculators';
import { readAnswers, type FunnelField, type OmAnswers } from './answers';

type Query = URLSearchParams | Record<string, string | string[] | undefined>;

export type OmReport =
  | { ok: true; answers: OmAnswers; place: ResolvedPlace; report: Recommendation }
  /** INCOMPLETE: an answer is missing or invalid (values: the valid ones, to go back with); UNKNOWN_PLACE; NOT_CALCULABLE: the engine refused. */
  | { ok: false; code: 'INCOMPLETE' | 'UNKNOWN_PLACE' | 'NOT_CALCULABLE'; values: Partial<Record<FunnelField, number | string>> };

export function omReport(query: Query, date: string, market: RateMarket): OmReport {
  const state = readAnswers('OM', query);
  if (!state.complete) return { ok: false, code: 'INCOMPLETE', values: state.values };
  const a = state.complete;
  const place = resolvePlace(a.loc, date);
  if (!place) return { ok: false, code: 'UNKNOWN_PLACE', values: state.values };
  try {
    const report = recommendMortgage(
      { purchasePrice: a.price, locationTax: place.taxRate, usage: a.usage, equity: a.equity, netIncomeMonthly: a.income, age: a.age, holdYears: a.hold, holdCertainty: a.sure, risk: a.risk, children: a.children, building: a.building },
      { date, market },
    );
    return { ok: true, answers: a, place, report };
  } catch (e) {
    if (e instanceof EngineInputError) return { ok: false, code: 'NOT_CALCULABLE', values: state.values };
    throw e;
  }
}
