import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { marketOn } from '../rates/fixtures';
import { calculatePensionPlan, type PensionInputs } from './index';
import { PENSION_EXAMPLE } from './example';
import { engineErrorOf } from '../test-helpers';

const TODAY = '2026-11-23';
const OPTIONS = { today: TODAY, houseLoanRate: 0.035 };

const EXAMPLE = PENSION_EXAMPLE;

describe('validation (spec § 5)', () => {
  test.each([
    { label: 'age missing', patch: { age: undefined }, code: 'REQUIRED', field: 'age' },
    { label: 'income missing', patch: { monthlyGrossIncome: null }, code: 'REQUIRED', field: 'monthlyGrossIncome' },
    { label: 'monthly savings missing', patch: { monthlySavings: undefined }, code: 'REQUIRED', field: 'monthlySavings' },
    { label: 'bank savings missing', patch: { totalSavingsInBank: undefined }, code: 'REQUIRED', field: 'totalSavingsInBank' },
    { label: 'cold rent missing', patch: { monthlyColdRent: undefined }, code: 'REQUIRED', field: 'monthlyColdRent' },
    { label: 'age 19 is below the minimum 20', patch: { age: 19 }, code: 'MINIMUM', field: 'age', params: { minimum: 20 } },
    { label: 'age 67 is above the maximum 66', patch: { age: 67 }, code: 'MAXIMUM', field: 'age', params: { maximum: 66 } },
    { label: 'age not a number', patch: { age: Number.NaN }, code: 'INVALID_NUMBER', field: 'age' },
    { label: 'negative income', patch: { monthlyGrossIncome: -1 }, code: 'MINIMUM', field: 'monthlyGrossIncome' },
    { label: 'GRV points missing', patch: { grvPoints: undefined }, code: 'REQUIRED', field: 'grvPoints.employed' },
    { label: 'self-employed points missing', patch: { grvPoints: { employed: 3 } }, code: 'REQUIRED', field: 'grvPoints.selfEmployed' },
    { label: 'an all-zero list counts as empty', patch: { grvPoints: { employed: 0, selfEmployed: 0 } }, code: 'REQUIRED', field: 'grvPoints' },
    { label: 'a zero total counts as empty', patch: { grvPoints: { total: 0 } }, code: 'REQUIRED', field: 'grvPoints' },
    { label: 'negative points', patch: { grvPoints: { employed: -1, selfEmployed: 2 } }, code: 'MINIMUM', field: 'grvPoints.employed' },
    { label: 'retirement age below the slider (58)', patch: { desiredRetirementAge: 57 }, code: 'MINIMUM', field: 'desiredRetirementAge' },
    { label: 'retirement age above the slider (75)', patch: { desiredRetirementAge: 76 }, code: 'MAXIMUM', field: 'desiredRetirementAge' },
    { label: 'retirement age not above the age', patch: { age: 62, desiredRetirementAge: 62 }, code: 'MINIMUM', field: 'desiredRetirementAge', params: { minimum: 63 } },
    { label: 'monthly contribution above 1,425', patch: { monthlyContribution: 1_426 }, code: 'MAXIMUM', field: 'monthlyContribution' },
    { label: 'one-time contribution above 130,000', patch: { oneTimeContribution: 130_001 }, code: 'MAXIMUM', field: 'oneTimeContribution' },
    { label: 'unknown employment', patch: { currentEmployment: 'retired' as never }, code: 'INVALID_OPTION', field: 'currentEmployment' },
    { label: 'unknown depreciation', patch: { depreciation: 'linear9' as never }, code: 'INVALID_OPTION', field: 'depreciation' },
  ])('$label → $code ($field)', ({ patch, code, field, params }) => {
    const e = engineErrorOf(() => calculatePensionPlan({ ...EXAMPLE, ...patch }, OPTIONS));
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
    if (params) expect(e.params).toMatchObject(params);
  });

  test.each([
    { label: 'age 20', patch: { age: 20 } },
    { label: 'age 66', patch: { age: 66, desiredRetirementAge: 67 } },
    { label: 'zero employed points with self-employed points', patch: { grvPoints: { employed: 0, selfEmployed: 4 } } },
    { label: 'a total instead of the two', patch: { grvPoints: { total: 12.5 } } },
    { label: 'income 0 is a value, not missing', patch: { monthlyGrossIncome: 0 } },
  ])('accepts $label', ({ patch }) => {
    expect(() => calculatePensionPlan({ ...EXAMPLE, ...patch }, OPTIONS)).not.toThrow();
  });

  test('today must be an ISO date, and the house loan rate must come from the market or the caller', () => {
    expect(engineErrorOf(() => calculatePensionPlan(EXAMPLE, { today: '23.11.2026' })).code).toBe('INVALID_DATE');
    expect(engineErrorOf(() => calculatePensionPlan(EXAMPLE, { today: TODAY })).code).toBe('MISSING_MARKET');
  });
});

