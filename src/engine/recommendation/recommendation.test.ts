import { describe, expect, it } from 'vitest';
import { breakEvenRefinancingRate } from '../rates/break-even';
import { marketOn } from '../rates/fixtures';
import type { RateMarket } from '../rates/market';
import { RATE_MODEL } from '../rates/model';
import { engineErrorOf } from '../test-helpers';
import { recommendMortgage, type RecommendationInputs } from './index';

const DATE = '2025-06-03';
const market = marketOn(DATE);

const base: RecommendationInputs = {
  purchasePrice: 450_000,
  locationTax: 0.06,
  realEstateCommission: 0.0357,
  usage: 'ownHome',
  equity: 120_000,
  netIncomeMonthly: 5_500,
  age: 38,
  holdYears: 20,
  holdCertainty: 'sure',
  risk: 'low',
  children: 1,
  building: 'existing',
};

/** A flat curve (β1 = β2 = β3 = 0) and the same spread for every fixation. */
function flatMarket(level: number): RateMarket {
  const spread = 0.011;
  return {
    curve: { ...market.curve, beta0: level, beta1: 0, beta2: 0, beta3: 0 },
    model: { ...RATE_MODEL, spreadByFixation: { 5: spread, 10: spread, 15: spread, 20: spread, 25: spread, 30: spread } },
  };
}

/** A steep curve: short rates low, long rates high. */
function steepMarket(): RateMarket {
  return { curve: { ...market.curve, beta0: 4.5, beta1: -3.5, beta2: 0, beta3: 0, tau1: 3 }, model: market.model };
}

describe('recommendMortgage: fixation', () => {
  it.each([
    ['flat curve 2 %', 2],
    ['flat curve 3 %', 3],
    ['flat curve 4.5 %', 4.5],
  ])('%s: a risk-averse buyer keeping the property 20 years is never told to take the shortest fixation', (_label, level) => {
    for (const holdCertainty of ['sure', 'likely', 'unsure'] as const) {
      const r = recommendMortgage({ ...base, holdCertainty }, { date: DATE, market: flatMarket(level) });
      expect(r.recommended.fixationYears).not.toBe(5);
    }
  });

  it('the stressed cost is never below the expected cost, and the 30-year fixation has no follow-up within 30 years', () => {
    for (const m of [market, flatMarket(3), steepMarket()]) {
      const r = recommendMortgage({ ...base, holdYears: 30 }, { date: DATE, market: m });
      for (const f of r.fixations) expect(f.stressedCost).toBeGreaterThanOrEqual(f.expectedCost);
      const thirty = r.fixations.find((f) => f.fixationYears === 30)!;
      expect(thirty.stressedCost).toBe(thirty.expectedCost);
      expect(thirty.followUpRate).toBeNull();
    }
  });

  it('a risk-seeking buyer gets the cheapest expected fixation; a risk-averse one a fixation at least as long', () => {
    const high = recommendMortgage({ ...base, risk: 'high' }, { date: DATE, market: steepMarket() });
    const low = recommendMortgage({ ...base, risk: 'low' }, { date: DATE, market: steepMarket() });
    expect(high.recommended.fixationYears).toBe(high.cheapestExpected);
    expect(low.recommended.fixationYears).toBeGreaterThanOrEqual(high.recommended.fixationYears);
  });

  it('a buyer sure to sell in 6 years gets no fixation ending after the sale, and the reason says so', () => {
    const r = recommendMortgage({ ...base, holdYears: 6, holdCertainty: 'sure' }, { date: DATE, market });
    expect(r.recommended.fixationYears).toBeLessThanOrEqual(10);
    expect(r.fixations.filter((f) => f.excluded).map((f) => f.fixationYears)).toEqual([10, 15, 20, 30]);
    expect(r.reasons).toContain('SALE_BEFORE_END');
  });

  it('with a steep curve the break-even rates are the engine’s breakEvenRefinancingRate for the same inputs', () => {
    const m = steepMarket();
    const r = recommendMortgage(base, { date: DATE, market: m });
    expect(r.breakEven).toHaveLength(10);
    for (const pair of r.breakEven) {
      const s = r.fixations.find((f) => f.fixationYears === pair.shortYears)!;
      const l = r.fixations.find((f) => f.fixationYears === pair.longYears)!;
      const expected = breakEvenRefinancingRate({ loanAmount: r.financing.loanAmount, repayment: r.repayment.rate, shortYears: pair.shortYears, longYears: pair.longYears, shortRate: s.interestRate, longRate: l.interestRate });
      if (expected === null) expect(pair.breakEvenRate).toBeNull();
      else expect(pair.breakEvenRate).toBeCloseTo(expected, 6);
    }
    const tenFifteen = r.breakEven.find((p) => p.shortYears === 10 && p.longYears === 15)!;
    expect(tenFifteen.breakEvenRate).toBeGreaterThan(r.fixations.find((f) => f.fixationYears === 10)!.interestRate);
  });
});

