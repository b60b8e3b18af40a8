/**
 * Rates pages: the query of the input sentence (price, place, commission, savings, repayment), the loan rule
 * of the rates page (price + transfer tax + notary 2 % + buyer commission − savings) and the date helpers.
 */
import { placesByName } from '@/components/forms/places';
import { describe, expect, test } from 'vitest';
import { loanEstimate } from '@/engine/fees/purchase-costs';
import { transferTaxRate } from '@/engine/fees/transfer-tax';
import { brokerCommission } from '@/engine/fees/broker-commission';
import { cityById } from '@/engine/geo/lookup';
import { STATE_CODES } from '@/engine/geo/regions';
import { ratesTable } from '@/engine/rates/rates-table';
import { placeFees, ratesForLoan } from '@/features/rates/rates-page';
import {
  cityPlace,
  parseRatesQuery,
  placeFromValue,
  RATES_DEFAULTS,
  ratesLoan,
  statePlace,
  type QuerySource,
} from '@/features/rates/rates-query';
import { todayInBerlin } from '@/lib/dates';
import { marketOn } from '@/engine/rates/fixtures';

const DATE = '2026-11-21';
const MUNICH = cityPlace(cityById('muenchen')!);
const parse = (source: QuerySource, defaultPlace = MUNICH) => parseRatesQuery(source, { defaultPlace, date: DATE });

describe('parseRatesQuery: valid values are used', () => {
  test.each([
    { label: 'empty query → defaults', query: {}, expected: { price: 425_000, savings: 80_000, repayment: 2, commission: 'with', place: 'muenchen' } },
    { label: 'all fields', query: { price: '500000', savings: '100000', repayment: '3', commission: 'without', place: 'HH' }, expected: { price: 500_000, savings: 100_000, repayment: 3, commission: 'without', place: 'HH' } },
    { label: 'decimal comma in the repayment', query: { repayment: '2,5' }, expected: { price: 425_000, savings: 80_000, repayment: 2.5, commission: 'with', place: 'muenchen' } },
    { label: 'decimal point in the repayment', query: { repayment: '1.75' }, expected: { price: 425_000, savings: 80_000, repayment: 1.75, commission: 'with', place: 'muenchen' } },
    { label: 'spaces in an amount are ignored', query: { price: ' 450 000 ' }, expected: { price: 450_000, savings: 80_000, repayment: 2, commission: 'with', place: 'muenchen' } },
    { label: 'German thousands separator in amounts', query: { price: '450.000', savings: '90.000' }, expected: { price: 450_000, savings: 90_000, repayment: 2, commission: 'with', place: 'muenchen' } },
    { label: 'English thousands separator in amounts', query: { price: '1,250,000' }, expected: { price: 1_250_000, savings: 80_000, repayment: 2, commission: 'with', place: 'muenchen' } },
    { label: 'bounds are inclusive (price min, repayment max)', query: { price: '100000', repayment: '10' }, expected: { price: 100_000, savings: 80_000, repayment: 10, commission: 'with', place: 'muenchen' } },
    { label: 'bounds are inclusive (price max, repayment min)', query: { price: '10000000', repayment: '1' }, expected: { price: 10_000_000, savings: 80_000, repayment: 1, commission: 'with', place: 'muenchen' } },
    { label: 'savings 0', query: { savings: '0' }, expected: { price: 425_000, savings: 0, repayment: 2, commission: 'with', place: 'muenchen' } },
    { label: 'repeated parameter → the first one', query: { price: ['500000', '600000'] }, expected: { price: 500_000, savings: 80_000, repayment: 2, commission: 'with', place: 'muenchen' } },
    { label: 'place: a city id picks that city', query: { place: 'koeln' }, expected: { price: 425_000, savings: 80_000, repayment: 2, commission: 'with', place: 'koeln' } },
    { label: 'place: lower-case state code', query: { place: 'by' }, expected: { price: 425_000, savings: 80_000, repayment: 2, commission: 'with', place: 'BY' } },
    { label: 'place: empty → the page’s place', query: { place: '' }, expected: { price: 425_000, savings: 80_000, repayment: 2, commission: 'with', place: 'muenchen' } },
    { label: 'unknown commission → default, no error', query: { commission: 'maybe' }, expected: { price: 425_000, savings: 80_000, repayment: 2, commission: 'with', place: 'muenchen' } },
    { label: 'URLSearchParams source', query: new URLSearchParams('price=300000&place=BE&commission=without'), expected: { price: 300_000, savings: 80_000, repayment: 2, commission: 'without', place: 'BE' } },
  ])('$label', ({ query, expected }) => {
    const q = parse(query);
    expect(q.errors).toEqual({});
    expect({ price: q.input.price, savings: q.input.savings, repayment: q.input.repayment, commission: q.input.commission, place: q.input.place.value }).toEqual(expected);
    expect(q.form.place).toBe(expected.place);
  });
});