describe('the plan for the spec example', () => {
  const plan = calculatePensionPlan(EXAMPLE, OPTIONS);

  test('points: 8 so far plus 37 years of a growing income, capped at ≈ 1.95 a year', () => {
    expect(plan.statutory.pointsSoFar).toBe(8);
    expect(plan.statutory.futurePoints).toBeGreaterThan(37 * (54_000 / 51_944));
    expect(plan.statutory.futurePoints).toBeLessThan(37 * 1.953);
    expect(plan.statutory.rentenwert).toBe(42.52);
    expect(plan.statutory.monthlyGross).toBeCloseTo(plan.statutory.points * 42.52, 6);
    expect(plan.statutory.besteuerungsanteil).toBe(1); // starts 2063: after 2058 fully taxable
  });

  test('pie: the state pension, own investment income and the gap add up to the required pension', () => {
    const { statePension, ownInvestmentIncome, pensionGap, requiredPension } = plan.pie;
    expect(statePension + ownInvestmentIncome + pensionGap).toBeCloseTo(requiredPension, 6);
    expect(plan.pensionGap).toBeGreaterThan(0);
    expect(plan.requiredPension).toBeLessThan(plan.expectedIncomeBeforeRetirement);
    expect(plan.pie.retirementAge).toBe(67);
  });

  test('house cards: 250,000 with a 237,500 loan at 10 years, installment at 3.5 % + 2 % repayment', () => {
    const card = plan.cards.investmentProperty;
    expect(card.propertyValue).toBe(250_000);
    expect(card.loanAmount).toBe(237_500);
    expect(card.fixationYears).toBe(10);
    expect(card.monthlyInstallment).toBeCloseTo((237_500 * 0.055) / 12, 6);
    expect(card.effectiveRate).toBeCloseTo(Math.pow(1 + 0.035 / 12, 12) - 1, 10);
    expect(card.oneTimeCost).toBe(12_500 + 250_000 * 0.08);
    expect(plan.cards.ownHome).not.toBeNull();
  });

  test('private pension plan card: cost 0.49–0.79 %, no upfront fees', () => {
    expect(plan.cards.privatePensionPlan).toMatchObject({ effectiveCostMin: 0.0049, effectiveCostMax: 0.0079, upfrontFees: 0 });
  });

  test('scenarios: the worst age is not earlier than the expected, the best not later', () => {
    const { expected, worst, best } = plan.scenarioRetirementAges;
    expect(expected).not.toBeNull();
    expect(best!).toBeLessThanOrEqual(expected!);
    expect(worst ?? 99).toBeGreaterThanOrEqual(expected!);
  });

  test('sliders: the spec bounds, and the recommended monthly amount closes the gap at the desired age', () => {
    expect(plan.sliders.retirementAge).toMatchObject({ min: 58, max: 75 });
    expect(plan.sliders.monthlyContribution).toMatchObject({ min: 0, max: 1_425 });
    expect(plan.sliders.oneTimeContribution).toMatchObject({ min: 0, max: 130_000, recommended: 30_000 });
    expect(plan.sliders.retirementAge.recommended).toBeLessThanOrEqual(67);
    const withRecommended = calculatePensionPlan(
      { ...EXAMPLE, monthlyContribution: plan.sliders.monthlyContribution.recommended, oneTimeContribution: plan.sliders.oneTimeContribution.recommended },
      OPTIONS,
    );
    expect(withRecommended.suggestions.privatePensionPlan!.retirementAge).toBeLessThanOrEqual(67);
  });

  test('chart series are cut to the years from the age (30) to the life expectancy (85)', () => {
    expect(plan.chart.ages[0]).toBe(30);
    expect(plan.chart.ages.at(-1)).toBe(85);
    for (const series of [plan.chart.ppp, plan.chart.investmentProperty, plan.chart.ownHome!, plan.chart.feasibleRetirement]) {
      expect(series).toHaveLength(56);
    }
    expect(plan.chart.feasibleRetirement[27]).toBeNull(); // age 57: below the slider range
    expect(plan.chart.feasibleRetirement[28]).not.toBeNull(); // age 58
  });

  test('the two house lines differ: equity plus each option\'s own monthly cash so far (rent saved vs rent earned)', () => {
    const { ownHome, investmentProperty } = plan.chart;
    // Today nothing has been paid yet: both start at the same equity (value − loan).
    expect(ownHome![0]).toBeCloseTo(investmentProperty[0]!, 6);
    expect(ownHome![0]).toBeCloseTo(plan.cards.ownHome!.propertyValue - plan.cards.ownHome!.loanAmount, 6);
    // Then they part: the own home saves the cold rent of 1,100 €, the investment property earns its rent and pays tax.
    expect(Math.abs(ownHome![10]! - investmentProperty[10]!)).toBeGreaterThan(1000);
    // While the loan runs the own home costs more than the rent it saves: below its equity alone.
    expect(ownHome![1]!).toBeLessThan(ownHome![0]! + 12 * 1100);
  });

  test('the market of the day gives the house loan rate through the mortgage rate model', () => {
    const withMarket = calculatePensionPlan(EXAMPLE, { today: TODAY, market: marketOn(TODAY) });
    expect(withMarket.cards.investmentProperty.interestRate).toBeGreaterThan(0.005);
    expect(withMarket.cards.investmentProperty.interestRate).toBeLessThan(0.1);
    // The card names the curve's date (never "today's" rate); a rate given directly has none.
    expect(withMarket.cards.investmentProperty.rateCurveDate).toBe(marketOn(TODAY).curve.date);
    expect(calculatePensionPlan(EXAMPLE, OPTIONS).cards.investmentProperty.rateCurveDate).toBeNull();
  });
});

