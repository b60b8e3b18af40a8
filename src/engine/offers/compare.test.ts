import { describe, expect, test } from 'vitest';
import { EngineInputError } from '../errors';
import { balanceAfterMonths } from '../mortgage/annuity';
import { effectiveAnnualRate, roundPercent2, solveEffectiveRate } from '../mortgage/effective-rate';
import {
  compareConditions,
  evaluateLender,
  loanFigures,
  rankOffers,
  specialRepaymentSurcharge,
  type OfferCaseInput,
  type OfferConditionSheet,
  type OfferLender,
  type OfferLenderConditions,
  type OfferRateCell,
} from './compare';

// ---------------------------------------------------------------------------------------------------------
// Fixtures

const CASE: OfferCaseInput = {
  price: 400_000,
  loan: 320_000,
  equity: 80_000,
  state: 'BY',
  use: 'owner_occupied',
  purpose: 'purchase',
  fixationYears: 10,
  repaymentRate: 0.02,
  specialRepayment: 0,
  employment: 'employed',
  energyClass: null,
  forwardMonths: 0,
  date: '2026-11-29',
};

const ALL_EMPLOYMENTS: OfferLender['employments'] = ['employed', 'civil_servant', 'self_employed', 'retired'];

function lender(id: string, name: string, over: Partial<OfferLender> = {}): OfferLender {
  return { id, name, kind: 'bank', regions: [], minLoan: 50_000, purposes: ['purchase', 'refinance', 'forward', 'construction'], employments: ALL_EMPLOYMENTS, isDemo: true, ...over };
}

/** Steps 60/80/90/100 % for 5, 10 and 15 years, one loan band: base + 0.1 pp per step. */
function cells(base: number, fixations = [5, 10, 15]): OfferRateCell[] {
  return fixations.flatMap((fixationYears) =>
    [0.6, 0.8, 0.9, 1.0].map((ltvMax, i) => ({ fixationYears, ltvMax, loanMin: 0, loanMax: null, nominalRate: base + i * 0.001 + (fixationYears - 10) * 0.0005 })),
  );
}

function sheet(lenderId: string, over: Partial<OfferConditionSheet> = {}): OfferConditionSheet {
  return {
    id: `sheet-${lenderId}`,
    lenderId,
    validFrom: '2026-11-01',
    rates: cells(0.033),
    surcharges: { smallLoan: null, forward: null, specialRepayment: [], energyClass: {} },
    fees: [],
    specialRepaymentFree: 0.05,
    source: 'Demo data derived from the model curve of 2026-11-27',
    ...over,
  };
}

function conditions(l: OfferLender, s: Partial<OfferConditionSheet> = {}): OfferLenderConditions {
  return { lender: l, sheet: sheet(l.id, s) };
}

/** The one offer of a lender for a case (fails the test when it is excluded). */
function offerOf(lc: OfferLenderConditions, c: Partial<OfferCaseInput> = {}) {
  const r = evaluateLender(lc, { ...CASE, ...c });
  if (r.kind !== 'offer') throw new Error(`excluded: ${r.exclusion.reason}`);
  return r.offer;
}

function exclusionOf(lc: OfferLenderConditions, c: Partial<OfferCaseInput> = {}) {
  const r = evaluateLender(lc, { ...CASE, ...c });
  if (r.kind !== 'excluded') throw new Error('not excluded');
  return r.exclusion;
}

// ---------------------------------------------------------------------------------------------------------
// The effective rate

/**
 * Independent recomputation: the monthly internal rate j of loan − fees = Σ A·(1+j)^−k + B·(1+j)^−n by bisection,
 * with the closed-form balance B; the annual rate is (1+j)^12 − 1 (standard months of the PAngV annex).
 */
function independentEffectiveRate(loan: number, rate: number, repayment: number, months: number, fees: number): number {
  const a = (loan * (rate + repayment)) / 12;
  const b = balanceAfterMonths(loan, rate, a, months);
  const pv = (j: number) => {
    let sum = 0;
    for (let k = 1; k <= months; k++) sum += a / Math.pow(1 + j, k);
    return sum + b / Math.pow(1 + j, months);
  };
  let lo = 0;
  let hi = 0.05;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (pv(mid) > loan - fees) lo = mid;
    else hi = mid;
  }
  return Math.pow(1 + (lo + hi) / 2, 12) - 1;
}

