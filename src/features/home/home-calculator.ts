/**
 * The small calculator of the home page: purchase price, savings and place (state code or city id, the
 * mortgage calculator's `loc`) → the monthly payment. Everything else takes the mortgage calculator's
 * defaults (DEFAULT_FORM: commission, fixation), with the payment set by the calculator's default initial
 * repayment rate (mode "percent"): entered as a fixed monthly amount, the payment would simply be the
 * default amount. The same form state opens the full calculator (`fullCalculatorQuery`), which therefore
 * shows the same payment. Pure: no React, Next or i18n imports.
 */
import { DEFAULT_FORM, formFromParams, formToParams, type MortgageForm } from '@/features/calculators';
import { searchParam } from '@/lib/search-params';

/** The query parameters of the home page's GET form (the calculator's own names). */
export const HOME_CALCULATOR_KEYS = ['price', 'savings', 'loc'] as const;

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

export interface HomeCalculatorQuery {
  /** The calculator's form state: the visitor's price, savings and place, the calculator's defaults otherwise. */
  form: MortgageForm;
  /** Whether the visitor submitted the form (any of its fields is in the query). */
  submitted: boolean;
}

/** The small calculator's form from the page's query; never throws (the calculator's own parsing and length cap). */
export function homeCalculatorQuery(source: ParamSource): HomeCalculatorQuery {
  const given: Record<string, string> = { mode: 'percent', repayment: DEFAULT_FORM.repayment };
  let submitted = false;
  for (const key of HOME_CALCULATOR_KEYS) {
    const value = searchParam(source, key);
    if (value !== undefined) {
      given[key] = value;
      submitted = true;
    }
  }
  return { form: formFromParams(given), submitted };
}

/** The query that opens the full calculator with this form state (all of its parameters, so nothing differs). */
export function fullCalculatorQuery(form: MortgageForm): string {
  return formToParams(form).toString();
}