describe('one figure for one thing (issue 24 point 3)', () => {
  test("the private plan's card is one case: its amounts retire you at its age, as the headline says", () => {
    const plan = calculatePensionPlan({ ...EXAMPLE, monthlyContribution: 575 }, OPTIONS);
    const card = plan.suggestions.privatePensionPlan!;
    expect(card.monthlyInvestment).toBe(575);
    expect(card.oneTimeInvestment).toBe(EXAMPLE.oneTimeContribution);
    expect(card.retirementAge).toBe(plan.scenarioRetirementAges.expected);
  });

  test("the monthly slider's recommendation is the amount the plan needs for the desired age with the chosen one-time amount", () => {
    for (const oneTimeContribution of [0, 29_500, 30_000]) {
      const plan = calculatePensionPlan({ ...EXAMPLE, oneTimeContribution }, OPTIONS);
      expect(plan.sliders.monthlyContribution.recommended).toBe(Math.ceil(plan.requiredMonthlyContribution!));
      // With that amount the plan retires at the desired age.
      const applied = calculatePensionPlan({ ...EXAMPLE, oneTimeContribution, monthlyContribution: plan.sliders.monthlyContribution.recommended }, OPTIONS);
      expect(applied.scenarioRetirementAges.expected).toBeLessThanOrEqual(plan.desiredRetirementAge);
    }
  });
});

describe('the place and church tax (issue 24 point 3)', () => {
  test("the house cards use the transfer tax of the state of residence: Hamburg 5.5 %, Munich's postal code 3.5 %; unknown → 6 %", () => {
    const hamburg = calculatePensionPlan({ ...EXAMPLE, cityOfResidence: 'Hamburg' }, OPTIONS).cards.investmentProperty;
    expect(hamburg).toMatchObject({ transferTaxRate: 0.055, transferTaxState: 'HH', purchaseCosts: 18_750, oneTimeCost: 31_250 });
    const munich = calculatePensionPlan({ ...EXAMPLE, cityOfResidence: '80331' }, OPTIONS).cards.investmentProperty;
    expect(munich).toMatchObject({ transferTaxRate: 0.035, transferTaxState: 'BY' });
    expect(munich.purchaseCosts).toBeCloseTo(13_750, 6);
    expect(munich.oneTimeCost).toBeCloseTo(26_250, 6);
    const unknown = calculatePensionPlan({ ...EXAMPLE, cityOfResidence: 'Atlantis' }, OPTIONS).cards.investmentProperty;
    expect(unknown).toMatchObject({ transferTaxRate: 0.06, transferTaxState: null, purchaseCosts: 20_000 });
  });

  test('church tax lowers the net income before retirement by 8 % (Bavaria) or 9 % of the income tax, and raises the gap accordingly', () => {
    const base = calculatePensionPlan({ ...EXAMPLE, cityOfResidence: 'München' }, OPTIONS);
    const bavaria = calculatePensionPlan({ ...EXAMPLE, cityOfResidence: 'München', churchTax: true }, OPTIONS);
    const cologne = calculatePensionPlan({ ...EXAMPLE, cityOfResidence: 'Köln', churchTax: true }, OPTIONS);
    const lossBavaria = base.expectedIncomeBeforeRetirement - bavaria.expectedIncomeBeforeRetirement;
    const lossCologne = base.expectedIncomeBeforeRetirement - cologne.expectedIncomeBeforeRetirement;
    expect(lossBavaria).toBeGreaterThan(0);
    expect(lossCologne / lossBavaria).toBeCloseTo(9 / 8, 6);
  });
});