describe('parseRatesQuery: invalid values give an error and fall back to the default', () => {
  test.each([
    { label: 'price=abc → notANumber', query: { price: 'abc' }, field: 'price', expected: { code: 'notANumber', params: { min: 100_000, max: 10_000_000 } } },
    { label: 'price=5 → tooLow', query: { price: '5' }, field: 'price', expected: { code: 'tooLow', params: { min: 100_000, max: 10_000_000 } } },
    { label: 'price=10000001 → tooHigh', query: { price: '10000001' }, field: 'price', expected: { code: 'tooHigh', params: { min: 100_000, max: 10_000_000 } } },
    { label: 'price= (empty) → required', query: { price: '' }, field: 'price', expected: { code: 'required', params: { min: 100_000, max: 10_000_000 } } },
    { label: 'price=1e9 → notANumber', query: { price: '1e9' }, field: 'price', expected: { code: 'notANumber', params: { min: 100_000, max: 10_000_000 } } },
    { label: 'price=-500000 → tooLow', query: { price: '-500000' }, field: 'price', expected: { code: 'tooLow', params: { min: 100_000, max: 10_000_000 } } },
    { label: 'price=Infinity → notANumber', query: { price: 'Infinity' }, field: 'price', expected: { code: 'notANumber', params: { min: 100_000, max: 10_000_000 } } },
    { label: 'very long digits are cut and then too high', query: { price: '9'.repeat(500) }, field: 'price', expected: { code: 'tooHigh', params: { min: 100_000, max: 10_000_000 } } },
    { label: 'repayment=99 → tooHigh', query: { repayment: '99' }, field: 'repayment', expected: { code: 'tooHigh', params: { min: 1, max: 10 } } },
    { label: 'repayment=0.5 → tooLow', query: { repayment: '0.5' }, field: 'repayment', expected: { code: 'tooLow', params: { min: 1, max: 10 } } },
    { label: 'repayment=2% → notANumber', query: { repayment: '2%' }, field: 'repayment', expected: { code: 'notANumber', params: { min: 1, max: 10 } } },
    { label: 'savings=-1 → tooLow', query: { savings: '-1' }, field: 'savings', expected: { code: 'tooLow', params: { min: 0 } } },
    { label: 'savings=x → notANumber', query: { savings: 'x' }, field: 'savings', expected: { code: 'notANumber', params: { min: 0 } } },
    { label: 'place=atlantis → unknown', query: { place: 'atlantis' }, field: 'place', expected: { code: 'unknown', params: {} } },
  ])('$label', ({ query, field, expected }) => {
    const q = parse(query);
    expect(q.errors[field as keyof typeof q.errors]).toEqual(expected);
    expect(Object.keys(q.errors)).toEqual([field]);
    const fallback = { price: RATES_DEFAULTS.price, savings: RATES_DEFAULTS.savings, repayment: RATES_DEFAULTS.repayment, place: 'muenchen' }[field];
    const used = field === 'place' ? q.input.place.value : q.input[field as 'price' | 'savings' | 'repayment'];
    expect(used).toBe(fallback);
    expect(q.loan.loanAmount).toBeGreaterThan(0);
  });

  test.each([
    { label: 'savings equal to price + costs (Munich, 500,000, with commission) → tooHigh', savings: '545350', expected: { code: 'tooHigh', params: { min: 0, max: 545_350 } } },
    { label: 'savings above price + costs → tooHigh', savings: '600000', expected: { code: 'tooHigh', params: { min: 0, max: 545_350 } } },
  ])('$label', ({ savings, expected }) => {
    const q = parse({ price: '500000', savings, commission: 'with' });
    expect(q.errors.savings).toEqual(expected);
    expect(q.input.savings).toBe(RATES_DEFAULTS.savings);
    expect(q.loan.loanAmount).toBe(545_350 - RATES_DEFAULTS.savings);
  });

  test('savings just below price + costs are accepted (tiny loan)', () => {
    const q = parse({ price: '500000', savings: '545349', commission: 'with' });
    expect(q.errors).toEqual({});
    expect(q.loan.loanAmount).toBe(1);
  });

  test('the form echoes what the visitor typed, the calculation uses the defaults', () => {
    const q = parse({ price: 'abc', repayment: '99' });
    expect(q.form).toMatchObject({ price: 'abc', repayment: '99', savings: '80000' });
    expect(q.input).toMatchObject({ price: 425_000, repayment: 2 });
  });
});

