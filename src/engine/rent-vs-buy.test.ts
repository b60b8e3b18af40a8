import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { balanceAfterMonths } from './mortgage/annuity';
import { rentVsBuy, type RentVsBuyInput } from './rent-vs-buy';

/** worked-examples.md #3/#5: Berlin, 400k price, 20 % down, 6 % + 2 % + 3.57 % purchase costs, 3.5 %+2 %. */
const BERLIN: RentVsBuyInput = {
  price: 400_000,
  purchaseCostRate: 0.06 + 0.02 + 0.0357,
  downPayment: 80_000,
  annualRate: 0.035,
  initialRepayment: 0.02,
  maintenanceRate: 0.01,
  appreciationRate: 0.02,
  monthlyRent: 1_000,
  rentGrowthRate: 0.02,
  investmentReturn: 0.05,
  horizonYears: 30,
};

describe('rent vs buy (worked-examples.md)', () => {
  test.each([
    { label: '#3 loan = price − 20 % down', key: 'loan' as const, expected: 320_000, digits: 6 },
    { label: '#3 installment at 3.5 %+2 %', key: 'installment' as const, expected: 1466.67, digits: 2 },
    { label: '#5 purchase costs 11.57 %', key: 'purchaseCosts' as const, expected: 46_280, digits: 6 },
    { label: '#3 total cash needed = renter\'s starting capital', key: 'initialInvestment' as const, expected: 126_280, digits: 6 },
  ])('$label → €$expected', ({ key, expected, digits }) => {
    expect(rentVsBuy(BERLIN)[key]).toBeCloseTo(expected, digits);
  });

  test('Berlin example: yearly series follows the stated conventions', () => {
    const r = rentVsBuy(BERLIN);
    expect(r.series).toHaveLength(30);
    const y10 = r.series[9]!;
    expect(y10.year).toBe(10);
    expect(y10.loanBalance).toBeCloseTo(balanceAfterMonths(320_000, 0.035, r.installment, 120), 6);
    expect(y10.propertyValue).toBeCloseTo(400_000 * 1.02 ** 10, 6);
    expect(y10.buyerNetWorth).toBeCloseTo(y10.propertyValue - y10.loanBalance, 6);
    expect(r.series[0]!.rentPaid).toBeCloseTo(12_000, 9);
    expect(r.series[1]!.rentPaid).toBeCloseTo(12_240, 9);
    expect(r.series[0]!.ownerCosts).toBeCloseTo(12 * (r.installment + 4000 / 12), 6);
    expect(r.finalBuyerNetWorth).toBe(r.series[29]!.buyerNetWorth);
    expect(r.finalRenterNetWorth).toBe(r.series[29]!.renterNetWorth);
    if (r.breakEvenYear !== null) {
      const be = r.breakEvenYear;
      expect(r.series[be - 1]!.buyerNetWorth).toBeGreaterThanOrEqual(r.series[be - 1]!.renterNetWorth);
      expect(r.series.slice(0, be - 1).every((y) => y.buyerNetWorth < y.renterNetWorth)).toBe(true);
    }
  });

  test.each([
    {
      label: 'cash purchase, all rates 0: equal net worth from year 1',
      input: { ...BERLIN, price: 120_000, purchaseCostRate: 0, downPayment: 120_000, maintenanceRate: 0, appreciationRate: 0, monthlyRent: 500, rentGrowthRate: 0, investmentReturn: 0, horizonYears: 3 },
      buyer: 120_000, renter: 120_000, breakEven: 1,
    },
    {
      label: 'cash purchase, buyer invests saved rent',
      input: { ...BERLIN, price: 120_000, purchaseCostRate: 0, downPayment: 120_000, maintenanceRate: 0, appreciationRate: 0, monthlyRent: 500, rentGrowthRate: 0, investmentReturn: 0, horizonYears: 3, buyerInvestsDifference: true },
      buyer: 138_000, renter: 120_000, breakEven: 1,
    },
    {
      label: 'renter capital compounds at 5 % a year, owner costs below rent',
      input: { ...BERLIN, price: 100_000, purchaseCostRate: 0.1, downPayment: 100_000, maintenanceRate: 0, appreciationRate: 0, monthlyRent: 500, rentGrowthRate: 0, investmentReturn: 0.05, horizonYears: 2 },
      buyer: 100_000, renter: 110_000 * 1.05 ** 2, breakEven: null,
    },
  ])('$label', ({ input, buyer, renter, breakEven }) => {
    const r = rentVsBuy(input);
    expect(r.finalBuyerNetWorth).toBeCloseTo(buyer, 6);
    expect(r.finalRenterNetWorth).toBeCloseTo(renter, 6);
    expect(r.breakEvenYear).toBe(breakEven);
  });

  test('rejects bad input', () => {
    expect(() => rentVsBuy({ ...BERLIN, horizonYears: 0 })).toThrow(RangeError);
    expect(() => rentVsBuy({ ...BERLIN, downPayment: 500_000 })).toThrow(RangeError);
  });
});