describe('recommendMortgage: financing and repayment', () => {
  it('keeps a reserve of three net incomes and puts the rest in, costs first', () => {
    const r = recommendMortgage(base, { date: DATE, market });
    expect(r.financing.note).toBe('RESERVE_KEPT');
    expect(r.financing.reserve).toBe(16_500);
    expect(r.financing.downPayment).toBe(120_000 - 16_500);
    expect(r.financing.loanAmount).toBe(Math.round(450_000 + r.financing.purchaseCosts - r.financing.downPayment));
    expect(r.financing.interestSavedWithAllEquity).toBeGreaterThan(0);
  });

  it('equity below the costs plus reserve: costs paid, reserve short; below the costs: costs financed', () => {
    const short = recommendMortgage({ ...base, equity: 55_000 }, { date: DATE, market });
    expect(short.financing.note).toBe('RESERVE_SHORT');
    expect(short.financing.downPayment).toBe(short.financing.purchaseCosts);
    const financed = recommendMortgage({ ...base, equity: 20_000 }, { date: DATE, market });
    expect(financed.financing.note).toBe('COSTS_FINANCED');
    expect(financed.financing.reserve).toBe(0);
  });

  it('the repayment rate repays the loan by retirement age on the fixation rate', () => {
    const r = recommendMortgage({ ...base, age: 45 }, { date: DATE, market: flatMarket(2.5) });
    expect(r.repayment.note).toBe('BY_RETIREMENT');
    // Run the schedule at the 10-year rate with the recommended repayment: paid off within 22 years.
    const ten = r.fixations.find((f) => f.fixationYears === 10)!;
    let balance = r.financing.loanAmount;
    let months = 0;
    const pay = (balance * (ten.interestRate + r.repayment.rate)) / 12;
    while (balance > 0.005 && months < 1000) {
      balance = balance * (1 + ten.interestRate / 12) - pay;
      months++;
    }
    expect(months).toBeLessThanOrEqual((67 - 45) * 12);
    expect(months).toBeGreaterThan((67 - 45) * 12 - 3);
  });

  it('a young buyer gets the lender minimum of 1 %, an older one the maximum of 10 % or past retirement', () => {
    const young = recommendMortgage({ ...base, age: 18 }, { date: DATE, market: flatMarket(4) });
    expect(young.repayment).toMatchObject({ note: 'MINIMUM_REPAYMENT', rate: 0.01 });
    expect(recommendMortgage({ ...base, age: 60 }, { date: DATE, market }).repayment.note).toBe('MAXIMUM_REPAYMENT');
    const past = recommendMortgage({ ...base, age: 70 }, { date: DATE, market });
    expect(past.repayment.note).toBe('PAST_RETIREMENT');
    expect(past.repayment.rate).toBe(0.1);
  });

  it('warns when the installment is above 40 % of the net income', () => {
    expect(recommendMortgage({ ...base, netIncomeMonthly: 2_000 }, { date: DATE, market }).repayment.aboveGuidance).toBe(true);
    expect(recommendMortgage(base, { date: DATE, market }).repayment.aboveGuidance).toBe(false);
  });

  it('the stress test: the installment after the fixation rises with the +2 point rate', () => {
    const r = recommendMortgage({ ...base, holdYears: 30, risk: 'high' }, { date: DATE, market: steepMarket() });
    expect(r.recommended.fixationYears).toBeLessThan(30);
    expect(r.stress).not.toBeNull();
    expect(r.stress!.stressedRate - r.stress!.expectedRate).toBeCloseTo(0.02, 12);
    expect(r.stress!.stressedInstallment).toBeGreaterThan(r.stress!.expectedInstallment);
  });
});

describe('recommendMortgage: KfW', () => {
  it.each([
    ['investment: none', { usage: 'investment' as const }, []],
    ['own home, no children: 124 only', { children: 0 }, ['124']],
    ['own home, existing building, a child: 308 and 124', { children: 1 }, ['308', '124']],
    ['own home, new build, 3 children: 300 and 124', { children: 3, building: 'new' as const }, ['300', '124']],
  ])('%s', (_label, change, ids) => {
    const r = recommendMortgage({ ...base, ...change }, { date: DATE, market });
    expect(r.kfw.map((k) => k.id)).toEqual(ids);
  });

  it('income limit and loan cap grow with the children', () => {
    const three = recommendMortgage({ ...base, children: 3, building: 'new' }, { date: DATE, market }).kfw[0]!;
    expect(three.incomeLimit).toBe(110_000);
    expect(three.maxLoan).toBe(200_000);
    const one = recommendMortgage({ ...base, children: 1 }, { date: DATE, market }).kfw[0]!;
    expect(one).toMatchObject({ id: '308', incomeLimit: 90_000, maxLoan: 100_000 });
  });
});

describe('recommendMortgage: invalid input', () => {
  it.each([
    ['price too low', { purchasePrice: 50_000 }, 'MINIMUM', 'purchasePrice'],
    ['price not a number', { purchasePrice: Number.NaN }, 'INVALID_NUMBER', 'purchasePrice'],
    ['income too high', { netIncomeMonthly: 1e9 }, 'MAXIMUM', 'netIncomeMonthly'],
    ['age not whole', { age: 30.5 }, 'INVALID_NUMBER', 'age'],
    ['hold 0', { holdYears: 0 }, 'MINIMUM', 'holdYears'],
    ['unknown usage', { usage: 'holiday' as never }, 'INVALID_OPTION', 'usage'],
    ['unknown risk', { risk: 'yolo' as never }, 'INVALID_OPTION', 'risk'],
    ['negative equity', { equity: -1 }, 'MINIMUM', 'equity'],
  ])('%s → %s', (_label, change, code, field) => {
    const e = engineErrorOf(() => recommendMortgage({ ...base, ...change }, { date: DATE, market }));
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });
});