describe('own home only for non-owners', () => {
  test('an owner gets no own-home suggestion, card or series', () => {
    const plan = calculatePensionPlan({ ...EXAMPLE, homeOwner: true }, OPTIONS);
    expect(plan.suggestions.ownHome).toBeNull();
    expect(plan.cards.ownHome).toBeNull();
    expect(plan.chart.ownHome).toBeNull();
    expect(plan.suggestions.investmentProperty).not.toBeNull();
  });

  test("an owner whose mortgage is repaid before retirement needs less: the installment drops out", () => {
    const owner = { ...EXAMPLE, homeOwner: true, currentHomeOutstandingMortgage: 100_000, currentHomeMonthlyMortgagePayment: 800, currentHomeInterestRate: 0.03 };
    const repaid = calculatePensionPlan(owner, OPTIONS);
    const never = calculatePensionPlan({ ...owner, currentHomeMonthlyMortgagePayment: 200 }, OPTIONS); // interest alone is 250
    expect(repaid.requiredPension).toBeCloseTo(never.requiredPension - 800, 6);
  });
});

describe('inflation toggle', () => {
  test('amounts at retirement become nominal: × 1.02^37; ages do not change', () => {
    const real = calculatePensionPlan(EXAMPLE, OPTIONS);
    const nominal = calculatePensionPlan({ ...EXAMPLE, inflation: true }, OPTIONS);
    const f = Math.pow(1.02, 37);
    expect(nominal.moneyBasis).toBe('nominal');
    expect(real.moneyBasis).toBe('today');
    expect(nominal.pensionGap).toBeCloseTo(real.pensionGap * f, 6);
    expect(nominal.requiredPension).toBeCloseTo(real.requiredPension * f, 6);
    expect(nominal.statutory.monthlyGross).toBeCloseTo(real.statutory.monthlyGross * f, 6);
    expect(nominal.chart.ppp[10]).toBeCloseTo(real.chart.ppp[10]! * Math.pow(1.02, 10), 6);
    expect(nominal.scenarioRetirementAges).toEqual(real.scenarioRetirementAges);
  });
});

