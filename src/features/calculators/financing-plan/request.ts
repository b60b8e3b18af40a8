/**
 * Downloads of the mortgage calculator: the request both take. Exactly the calculator's URL parameters
 * (../mortgage-form.ts formFromParams) plus `locale` (de|en, default de) and an optional `date`
 * (YYYY-MM-DD, the calculation date; default: today in Europe/Berlin, passed in by the route).
 */
import { AppError } from '@/lib/app-error';
import { transferTaxEntry } from '@/engine/fees/transfer-tax';
import { STATE_CODES } from '@/engine/geo/regions';
import { isIsoDate } from '@/engine/iso-date';
import type { MortgageField } from '@/engine/mortgage/validation';
import type { RateMarket } from '@/engine/rates/market';
import { isLocale, type Locale } from '@/i18n/routes';
import { FORM_KEY_OF_FIELD, evaluateMortgageForm, formFromParams, type Evaluation, type MortgageForm } from '../mortgage-form';

export interface PlanRequest {
  locale: Locale;
  /** Calculation date, YYYY-MM-DD. */
  date: string;
  form: MortgageForm;
  evaluation: ValidEvaluation;
}

type ValidEvaluation = Evaluation & { calculation: NonNullable<Evaluation['calculation']>; place: NonNullable<Evaluation['place']> };

export type PlanRequestResult = { ok: true; request: PlanRequest } | { ok: false; fields: Record<string, string> };

/** The site's INVALID_INPUT error (src/lib/app-error.ts) with the code of every bad field in params.fields. */
export function invalidInputError(fields: Record<string, string>): AppError {
  return new AppError('INVALID_INPUT', null, { fields });
}

/**
 * A real YYYY-MM-DD date for which the engine has data (a Bundesbank curve and the transfer tax of every
 * state), else its error code. Checked up front: the engine would throw for such a date.
 */
function dateError(date: string, market: RateMarket | null): string | null {
  if (!isIsoDate(date)) return 'INVALID_DATE';
  if (!market) return 'DATE_OUT_OF_RANGE';
  try {
    for (const state of STATE_CODES) transferTaxEntry(state, date);
  } catch {
    return 'DATE_OUT_OF_RANGE';
  }
  return null;
}

/** The date a plan request asks for (its `date`, else today): the caller loads its market (planDate → marketOn). */
export function planDate(params: URLSearchParams, today: string): string {
  return params.get('date') ?? today;
}

/**
 * Parses the download parameters: the calculator's form (formFromParams), `locale` and `date`. Errors are
 * keyed by URL parameter with the calculator's validation code (e.g. { price: 'PRICE_TOO_LOW' }).
 */
export function parsePlanRequest(params: URLSearchParams, today: string, market: RateMarket | null): PlanRequestResult {
  const fields: Record<string, string> = {};
  const localeParam = params.get('locale') ?? 'de';
  const locale = isLocale(localeParam) ? localeParam : null;
  if (locale === null) fields.locale = 'UNSUPPORTED_LOCALE';
  const date = planDate(params, today);
  const badDate = dateError(date, market);
  if (badDate) fields.date = badDate;
  const form = formFromParams(params);
  if (badDate) return { ok: false, fields };

  const evaluation = evaluateMortgageForm(form, date, market!);
  for (const [field, error] of Object.entries(evaluation.errors)) {
    if (error) fields[FORM_KEY_OF_FIELD[field as MortgageField] ?? field] = error.code;
  }
  if (!evaluation.valid || !evaluation.calculation || !evaluation.place) {
    if (Object.keys(fields).length === 0) fields.form = 'NOT_CALCULABLE';
    return { ok: false, fields };
  }
  if (locale === null) return { ok: false, fields };
  return { ok: true, request: { locale, date, form, evaluation: evaluation as ValidEvaluation } };
}
