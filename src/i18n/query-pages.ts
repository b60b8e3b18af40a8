/**
 * Pages whose GET form (or a shared link) puts inputs into the query. Without those inputs such a page is the
 * same for everyone and comes from the cache; with any of them it renders per request, as its twin under
 * `src/app/[locale]/with-query/` (ADR 012). Other query parameters (tracking, `?signup`) keep the cached page.
 *
 * The keys repeat the forms' own lists (mortgage-form.ts FORM_KEYS and `tab`, budget-form.ts, rent-buy-form.ts,
 * rates-query.ts RATES_QUERY_KEYS, pension-form.ts PENSION_FORM_KEYS, refinance-form.ts REFINANCE_FORM_KEYS) so that the proxy does not import the features;
 * a unit test keeps them equal.
 */
export const QUERY_SEGMENT = 'with-query';

const CALCULATOR = ['price', 'savings', 'payment', 'repayment', 'mode', 'fix', 'loc', 'commission', 'rateMode', 'rate', 'born', 'tab'] as const;
const RATES = ['price', 'place', 'commission', 'savings', 'repayment'] as const;
const PENSION = [
  'age', 'inc', 'sex', 'edu', 'sav', 'bank', 'own', 'city', 'rent', 'partner', 'hval', 'hdebt', 'hpay', 'hrate',
  'infl', 'emp', 'grvc', 'pe', 'ps', 'pt', 'etf', 'etfv', 'oth', 'ra', 'mc', 'oc', 'tax', 'cl', 'ch', 'dep',
] as const;
/** budget-form.ts BUDGET_FORM_KEYS and rent-buy-form.ts RENT_BUY_FORM_KEYS. */
const BUDGET = ['income', 'loans', 'rule', 'ratio', 'adults', 'children', 'area', 'living', 'equity', 'rateMode', 'rate', 'repayment', 'fix', 'loc', 'commission'] as const;
const RENT_BUY = ['price', 'loc', 'equity', 'commission', 'rateMode', 'rate', 'fix', 'repayment', 'rent', 'rentGrowth', 'appreciation', 'maintenance', 'share', 'mgrowth', 'ret', 'joint', 'horizon'] as const;
/** refinance-form.ts REFINANCE_FORM_KEYS: the refinance landing page's follow-up financing calculator. */
const REFINANCE = ['debt', 'value', 'months', 'fix', 'repayment'] as const;
/** features/funnel/answers.ts: the funnel, the step asked and every answer of either funnel. */
const FUNNEL_AF = ['income', 'loc', 'adults', 'children', 'commitments', 'equity', 'employment', 'residency'] as const;
const FUNNEL_OM = ['price', 'loc', 'usage', 'building', 'equity', 'income', 'children', 'age', 'hold', 'sure', 'risk'] as const;
/** features/properties/search-form.ts SEARCH_FIELDS. */
const PROPERTY_SEARCH = ['place', 'radius', 'type', 'pmin', 'pmax', 'rooms', 'amin', 'amax', 'ymin', 'ymax', 'energy', 'balcony', 'garden', 'lift', 'parking', 'cellar', 'savings', 'income', 'adults', 'children', 'afford', 'sort', 'page'] as const;
/** The lp-2 request forms (features/lead-requests/schemas.ts): the step to show, earlier answers, error codes. */
const REQUEST_STATE = ['step', 'error', 'errors'] as const;

export const QUERY_PAGES: Readonly<Record<string, readonly string[]>> = {
  'german-mortgage-calculator-calculator': CALCULATOR,
  'calculators-slug': CALCULATOR,
  'house-budget': BUDGET,
  'rent-or-buy': RENT_BUY,
  'mortgage-rates': RATES,
  'mortgage-rates-region': RATES,
  'mortgage-rates-region-city': RATES,
  'mortgage-rates-history': ['fix'],
  'retirement-calculator': PENSION,
  'start-funnel': [...new Set(['funnel', 'step', ...FUNNEL_AF, ...FUNNEL_OM])],
  'funnel-report': FUNNEL_OM,
  login: ['step', 'error', 'flow', 'next'],
  properties: PROPERTY_SEARCH,
  // A listing opened from a search carries the search (issue 48): its savings for the payment, the way back to it.
  'properties-listing': PROPERTY_SEARCH,
  // A city's property page computes its typical cost and its listings with the visitor's own funds (issue 48).
  'buy-apartment-city': ['savings'],
  'buy-house-city': ['savings'],
  'lp-refinancing': REFINANCE,
  'lp-2-purchase': [...REQUEST_STATE, 'price', 'location', 'equity', 'income', 'timing'],
  'lp-2-refinance': [...REQUEST_STATE, 'debt', 'fixMonth', 'fixYear', 'value'],
  'lp-2-commercial': [...REQUEST_STATE, 'company', 'legalForm', 'propertyType', 'use', 'propertyValue', 'location', 'loan', 'rent', 'start'],
};

/** The home page's small calculator (features/home/home-calculator.ts HOME_CALCULATOR_KEYS): the page evaluates its GET form itself, without a twin. */
const HOME = ['price', 'savings', 'loc'] as const;

/** Whether a request for this route carries inputs its cached page cannot show. */
export function pageRendersQuery(routeName: string, query: URLSearchParams): boolean {
  const keys = QUERY_PAGES[routeName];
  return keys !== undefined && keys.some((key) => query.has(key));
}

/**
 * Pages rendered per request because they show the rates (the home page also the advisor team and reviews, the
 * about page the reviews, the webinar landing its dates and seats, the property pages the listings) of the database, and nothing else of it or of the visitor (ADR 019). Their response says so (header x-page-data,
 * set by the proxy), and the production server keeps a copy while that data stays the same
 * (src/lib/page-cache.ts, src/page-data-version.ts).
 */
export const DATA_PAGES: ReadonlySet<string> = new Set([
  'index',
  'german-mortgage-calculator-calculator',
  'calculators-slug',
  'house-budget',
  'rent-or-buy',
  'mortgage-rates',
  'mortgage-rates-region',
  'mortgage-rates-region-city',
  'mortgage-rates-history',
  'retirement-calculator',
  'lp-refinancing',
  'properties',
  'buy-apartment',
  'buy-house',
  'buy-apartment-city',
  'buy-house-city',
  // A listing: its row, price history and images (written together with the row, whose trigger counts), the
  // similar listings and today's rates; the favourite form is the same for everyone (the island asks who it is).
  'properties-listing',
  'lp-webinar',
  'about',
]);

/** The query parameters a data page renders (its form's inputs): the twin's, or the home page's own form. */
export const DATA_PAGE_INPUTS: Readonly<Record<string, readonly string[]>> = {
  index: HOME,
  ...Object.fromEntries([...DATA_PAGES].filter((name) => QUERY_PAGES[name]).map((name) => [name, QUERY_PAGES[name]!])),
};

/**
 * Whether the production server may keep a copy of this data page's answer for exactly this URL (ADR 012, amendment
 * of issue 47): every parameter is one of the page's inputs (none at all: the page itself). A URL with anything else
 * (tracking, `?signup`, made-up names) is rendered per request and kept nowhere: nobody can be answered a copy made
 * for another URL, and made-up parameters cannot fill the memory with copies.
 */
export function dataPageKept(routeName: string, query: URLSearchParams): boolean {
  if (!DATA_PAGES.has(routeName)) return false;
  const inputs = DATA_PAGE_INPUTS[routeName] ?? [];
  for (const key of query.keys()) if (!inputs.includes(key)) return false;
  return true;
}