describe('properties', () => {
  const inputs = fc.record({
    age: fc.integer({ min: 20, max: 66 }),
    monthlyGrossIncome: fc.integer({ min: 0, max: 15_000 }),
    monthlySavings: fc.integer({ min: 0, max: 2_000 }),
    totalSavingsInBank: fc.integer({ min: 0, max: 300_000 }),
    monthlyColdRent: fc.integer({ min: 0, max: 3_000 }),
    points: fc.double({ min: 0.5, max: 60, noNaN: true }),
    partner: fc.integer({ min: 0, max: 8_000 }),
    otherPension: fc.integer({ min: 0, max: 1_500 }),
    etfValue: fc.integer({ min: 0, max: 100_000 }),
    selfEmployed: fc.boolean(),
    homeOwner: fc.boolean(),
    inflation: fc.boolean(),
    retirement: fc.integer({ min: 58, max: 75 }),
    monthly: fc.integer({ min: 0, max: 1_425 }),
    oneTime: fc.integer({ min: 0, max: 130_000 }),
  });

  function build(v: {
    age: number; monthlyGrossIncome: number; monthlySavings: number; totalSavingsInBank: number; monthlyColdRent: number; points: number;
    partner: number; otherPension: number; etfValue: number; selfEmployed: boolean; homeOwner: boolean; inflation: boolean; retirement: number;
    monthly: number; oneTime: number;
  }): PensionInputs {
    return {
      age: v.age,
      monthlyGrossIncome: v.monthlyGrossIncome,
      monthlySavings: v.monthlySavings,
      totalSavingsInBank: v.totalSavingsInBank,
      monthlyColdRent: v.monthlyColdRent,
      grvPoints: { total: v.points },
      partnerMonthlyGrossIncome: v.partner,
      monthlyOtherPension: v.otherPension,
      etfValue: v.etfValue,
      etfShare: 0.5,
      currentEmployment: v.selfEmployed ? 'selfEmployed' : 'employed',
      homeOwner: v.homeOwner,
      inflation: v.inflation,
      desiredRetirementAge: Math.max(v.retirement, v.age + 1),
      monthlyContribution: v.monthly,
      oneTimeContribution: v.oneTime,
    };
  }

  test('the gap is never negative, and the pie parts add up to the required pension', () => {
    fc.assert(
      fc.property(inputs, (v) => {
        const plan = calculatePensionPlan(build(v), OPTIONS);
        const { statePension, ownInvestmentIncome, pensionGap, requiredPension } = plan.pie;
        return (
          plan.pensionGap >= 0 &&
          plan.bridgeGap >= 0 &&
          statePension >= 0 &&
          ownInvestmentIncome >= 0 &&
          Math.abs(statePension + ownInvestmentIncome + pensionGap - requiredPension) < 1e-6 * Math.max(1, requiredPension)
        );
      }),
      { numRuns: 60 },
    );
  });

  test('every figure of the plan is a finite number (or null where the spec allows none)', () => {
    const finite = (value: unknown): boolean => {
      if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
      if (typeof value === 'number') return Number.isFinite(value);
      if (Array.isArray(value)) return value.every(finite);
      if (typeof value === 'object') return Object.values(value as object).every(finite);
      return false;
    };
    fc.assert(fc.property(inputs, (v) => finite(calculatePensionPlan(build(v), OPTIONS))), { numRuns: 60 });
  });

  test('more income or more points never lower the statutory pension', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 3_000 }), fc.double({ min: 0, max: 10, noNaN: true }), (v, moreIncome, morePoints) => {
        const base = calculatePensionPlan(build(v), OPTIONS).statutory.monthlyGross;
        const richer = calculatePensionPlan(build({ ...v, monthlyGrossIncome: v.monthlyGrossIncome + moreIncome }), OPTIONS).statutory.monthlyGross;
        const morePts = calculatePensionPlan(build({ ...v, points: v.points + morePoints }), OPTIONS).statutory.monthlyGross;
        return richer >= base - 1e-9 && morePts >= base - 1e-9;
      }),
      { numRuns: 30 },
    );
  });

  test('contributions never lengthen the time to the feasible retirement age', () => {
    const age = (a: number | null) => a ?? Infinity;
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 1_425 }), fc.integer({ min: 0, max: 130_000 }), (v, extraMonthly, extraOneTime) => {
        const base = calculatePensionPlan(build(v), OPTIONS);
        const more = calculatePensionPlan(
          build({ ...v, monthly: Math.min(1_425, v.monthly + extraMonthly), oneTime: Math.min(130_000, v.oneTime + extraOneTime) }),
          OPTIONS,
        );
        for (const s of ['expected', 'worst', 'best'] as const) {
          if (age(more.scenarioRetirementAges[s]) > age(base.scenarioRetirementAges[s])) return false;
        }
        return age(more.suggestions.privatePensionPlan!.retirementAge) <= age(base.suggestions.privatePensionPlan!.retirementAge);
      }),
      { numRuns: 30 },
    );
  });
});

describe('assumptions listed with their sources', () => {
  test('each assumption has a source; the dated ones show the values in force', async () => {
    const { pensionAssumptions } = await import('./index');
    const list = pensionAssumptions(TODAY);
    expect(list.every((a) => a.source.length > 0 && Number.isFinite(a.value))).toBe(true);
    expect(list.find((a) => a.key === 'rentenwert')).toMatchObject({ value: 42.52, validFrom: '2026-07-01' });
    expect(list.find((a) => a.key === 'grundfreibetrag')).toMatchObject({ value: 12_348, validFrom: '2026-01-01' });
    expect(pensionAssumptions('2025-08-01').find((a) => a.key === 'rentenwert')).toMatchObject({ value: 40.79 });
    expect(new Set(list.map((a) => a.key)).size).toBe(list.length);
  });
});