describe('rent vs buy properties (fast-check)', () => {
  const pct = (maxBp: number) => fc.integer({ min: 0, max: maxBp }).map((bp) => bp / 10_000);
  const inputArb = fc.record({
    price: fc.double({ min: 50_000, max: 2_000_000, noNaN: true }),
    purchaseCostRate: pct(1500),
    downShare: fc.double({ min: 0, max: 1, noNaN: true }),
    annualRate: pct(800),
    initialRepayment: fc.integer({ min: 50, max: 800 }).map((bp) => bp / 10_000),
    maintenanceRate: pct(300),
    appreciationRate: pct(500),
    monthlyRent: fc.double({ min: 200, max: 8000, noNaN: true }),
    rentGrowthRate: pct(500),
    investmentReturn: pct(1000),
    horizonYears: fc.integer({ min: 1, max: 40 }),
  }).map(({ downShare, ...rest }) => ({ ...rest, downPayment: rest.price * downShare }) as RentVsBuyInput);

  test('series has one row per year, balances never increase, renter capital never falls', () => {
    fc.assert(fc.property(inputArb, (inp) => {
      const r = rentVsBuy(inp);
      expect(r.series.map((y) => y.year)).toEqual(Array.from({ length: inp.horizonYears }, (_, i) => i + 1));
      let prevBalance = r.loan;
      let prevRenter = r.initialInvestment;
      for (const y of r.series) {
        expect(y.loanBalance).toBeLessThanOrEqual(prevBalance + 1e-9);
        expect(y.loanBalance).toBeGreaterThanOrEqual(0);
        expect(y.renterNetWorth).toBeGreaterThanOrEqual(prevRenter - 1e-9);
        prevBalance = y.loanBalance;
        prevRenter = y.renterNetWorth;
      }
    }));
  });

  test('break-even year is the first year the buyer is at least level', () => {
    fc.assert(fc.property(inputArb, (inp) => {
      const r = rentVsBuy(inp);
      const first = r.series.find((y) => y.buyerNetWorth >= y.renterNetWorth);
      expect(r.breakEvenYear).toBe(first ? first.year : null);
    }));
  });

  test('more appreciation helps the buyer only; higher rent never raises the renter\'s net worth', () => {
    fc.assert(fc.property(inputArb, (inp) => {
      const base = rentVsBuy(inp);
      const up = rentVsBuy({ ...inp, appreciationRate: inp.appreciationRate + 0.01 });
      expect(up.finalBuyerNetWorth).toBeGreaterThan(base.finalBuyerNetWorth);
      expect(up.finalRenterNetWorth).toBe(base.finalRenterNetWorth);
      const dearer = rentVsBuy({ ...inp, monthlyRent: inp.monthlyRent * 1.2 });
      expect(dearer.finalRenterNetWorth).toBeLessThanOrEqual(base.finalRenterNetWorth + 1e-9);
    }));
  });
});