describe('places', () => {
  test.each([
    { label: 'state code', value: 'NW', expected: { kind: 'state', state: 'NW', value: 'NW' } },
    { label: 'city id', value: 'koeln', expected: { kind: 'city', state: 'NW', value: 'koeln' } },
    { label: 'city-state Berlin as a city', value: 'berlin', expected: { kind: 'city', state: 'BE', value: 'berlin' } },
    { label: 'city-state Berlin as a state', value: 'BE', expected: { kind: 'state', state: 'BE', value: 'BE' } },
    { label: 'unknown', value: 'atlantis', expected: null },
  ])('$label: $value', ({ value, expected }) => {
    const p = placeFromValue(value);
    expect(p ? { kind: p.kind, state: p.state, value: p.value } : null).toEqual(expected);
  });

  test.each([
    { label: 'de', locale: 'de' as const, expected: { states: 16, cities: 82 } },
    { label: 'en', locale: 'en' as const, expected: { states: 16, cities: 82 } },
  ])('$label: the select (the kit\'s place options) lists all states and cities, each a place the query reads → $expected', ({ locale, expected }) => {
    const o = placesByName(locale);
    expect({ states: o.regions.length, cities: o.cities.length }).toEqual(expected);
    for (const v of [...o.regions.map((r) => r.code), ...o.cities.map((c) => c.id)]) expect(placeFromValue(v)?.value).toBe(v);
  });
});

describe('loan rule of the rates page: price + transfer tax + notary (2 %) + buyer commission − savings', () => {
  test.each([
    // Worked examples 3 and 5: 400,000 in Berlin → 24,000 + 8,000 + 14,280; 80,000 down.
    { label: 'Berlin 400,000, with commission, 80,000 savings', price: 400_000, state: 'BE', commission: 'with', savings: 80_000, date: DATE, expected: 366_280 },
    { label: 'Berlin 400,000, without commission', price: 400_000, state: 'BE', commission: 'without', savings: 80_000, date: DATE, expected: 352_000 },
    { label: 'Bavaria 500,000, with commission, 100,000 savings', price: 500_000, state: 'BY', commission: 'with', savings: 100_000, date: DATE, expected: 445_350 },
    { label: 'Hamburg 425,000 (5.5 %, 3.125 % buyer share)', price: 425_000, state: 'HH', commission: 'with', savings: 80_000, date: DATE, expected: 390_156.25 },
    { label: 'Bremen before the 2025 increase (5 %)', price: 300_000, state: 'HB', commission: 'without', savings: 0, date: '2025-06-30', expected: 321_000 },
    { label: 'Bremen after the 2025 increase (5.5 %)', price: 300_000, state: 'HB', commission: 'without', savings: 0, date: '2025-07-01', expected: 322_500 },
    { label: 'transfer tax rounded down to whole euros', price: 100_001, state: 'BE', commission: 'without', savings: 0, date: DATE, expected: 100_001 + 6_000 + 2_000.02 },
  ] as const)('$label → $expected', ({ price, state, commission, savings, date, expected }) => {
    expect(ratesLoan({ price, state, commission, savings, date }).loanAmount).toBeCloseTo(expected, 6);
  });

  test.each(STATE_CODES.map((state) => ({ label: state, state, expected: 'equals the spec estimate' })))('$label: with commission $expected', ({ state }) => {
    const price = 400_000;
    const loan = ratesLoan({ price, state, commission: 'with', savings: 50_000, date: DATE });
    const estimate = loanEstimate({ price, cityTax: transferTaxRate(state, DATE), commissionRate: brokerCommission({ state, newBuild: false, price }).buyerRate, savings: 50_000 });
    expect(loan.loanAmount).toBeCloseTo(estimate, 6);
    expect(loan.costs).toBeCloseTo(loan.transferTax + loan.notary + loan.commission, 9);
  });
});

