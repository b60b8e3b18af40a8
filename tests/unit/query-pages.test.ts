/**
 * Which requests leave the cached page for its per-request twin (src/i18n/query-pages.ts, ADR 012).
 */
import { describe, expect, test } from 'vitest';
import { BUDGET_FORM_KEYS } from '@/features/calculators/budget-form';
import { FORM_KEYS } from '@/features/calculators/mortgage-form';
import { RENT_BUY_FORM_KEYS } from '@/features/calculators/rent-buy-form';
import { REFINANCE_FORM_KEYS } from '@/features/calculators/refinance-form';
import { PAGE_STATE_KEYS, answerKeys } from '@/features/lead-requests/schemas';
import { STEPS } from '@/features/funnel/answers';
import { RATES_QUERY_KEYS } from '@/features/rates/rates-query';
import { PENSION_FORM_KEYS } from '@/features/pension/pension-form';
import { SEARCH_FIELDS } from '@/features/properties/search-form';
import { QUERY_PAGES, pageRendersQuery } from '@/i18n/query-pages';
import { routeByName } from '@/i18n/routes';

describe('the proxy knows every input of the forms', () => {
  test.each([
    { label: 'main calculator', route: 'german-mortgage-calculator-calculator', expected: [...FORM_KEYS, 'tab'] },
    { label: 'calculator landing pages', route: 'calculators-slug', expected: [...FORM_KEYS, 'tab'] },
    { label: 'house budget', route: 'house-budget', expected: [...BUDGET_FORM_KEYS] },
    { label: 'rent or buy', route: 'rent-or-buy', expected: [...RENT_BUY_FORM_KEYS] },
    { label: 'refinance landing calculator', route: 'lp-refinancing', expected: [...REFINANCE_FORM_KEYS] },
    { label: 'rates overview', route: 'mortgage-rates', expected: [...RATES_QUERY_KEYS] },
    { label: 'rates region', route: 'mortgage-rates-region', expected: [...RATES_QUERY_KEYS] },
    { label: 'rates city', route: 'mortgage-rates-region-city', expected: [...RATES_QUERY_KEYS] },
    { label: 'rate history', route: 'mortgage-rates-history', expected: ['fix'] },
    { label: 'retirement planner', route: 'retirement-calculator', expected: [...PENSION_FORM_KEYS] },
    { label: 'funnel start', route: 'start-funnel', expected: [...new Set(['funnel', 'step', ...[...STEPS.AF, ...STEPS.OM].flatMap((s) => s.fields)])] },
    { label: 'funnel report', route: 'funnel-report', expected: [...new Set(STEPS.OM.flatMap((s) => s.fields))] },
    { label: 'login steps, errors and the page to return to', route: 'login', expected: ['step', 'error', 'flow', 'next'] },
    { label: 'purchase request steps', route: 'lp-2-purchase', expected: [...PAGE_STATE_KEYS, ...answerKeys('purchase')] },
    { label: 'property search', route: 'properties', expected: [...SEARCH_FIELDS] },
    { label: 'a listing opened from a search', route: 'properties-listing', expected: [...SEARCH_FIELDS] },
    { label: 'a city’s apartments with the visitor’s savings', route: 'buy-apartment-city', expected: ['savings'] },
    { label: 'a city’s houses with the visitor’s savings', route: 'buy-house-city', expected: ['savings'] },
    { label: 'refinance request steps', route: 'lp-2-refinance', expected: [...PAGE_STATE_KEYS, ...answerKeys('refinance')] },
    { label: 'commercial request steps', route: 'lp-2-commercial', expected: [...PAGE_STATE_KEYS, ...answerKeys('commercial')] },
  ])('$label → $expected', ({ route, expected }) => {
    expect([...(QUERY_PAGES[route] ?? [])].sort()).toEqual([...expected].sort());
    expect(routeByName(route).name).toBe(route);
  });
});

describe('pageRendersQuery', () => {
  test.each([
    { label: 'calculator without query', route: 'german-mortgage-calculator-calculator', query: '', expected: false },
    { label: 'calculator with a price', route: 'german-mortgage-calculator-calculator', query: 'price=500000', expected: true },
    { label: 'calculator with a tab only', route: 'calculators-slug', query: 'tab=2', expected: true },
    { label: 'calculator with tracking only', route: 'german-mortgage-calculator-calculator', query: 'utm_source=news&gclid=x', expected: false },
    { label: 'calculator opening the login dialog', route: 'german-mortgage-calculator-calculator', query: 'signup&flow=prop_search', expected: false },
    { label: 'rates with a place', route: 'mortgage-rates-region-city', query: 'place=city:muenchen', expected: true },
    { label: 'funnel chosen', route: 'start-funnel', query: 'funnel=AF', expected: true },
    { label: 'rate history with a fixation', route: 'mortgage-rates-history', query: 'fix=15', expected: true },
    { label: 'a page without a form', route: 'imprint', query: 'price=1', expected: false },
    { label: 'retirement planner with an age', route: 'retirement-calculator', query: 'age=40', expected: true },
    { label: 'retirement planner with tracking only', route: 'retirement-calculator', query: 'utm_source=news', expected: false },
    { label: 'purchase request, step 2', route: 'lp-2-purchase', query: 'price=425000&location=10115&step=2', expected: true },
    { label: 'purchase request landing with tracking only', route: 'lp-2-purchase', query: 'utm_source=news&gclid=x', expected: false },
    { label: 'refinance landing with a balance', route: 'lp-refinancing', query: 'debt=180000', expected: true },
    { label: 'refinance landing with tracking only', route: 'lp-refinancing', query: 'utm_source=news&gclid=x', expected: false },
    { label: 'refinance request with an error', route: 'lp-2-refinance', query: 'step=3&errors=email:invalidEmail', expected: true },
  ])('$label ($query) → $expected', ({ route, query, expected }) => {
    expect(pageRendersQuery(route, new URLSearchParams(query))).toBe(expected);
  });
});
