/**
 * Search by what you can afford (issue 48, part 3): from the household's monthly net income, its adults and children
 * and the visitor's savings, the highest purchase price this buyer can finance, computed exactly as the financing
 * certificate computes its amount (features/certificates/amount.ts `certificateBudget`, the one computation): the house-budget engine (src/engine/house-budget.ts)
 * under both the bank's household calculation (living-cost flat rates per adult and child, running costs of 100 m²,
 * a 10 % buffer) and the 40 % guidance, the lower of the two, at today's model rate for 10 years fixed and 2 % initial
 * repayment, with the transfer tax of the search's place (else the highest of any state), 2 % notary and the customary
 * buyer's commission of 3.57 %. Each listing stands within budget (its price at most 90 % of that price), at the limit
 * (up to it) or above; "only what I can afford" caps the search's price at it. Browser-safe and pure.
 */
import { currentTransferTaxEntries, transferTaxRate } from '@/engine/fees/transfer-tax';
import { stateForPostalCode } from '@/engine/geo/lookup';
import { CERTIFICATE_TERMS, certificateBudget } from '@/features/certificates';
import type { RateMarket } from '@/engine/rates/market';
import type { PropertySearch } from './search-form';
import type { SearchCentre } from './search-repository';

/** The terms of the budget: the certificate's. */
export const BUDGET_TERMS = CERTIFICATE_TERMS;
/** A listing whose price is above this share of the budget is "at the limit" (up to the budget), else "within". */
export const AT_LIMIT_SHARE = 0.9;

export type BudgetStatus = 'within' | 'limit' | 'above';

export interface SearchBudget {
  /** The highest purchase price this buyer can finance, whole euros. */
  maxPrice: number;
  /** What the household can pay for the mortgage a month, and which rule set it. */
  maxInstallment: number;
  limitedBy: 'household' | 'guidance';
  /** The transfer tax the price assumes (the search's place, else the highest of any state). */
  transferTax: number;
  income: number;
  adults: number;
  children: number;
  savings: number;
}

/** The transfer tax of the search's place (its first postal code's state), else the highest of any state, as the certificate does without an address. */
export function budgetTransferTax(centre: Pick<SearchCentre, 'postalCodes'> | null, date: string): number {
  const state = centre?.postalCodes[0] ? stateForPostalCode(centre.postalCodes[0])?.state : undefined;
  if (state) return transferTaxRate(state, date);
  return Math.max(...Object.values(currentTransferTaxEntries()).map((e) => e.rate));
}

/**
 * The budget of a household, or null when the search names no income, or the income leaves nothing for a loan (the
 * page then says so). `market`: today's rates.
 */
export function searchBudget(search: Pick<PropertySearch, 'income' | 'adults' | 'children' | 'savings'>, centre: Pick<SearchCentre, 'postalCodes'> | null, date: string, market: RateMarket): SearchBudget | null {
  if (search.income === null || search.income === undefined) return null;
  const transferTax = budgetTransferTax(centre, date);
  const adults = search.adults ?? 1;
  const children = search.children ?? 0;
  const budget = certificateBudget({ netIncome: search.income, otherLoans: 0, savings: search.savings, adults, children, locationTax: transferTax }, market);
  if (!budget) return null;
  const { chosen, limitedBy } = budget;
  return { maxPrice: chosen.maxPrice, maxInstallment: chosen.maxInstallment, limitedBy, transferTax, income: search.income, adults, children, savings: search.savings };
}

/** How a listing's price stands against the budget. */
export function budgetStatus(price: number, budget: Pick<SearchBudget, 'maxPrice'>): BudgetStatus {
  if (price > budget.maxPrice) return 'above';
  return price > budget.maxPrice * AT_LIMIT_SHARE ? 'limit' : 'within';
}

/**
 * The search as the database runs it: "only what I can afford" caps its highest price at the budget (a household whose
 * income leaves nothing for a loan: nothing). Call it with the budget of today's rates; without rates the filter
 * cannot be applied and the page says so.
 */
export function affordableSearch(search: PropertySearch, budget: SearchBudget | null): PropertySearch {
  if (!search.affordOnly) return search;
  const cap = budget?.maxPrice ?? 0;
  return { ...search, priceMax: search.priceMax === null ? cap : Math.min(search.priceMax, cap) };
}

/**
 * A saved search (a radar) as it runs today: its budget with the radar's own funds and today's rates, and the search
 * the database runs (capped at the budget when it keeps "only what I can afford"; without rates, uncapped).
 */
export function budgetedSearch(search: PropertySearch, savings: number, centre: Pick<SearchCentre, 'postalCodes'> | null, date: string, market: RateMarket | null): { run: PropertySearch; budget: SearchBudget | null } {
  if (!market) return { run: search, budget: null };
  const budget = searchBudget({ ...search, savings }, centre, date, market);
  return { run: affordableSearch(search, budget), budget };
}
