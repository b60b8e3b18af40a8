/**
 * Search by what you can afford (issue 48, part 3; src/features/properties/affordability.ts) against the house-budget
 * engine: the search's budget is the financing certificate's amount for the same household, savings and place (the
 * lower of the household calculation and the 40 % guidance); each listing stands within budget, at the limit or above;
 * "only what I can afford" caps the search's price; the form's fields are checked like the rest of the search.
 */
import { describe, expect, test } from 'vitest';
import { marketOn } from '@/engine/rates/fixtures';
import { BURDEN_RATIO_LIMITS, houseBudget } from '@/engine/house-budget';
import { transferTaxRate } from '@/engine/fees/transfer-tax';
import { certificateAmount } from '@/features/certificates/amount';
import type { CertificateRequest } from '@/features/certificates/certificate-form';
import { affordableSearch, AT_LIMIT_SHARE, budgetedSearch, budgetStatus, searchBudget } from '@/features/properties/affordability';
import { describeSearch } from '@/features/properties/radar-label';
import { parseSearch, searchToParams, type PropertySearch } from '@/features/properties/search-form';

const TODAY = '2025-06-03';
const MARKET = marketOn(TODAY);
const LEIPZIG = { postalCodes: ['04109'] };

function search(query: string): PropertySearch {
  const parsed = parseSearch(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.search;
}

/** The certificate's request for the same household: `adults` applicants sharing the income, the property in Leipzig. */
function certificateFor(income: number, adults: 1 | 2, children: number, savings: number): CertificateRequest {
  const applicant = (netIncome: number) => ({ netIncome, address: { country: 'DE', zipcode: '04109', city: 'Leipzig', street: 'Markt', houseNumber: '1' } }) as never;
  return {
    applicants: adults === 1 ? [applicant(income)] : [applicant(income / 2), applicant(income / 2)],
    children,
    otherLoans: 0,
    savings,
    property: { address: { zipcode: '04109', city: 'Leipzig', street: 'Markt', houseNumber: '1' } as never, purchasePrice: 300_000 },
  };
}

describe('the buyer’s budget is the house-budget engine’s, as the certificate computes it', () => {
  test.each([
    { income: 5600, adults: 2 as const, children: 1, savings: 80_000 },
    { income: 3200, adults: 1 as const, children: 0, savings: 120_000 },
    { income: 9000, adults: 2 as const, children: 3, savings: 40_000 },
  ])('$income € net, $adults adults, $children children, $savings € savings in Leipzig', ({ income, adults, children, savings }) => {
    const budget = searchBudget(search(`place=Leipzig&income=${income}&adults=${adults}&children=${children}&savings=${savings}`), LEIPZIG, TODAY, MARKET)!;
    const certificate = certificateAmount(certificateFor(income, adults, children, savings), MARKET, TODAY);
    if (!certificate.ok) throw new Error(certificate.code);
    expect(budget.maxPrice).toBe(certificate.figures.maxPrice);
    expect(budget.limitedBy).toBe(certificate.figures.limitedBy);
    expect(budget.transferTax).toBe(transferTaxRate('SN', TODAY));
    // The engine directly: the lower of both rules.
    const common = { netIncome: income, otherLoans: 0, equity: savings, locationTax: transferTaxRate('SN', TODAY), commission: 0.0357, repayment: 0.02, fixationYears: 10 };
    const household = houseBudget({ ...common, rule: 'livingCosts', adults, children, livingArea: 100 }, { market: MARKET });
    const guidance = houseBudget({ ...common, rule: 'burden', burdenRatio: BURDEN_RATIO_LIMITS.guidanceMax }, { market: MARKET });
    expect(budget.maxPrice).toBe(Math.min(household.maxPrice, guidance.maxPrice));
  });

  test('more children, less savings or a dearer state: a lower budget; no income: none; an income that leaves nothing: none', () => {
    const base = searchBudget(search('income=5600&adults=2&savings=80000'), LEIPZIG, TODAY, MARKET)!.maxPrice;
    expect(searchBudget(search('income=5600&adults=2&children=3&savings=80000'), LEIPZIG, TODAY, MARKET)!.maxPrice).toBeLessThan(base);
    expect(searchBudget(search('income=5600&adults=2&savings=20000'), LEIPZIG, TODAY, MARKET)!.maxPrice).toBeLessThan(base);
    // Bavaria's 3.5 % against Saxony's 5.5 %: more of the money goes into the price.
    expect(searchBudget(search('income=5600&adults=2&savings=80000'), { postalCodes: ['80331'] }, TODAY, MARKET)!.maxPrice).toBeGreaterThan(base);
    expect(searchBudget(search('savings=80000'), LEIPZIG, TODAY, MARKET)).toBeNull();
    expect(searchBudget(search('income=1200&adults=2&children=2'), LEIPZIG, TODAY, MARKET)).toBeNull();
  });
});

describe('how a listing stands, and the filter', () => {
  const budget = searchBudget(search('income=5600&adults=2&children=1&savings=80000'), LEIPZIG, TODAY, MARKET)!;

  test('within up to 90 % of the budget, at the limit up to the budget, above beyond it', () => {
    expect(budgetStatus(Math.floor(budget.maxPrice * AT_LIMIT_SHARE), budget)).toBe('within');
    expect(budgetStatus(Math.floor(budget.maxPrice * AT_LIMIT_SHARE) + 1, budget)).toBe('limit');
    expect(budgetStatus(budget.maxPrice, budget)).toBe('limit');
    expect(budgetStatus(budget.maxPrice + 1, budget)).toBe('above');
  });

  test('“only what I can afford” caps the highest price at the budget; a lower own cap stays; without the box nothing changes', () => {
    expect(affordableSearch(search('income=5600&adults=2&children=1&savings=80000&afford=on'), budget).priceMax).toBe(budget.maxPrice);
    expect(affordableSearch(search('income=5600&adults=2&children=1&savings=80000&afford=on&pmax=200000'), budget).priceMax).toBe(200_000);
    expect(affordableSearch(search('income=5600&adults=2&children=1&savings=80000'), budget).priceMax).toBeNull();
    // A household with nothing left for a loan: nothing is affordable.
    expect(affordableSearch(search('income=1200&adults=2&afford=on'), null).priceMax).toBe(0);
    // A radar as it runs today: the same budget with the radar's savings; without rates, uncapped.
    const radar = search('place=Leipzig&income=5600&adults=2&children=1&afford=on');
    expect(budgetedSearch(radar, 80_000, LEIPZIG, TODAY, MARKET).run.priceMax).toBe(budget.maxPrice);
    expect(budgetedSearch(radar, 80_000, LEIPZIG, TODAY, null)).toEqual({ run: radar, budget: null });
  });
});

describe('the form’s fields', () => {
  test('income, household and the box travel in the address (defaults left out) and are kept by a radar', () => {
    const s = search('place=Leipzig&income=5.600&adults=2&children=1&afford=on&savings=80000');
    expect(s).toMatchObject({ income: 5600, adults: 2, children: 1, affordOnly: true });
    expect(searchToParams(s).toString()).toBe('place=Leipzig&savings=80000&income=5600&adults=2&children=1&afford=on');
    expect(searchToParams(search('income=4000&adults=1&children=')).toString()).toBe('income=4000');
    const t = (key: string, v?: Record<string, string | number>) => `${key}${v ? JSON.stringify(v) : ''}`;
    expect(describeSearch(s, t, (n) => `${n} €`)).toContain('afford{"income":"5600 €"}');
  });

  test.each([
    ['afford=on', { income: 'incomeRequired' }],
    ['income=viel', { income: 'notAnAmount' }],
    ['income=5000&adults=7', { adults: 'invalidChoice' }],
    ['income=5000&children=11', { children: 'tooHigh' }],
    ['income=5000&children=1.5', { children: 'notANumber' }],
  ])('%s → %j', (query, errors) => {
    expect(parseSearch(new URLSearchParams(query))).toEqual({ ok: false, errors });
  });
});