describe('effective annual rate under § 16 PAngV over the fixation', () => {
  test('published example (zinsen-berechnen.de credit calculator): 100,000 € at 9.99 %, 36 monthly installments of 3,226.25 € → 10.46 %', () => {
    // The published figures: loan 100,000.00 €, nominal 9.990 % p.a., installment 3,226.25 € monthly in arrears,
    // 3 years, residual debt 0.00 €, interest and fees in total 16,144.97 €, effective annual rate 10.460 % (IRR).
    const repaymentRate = (3226.25 * 12) / 100_000 - 0.0999;
    const figures = loanFigures(100_000, 0.0999, repaymentRate, 3, 0);
    expect(figures.monthlyPayment).toBeCloseTo(3226.25, 9);
    expect(roundPercent2(figures.effectiveRate)).toBe(10.46);
    expect(figures.interest).toBeCloseTo(16_144.97, 1);
    expect(figures.residualDebt).toBeLessThan(0.01);
  });

  test('without fees it is (1 + i/12)^12 − 1, the calculator’s effective rate (facts § 5: 3.70 % → 3.76 %)', () => {
    const figures = loanFigures(300_000, 0.037, 0.02, 10, 0);
    expect(figures.effectiveRate).toBeCloseTo(effectiveAnnualRate(0.037), 10);
    expect(roundPercent2(figures.effectiveRate)).toBe(3.76);
    // worked-examples.md, derived check: 1,425.00 a month, 227,527.99 after 120 installments.
    expect(figures.monthlyPayment).toBeCloseTo(1425, 9);
    expect(figures.residualDebt).toBeCloseTo(227_527.99, 2);
  });

  test('with the lender’s fees: 200,000 € at 3.5 % + 2 %, 1,500 € fees, 10 years — independent recomputation', () => {
    const figures = loanFigures(200_000, 0.035, 0.02, 10, 1500);
    const expected = independentEffectiveRate(200_000, 0.035, 0.02, 120, 1500);
    expect(figures.effectiveRate).toBeCloseTo(expected, 9);
    // The fees raise the effective rate above the fee-free 3.56 %, to 3.65 % (two decimals, as the annex says).
    expect(roundPercent2(effectiveAnnualRate(0.035))).toBe(3.56);
    expect(roundPercent2(figures.effectiveRate)).toBe(roundPercent2(expected));
    expect(figures.effectiveRate).toBeGreaterThan(effectiveAnnualRate(0.035));
  });

  test('an offer’s effective rate includes the lender’s fees, its total cost the interest plus the fees', () => {
    const withFees = offerOf(conditions(lender('a', 'Demo-Bank A'), { fees: [{ name: 'Valuation', amount: 600 }, { name: 'Account', amount: 400 }] }));
    const plain = offerOf(conditions(lender('b', 'Demo-Bank B')));
    expect(withFees.nominalRate).toBe(plain.nominalRate);
    expect(withFees.monthlyPayment).toBe(plain.monthlyPayment);
    expect(withFees.effectiveRate).toBeCloseTo(independentEffectiveRate(320_000, 0.034, 0.02, 120, 1000), 9);
    expect(withFees.totalCost - plain.totalCost).toBeCloseTo(1000, 6);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Rate cell, payment, residual debt

describe('the rate cell and the figures', () => {
  test('320,000 € on 400,000 € (80 %), 10 years: the 80 % step, 1,440 € a month, residual debt and cost over the fixation', () => {
    const o = offerOf(conditions(lender('a', 'Demo-Bank A')));
    expect(o.nominalRate).toBeCloseTo(0.034, 12);
    expect(o.monthlyPayment).toBeCloseTo(1440, 9);
    const balance = balanceAfterMonths(320_000, 0.034, 1440, 120);
    expect(o.residualDebt).toBeCloseTo(balance, 6);
    // Interest = installments − principal repaid.
    expect(o.totalCost).toBeCloseTo(1440 * 120 - (320_000 - balance), 6);
    expect(Math.round(o.residualDebt)).toBe(Math.round(balance));
    expect(o.source).toBe('sheet');
    expect(o.validFrom).toBe('2026-11-01');
    expect(o.conditionsSource).toMatch(/model curve/);
  });

  test('the LTV step is the smallest ltvMax at or above loan ÷ price; the loan band the most specific one holding the loan', () => {
    const l = lender('a', 'Demo-Bank A');
    expect(offerOf(conditions(l), { loan: 240_000 }).nominalRate).toBeCloseTo(0.033, 12); // 60 % exactly
    expect(offerOf(conditions(l), { loan: 240_004 }).nominalRate).toBeCloseTo(0.034, 12); // just above 60 %
    expect(offerOf(conditions(l), { loan: 360_000 }).nominalRate).toBeCloseTo(0.035, 12); // 90 %
    const banded = conditions(l, {
      rates: [
        { fixationYears: 10, ltvMax: 0.8, loanMin: 0, loanMax: null, nominalRate: 0.036 },
        { fixationYears: 10, ltvMax: 0.8, loanMin: 250_000, loanMax: 500_000, nominalRate: 0.034 },
      ],
    });
    expect(offerOf(banded).nominalRate).toBeCloseTo(0.034, 12);
    expect(offerOf(banded, { loan: 200_000 }).nominalRate).toBeCloseTo(0.036, 12);
    expect(offerOf(conditions(l), { fixationYears: 15 }).nominalRate).toBeCloseTo(0.0365, 12);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Exclusions

describe('exclusion reasons', () => {
  test('purpose: the lender does not lend for it', () => {
    expect(exclusionOf(conditions(lender('a', 'A', { purposes: ['purchase'] })), { purpose: 'refinance' })).toMatchObject({ reason: 'purpose', params: { purpose: 'refinance' } });
  });

  test('region: the state is not among the lender’s', () => {
    const e = exclusionOf(conditions(lender('a', 'Sparkasse Demo', { regions: ['NW', 'NI'] })));
    expect(e).toEqual({ lenderId: 'a', lenderName: 'Sparkasse Demo', isDemo: true, reason: 'region', params: { state: 'BY' } });
    expect(evaluateLender(conditions(lender('a', 'A', { regions: ['BY'] })), CASE).kind).toBe('offer');
  });

  test('employment: the lender does not lend to the self-employed', () => {
    const l = lender('a', 'A', { employments: ['employed', 'civil_servant'] });
    expect(exclusionOf(conditions(l), { employment: 'self_employed' })).toMatchObject({ reason: 'employment', params: { employment: 'self_employed' } });
  });

  test('loan size: below the lender’s minimum loan, or outside every loan band of the step', () => {
    expect(exclusionOf(conditions(lender('a', 'A', { minLoan: 400_000 })))).toMatchObject({ reason: 'loanSize', params: { loan: 320_000, minLoan: 400_000 } });
    const capped = conditions(lender('a', 'A'), { rates: [{ fixationYears: 10, ltvMax: 1, loanMin: 0, loanMax: 300_000, nominalRate: 0.035 }] });
    expect(exclusionOf(capped)).toMatchObject({ reason: 'loanSize', params: { loan: 320_000, loanMin: 0, loanMax: 300_000 } });
  });

  test('fixation: no rate cell for the fixation', () => {
    expect(exclusionOf(conditions(lender('a', 'A')), { fixationYears: 20 })).toMatchObject({ reason: 'fixation', params: { fixationYears: 20, minFixation: 5, maxFixation: 15 } });
  });

  test('ltv: loan ÷ price above the sheet’s highest step', () => {
    const e = exclusionOf(conditions(lender('a', 'A')), { loan: 420_000 });
    expect(e.reason).toBe('ltv');
    expect(e.params.ltv).toBeCloseTo(1.05, 12);
    expect(e.params.ltvMax).toBe(1);
  });

  test('forward months: beyond the maximum, or a lender that prices no forward loan', () => {
    const forward = { freeMonths: 6, perMonth: 0.0002, maxMonths: 36 };
    const l = conditions(lender('a', 'A'), { surcharges: { smallLoan: null, forward, specialRepayment: [], energyClass: {} } });
    expect(exclusionOf(l, { purpose: 'forward', forwardMonths: 48 })).toMatchObject({ reason: 'forwardMonths', params: { forwardMonths: 48, maxMonths: 36 } });
    expect(exclusionOf(conditions(lender('b', 'B')), { purpose: 'forward', forwardMonths: 12 })).toMatchObject({ reason: 'forwardMonths', params: { forwardMonths: 12, maxMonths: 0 } });
  });
});

// ---------------------------------------------------------------------------------------------------------
// Surcharges

describe('surcharges', () => {
  const plain = { smallLoan: null, forward: null, specialRepayment: [], energyClass: {} };

  test('small loan: added below the threshold only', () => {
    const l = conditions(lender('a', 'A'), { surcharges: { ...plain, smallLoan: { below: 100_000, add: 0.0025 } } });
    const small = offerOf(l, { loan: 80_000 });
    expect(small.nominalRate).toBeCloseTo(0.033 + 0.0025, 12);
    expect(small.surchargesApplied).toEqual([{ name: 'smallLoan', add: 0.0025 }]);
    expect(small.monthlyPayment).toBeCloseTo((80_000 * (0.0355 + 0.02)) / 12, 9);
    expect(offerOf(l).surchargesApplied).toEqual([]);
  });

  test('forward: per month beyond the free months', () => {
    const l = conditions(lender('a', 'A'), { surcharges: { ...plain, forward: { freeMonths: 6, perMonth: 0.0002, maxMonths: 36 } } });
    const o = offerOf(l, { purpose: 'forward', forwardMonths: 18 });
    expect(o.surchargesApplied).toHaveLength(1);
    expect(o.surchargesApplied[0]!.name).toBe('forward');
    expect(o.surchargesApplied[0]!.add).toBeCloseTo(12 * 0.0002, 12);
    expect(o.nominalRate).toBeCloseTo(0.034 + 0.0024, 12);
    expect(offerOf(l, { purpose: 'forward', forwardMonths: 6 }).surchargesApplied).toEqual([]);
  });

  test('special repayment: none within the free allowance; above it the cheapest option that covers the wish', () => {
    const options = [{ percent: 10, add: 0.0005 }, { percent: 8, add: 0.0003 }, { percent: 15, add: 0.0004 }];
    const l = conditions(lender('a', 'A'), { surcharges: { ...plain, specialRepayment: options } });
    expect(offerOf(l, { specialRepayment: 0.05 }).surchargesApplied).toEqual([]);
    expect(offerOf(l, { specialRepayment: 0.08 }).surchargesApplied).toEqual([{ name: 'specialRepayment', add: 0.0003 }]);
    // 10 % wanted: the 10 % option costs 0.05 pp, the 15 % one 0.04 pp — the cheaper covering option wins.
    const o = offerOf(l, { specialRepayment: 0.1 });
    expect(o.surchargesApplied).toEqual([{ name: 'specialRepayment', add: 0.0004 }]);
    expect(o.nominalRate).toBeCloseTo(0.0344, 12);
  });

  test('special repayment above every option: the largest option, and the shortfall is known', () => {
    expect(specialRepaymentSurcharge(0.2, 0.05, [{ percent: 10, add: 0.0005 }])).toEqual({ add: 0.0005, shortfall: expect.closeTo(0.1, 12) as number });
    expect(specialRepaymentSurcharge(0.1, 0.05, [])).toEqual({ add: 0, shortfall: expect.closeTo(0.05, 12) as number });
    const r = evaluateLender(conditions(lender('a', 'A'), { surcharges: { ...plain, specialRepayment: [{ percent: 10, add: 0.0005 }] } }), { ...CASE, specialRepayment: 0.2 });
    expect(r.kind === 'offer' && r.specialRepaymentShortfall).toBeCloseTo(0.1, 12);
  });

  test('energy class: an addition or a discount where the sheet prices the class', () => {
    const l = conditions(lender('a', 'A'), { surcharges: { ...plain, energyClass: { 'A+': -0.001, G: 0.0015 } } });
    expect(offerOf(l, { energyClass: 'A+' }).nominalRate).toBeCloseTo(0.033, 12);
    expect(offerOf(l, { energyClass: 'A+' }).surchargesApplied).toEqual([{ name: 'energyClass', add: -0.001 }]);
    expect(offerOf(l, { energyClass: 'G' }).nominalRate).toBeCloseTo(0.0355, 12);
    expect(offerOf(l, { energyClass: 'C' }).surchargesApplied).toEqual([]);
    expect(offerOf(l).surchargesApplied).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Ranking and the comparison

describe('ranking and the comparison', () => {
  test('ranked by effective rate: a lower nominal rate with high fees can rank behind', () => {
    const cheapRateHighFees = conditions(lender('a', 'Demo-Bank Fee'), { rates: cells(0.0335), fees: [{ name: 'Arrangement', amount: 3000 }] });
    const plain = conditions(lender('b', 'Demo-Bank Plain'), { rates: cells(0.034) });
    const dear = conditions(lender('c', 'Demo-Bank Dear'), { rates: cells(0.036) });
    const result = compareConditions([dear, cheapRateHighFees, plain], CASE);
    expect(result.fallback).toBeNull();
    expect(result.offers.map((o) => o.lenderName)).toEqual(['Demo-Bank Plain', 'Demo-Bank Fee', 'Demo-Bank Dear']);
    // The fee lender's nominal rate is the lowest of all, its effective rate is not.
    expect(result.offers[1]!.nominalRate).toBeLessThan(result.offers[0]!.nominalRate);
    expect(result.offers[1]!.effectiveRate).toBeGreaterThan(result.offers[0]!.effectiveRate);
  });

  test('ties on the effective rate go by monthly payment, then by total cost', () => {
    const base = { lenderName: 'X', lenderId: 'x' };
    const ranked = rankOffers([
      { ...base, lenderId: '1', effectiveRate: 0.035, monthlyPayment: 1500, totalCost: 90_000 },
      { ...base, lenderId: '2', effectiveRate: 0.035, monthlyPayment: 1400, totalCost: 95_000 },
      { ...base, lenderId: '3', effectiveRate: 0.035, monthlyPayment: 1400, totalCost: 94_000 },
      { ...base, lenderId: '4', effectiveRate: 0.034, monthlyPayment: 1600, totalCost: 99_000 },
    ]);
    expect(ranked.map((o) => o.lenderId)).toEqual(['4', '3', '2', '1']);
  });

  test('exclusions come with the offers; all excluded → fallback noConditions; none given → noConditions', () => {
    const result = compareConditions([conditions(lender('a', 'North', { regions: ['HH'] })), conditions(lender('b', 'Open'))], CASE);
    expect(result.offers.map((o) => o.lenderId)).toEqual(['b']);
    expect(result.excluded.map((e) => [e.lenderId, e.reason])).toEqual([['a', 'region']]);
    expect(compareConditions([conditions(lender('a', 'North', { regions: ['HH'] }))], CASE)).toMatchObject({ offers: [], fallback: { reason: 'noConditions' } });
    expect(compareConditions([], CASE)).toEqual({ offers: [], excluded: [], fallback: { reason: 'noConditions' } });
  });

  test('a case it cannot price is refused with a code', () => {
    const codeOf = (c: Partial<OfferCaseInput>) => {
      try {
        compareConditions([], { ...CASE, ...c });
        return null;
      } catch (e) {
        return e instanceof EngineInputError ? [e.code, e.field] : e;
      }
    };
    expect(codeOf({ loan: 0 })).toEqual(['INVALID_LOAN_AMOUNT', 'loan']);
    expect(codeOf({ price: Number.NaN })).toEqual(['INVALID_NUMBER', 'price']);
    expect(codeOf({ fixationYears: 7.5 })).toEqual(['INVALID_FIXATION', 'fixationYears']);
    expect(codeOf({ repaymentRate: 0 })).toEqual(['INVALID_REPAYMENT', 'repaymentRate']);
    expect(codeOf({ state: 'Bayern' })).toEqual(['UNKNOWN_STATE', 'state']);
    expect(codeOf({ date: '2026-02-30' })).toEqual(['INVALID_DATE', 'date']);
    expect(codeOf({})).toBeNull();
  });

  test('the solver’s root satisfies the annex equation for every ranked offer', () => {
    const result = compareConditions([conditions(lender('a', 'A'), { fees: [{ name: 'Fee', amount: 2500 }] })], CASE);
    const o = result.offers[0]!;
    const check = solveEffectiveRate({
      drawdowns: [{ time: 0, amount: 320_000 }],
      payments: [{ time: 0, amount: 2500 }, ...Array.from({ length: 120 }, (_, i) => ({ time: (i + 1) / 12, amount: o.monthlyPayment + (i === 119 ? o.residualDebt : 0) }))],
    });
    expect(o.effectiveRate).toBeCloseTo(check!, 10);
  });
});