describe('figures of the page come from the engine', () => {
  test('the rates table is ratesTable for the loan, 6 rows, first installment the month after today', () => {
    const q = parse({ price: '500000', savings: '100000', repayment: '2', commission: 'with' });
    const market = marketOn(DATE);
    const result = ratesForLoan(q.input, q.loan, DATE, market);
    const engine = ratesTable({ loanAmount: 445_350, propertyPrice: 500_000, repayment: 0.02, yearsFixed: [5, 10, 15, 20, 25, 30], startDate: { year: 2026, month: 12 }, market });
    expect(result.rows).toEqual(engine);
    expect(result.rows.map((r) => r.fixationYears)).toEqual([5, 10, 15, 20, 25, 30]);
    expect(result.isModel).toBe(true);
    expect(result.curveDate).toBe(market.curve.date);
  });

  test('fees of a place: transfer tax, 2 % rule, GNotKG with the loan as land charge, commission split', () => {
    const fees = placeFees({ price: 500_000, state: 'BY', date: DATE, landCharge: 445_350 });
    expect(fees.transferTax).toMatchObject({ rate: 0.035, amount: 17_500, validFrom: '1997-01-01', assumption: false });
    expect(fees.notary.ruleAmount).toBe(10_000);
    expect(fees.notary.landCharge).toBe(445_350);
    expect(fees.notary.exactAssumption).toBe(true);
    expect(fees.commission).toMatchObject({ buyerRate: 0.0357, sellerRate: 0.0357, totalRate: 0.0714, newBuildBuyerRate: 0, buyerRateRange: null });
    expect(fees.commission.buyerAmount).toBeCloseTo(17_850, 6);
    expect(placeFees({ price: 500_000, state: 'MV', date: DATE, landCharge: 1 }).commission.assumption).toBe(true);
  });

  test('state and city places of the same state give the same fees', () => {
    const a = placeFees({ price: 425_000, state: statePlace('NW').state, date: DATE, landCharge: 300_000 });
    const b = placeFees({ price: 425_000, state: cityPlace(cityById('koeln')!).state, date: DATE, landCharge: 300_000 });
    expect(a).toEqual(b);
  });
});

describe('dates', () => {
  test.each([
    { label: 'winter, just after midnight in Berlin (UTC+1)', now: '2026-01-31T23:30:00Z', expected: '2026-02-01' },
    { label: 'summer, just after midnight in Berlin (UTC+2)', now: '2026-06-30T22:30:00Z', expected: '2026-07-01' },
    { label: 'summer, before midnight in Berlin', now: '2026-06-30T21:30:00Z', expected: '2026-06-30' },
    { label: 'new year in Berlin while UTC is still in the old year', now: '2026-12-31T23:15:00Z', expected: '2027-01-01' },
  ])('todayInBerlin: $label → $expected', ({ now, expected }) => {
    expect(todayInBerlin(new Date(now))).toBe(expected);
  });
});
