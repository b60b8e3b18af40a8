import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { basiszinsFor, BASISZINS, calculateRentVsBuy, CAPITAL_GAINS_TAX_RATE, EQUITY_FUND_PARTIAL_EXEMPTION, LATEST_BASISZINS, RENT_VS_BUY_DEFAULTS, SAVER_ALLOWANCE, type RentVsBuyInputs } from './rent-vs-buy-calculator';
import { rentVsBuy } from './rent-vs-buy';
import { marketOn } from './rates/fixtures';
import { engineErrorOf } from './test-helpers';

const market = marketOn('2026-11-21');
const base: RentVsBuyInputs = { ...RENT_VS_BUY_DEFAULTS, locationTax: 0.06, commission: 0.0357, interestRate: 0.035 };

describe('calculateRentVsBuy: conventions by hand', () => {
  test('one year without growth, returns or maintenance: net worth is the repaid principal against the equity', () => {
    // Price 200,000 in Berlin (costs 11.57 % = 23,140), equity 60,000 → loan 163,140 at 3 % + 2 %: 679.75 a month.
    const inputs: RentVsBuyInputs = { ...base, price: 200_000, equity: 60_000, interestRate: 0.03, repayment: 0.02, monthlyRent: 600, rentGrowth: 0, appreciation: 0, maintenance: 0, investmentReturn: 0, horizonYears: 1 };
    const r = calculateRentVsBuy(inputs);
    expect(r.loan).toBeCloseTo(163_140, 6);
    expect(r.installment).toBeCloseTo((163_140 * 0.05) / 12, 6);
    // Balance after 12 installments of the annuity (monthly rate 0.25 %).
    const q = 1.0025;
    const balance = 163_140 * q ** 12 - r.installment * ((q ** 12 - 1) / 0.0025);
    expect(r.series[0]!.loanBalance).toBeCloseTo(balance, 4);
    // The owner: the home minus the debt; the renter: the equity plus what owning would have cost more each month.
    expect(r.finalBuyerNetWorth).toBeCloseTo(200_000 - balance, 4);
    expect(r.finalRenterNetWorth).toBeCloseTo(60_000 + 12 * (r.installment - 600), 4);
    expect(r.winner).toBe('rent'); // the purchase costs are not earned back in one year
  });

  test('the equity pays the purchase costs first; below them the loan finances the rest', () => {
    const r = calculateRentVsBuy({ ...base, price: 300_000, equity: 20_000 });
    expect(r.purchaseCosts).toBeCloseTo(34_710, 6);
    expect(r.loan).toBeCloseTo(300_000 + 34_710 - 20_000, 6);
  });

  test('the law figures: 26.375 %, allowance 1,000 / 2,000 €, Teilfreistellung 30 %, Basiszins of the BMF letters', () => {
    expect(CAPITAL_GAINS_TAX_RATE).toBeCloseTo(0.26375, 10);
    expect(SAVER_ALLOWANCE).toMatchObject({ single: 1000, joint: 2000 });
    expect(EQUITY_FUND_PARTIAL_EXEMPTION.rate).toBe(0.3);
    expect(BASISZINS.map((b) => [b.year, b.rate])).toEqual([[2023, 0.0255], [2024, 0.0229], [2025, 0.0253], [2026, 0.032]]);
    expect(LATEST_BASISZINS.year).toBe(2026);
    // Later years: the last published one [assumption].
    expect([basiszinsFor(2025), basiszinsFor(2026), basiszinsFor(2040)]).toEqual([0.0253, 0.032, 0.032]);
  });

  test('both portfolios are the InvStG fund of the engine, with the Basiszins from the calendar year of the date', () => {
    const inputs: RentVsBuyInputs = { ...base, price: 300_000, equity: 80_000, interestRate: 0.03, horizonYears: 5 };
    const r = calculateRentVsBuy(inputs, { date: '2024-03-01' });
    const costRate = 0.06 + 0.0357 + 0.02;
    const direct = rentVsBuy({
      price: 300_000, purchaseCostRate: costRate, downPayment: 80_000 - 300_000 * costRate, annualRate: 0.03, initialRepayment: 0.02,
      maintenanceRate: 0.01, buildingShare: 0.75, maintenanceGrowthRate: 0.02, appreciationRate: 0.02, monthlyRent: 1200, rentGrowthRate: 0.02,
      investmentReturn: 0.05, horizonYears: 5, buyerInvestsDifference: true,
      fundTax: { taxRate: 0.26375, allowance: 1000, partialExemption: 0.3, baseRates: [0.0229, 0.0253, 0.032, 0.032, 0.032] },
    });
    expect(r.finalRenterNetWorth).toBeCloseTo(direct.finalRenterNetWorth, 6);
    expect(r.finalBuyerNetWorth).toBeCloseTo(direct.finalBuyerNetWorth, 6);
    expect(r.series[0]!.renterFund.vorabpauschale).toBeGreaterThan(0);
    // Without a date every year takes the latest Basiszins: 2026 and later give the same.
    expect(calculateRentVsBuy(inputs).finalRenterNetWorth).toBe(calculateRentVsBuy(inputs, { date: '2026-11-27' }).finalRenterNetWorth);
  });

  test('joint filing (allowance 2,000 €) leaves the renter more; the renter counts after the tax on a sale', () => {
    const single = calculateRentVsBuy({ ...base, jointFiling: false });
    const joint = calculateRentVsBuy({ ...base, jointFiling: true });
    expect(joint.finalRenterNetWorth).toBeGreaterThan(single.finalRenterNetWorth);
    const last = single.series[single.series.length - 1]!;
    expect(last.renterFund.taxAtSale).toBeGreaterThan(0);
    expect(single.finalRenterNetWorth).toBeCloseTo(last.renterFund.value - last.renterFund.taxAtSale, 6);
  });

  test('maintenance: the share of the building value, rising each year', () => {
    const r = calculateRentVsBuy({ ...base, maintenance: 0.015, buildingShare: 0.6, maintenanceGrowth: 0.03, horizonYears: 3 });
    expect(r.series.map((y) => y.maintenance)).toEqual([3600, 3708, 3819.24].map((v) => expect.closeTo(v, 6)));
  });

  test('after the loan is repaid the owner invests what the rent would cost (the saving counts)', () => {
    const r = calculateRentVsBuy({ ...base, repayment: 0.06, horizonYears: 30 });
    expect(r.payoffYear).not.toBeNull();
    const after = r.series.find((y) => y.year === r.payoffYear! + 2)!;
    expect(after.buyerPortfolio).toBeGreaterThan(0);
    expect(after.buyerNetWorth).toBeCloseTo(after.propertyValue + after.buyerPortfolio, 4);
  });

  test('the model rate of the market when no own rate is given', () => {
    const r = calculateRentVsBuy({ ...base, interestRate: null }, { market });
    expect(r.rateSource).toBe('model');
    expect(r.interestRate).toBeGreaterThan(0.005);
  });
});

describe('calculateRentVsBuy: the threshold rent', () => {
  test.each([
    { label: 'defaults, 20 years', patch: {} },
    { label: 'Munich-like price factor, 10 years', patch: { price: 800_000, equity: 200_000, monthlyRent: 1900, horizonYears: 10 } },
    { label: 'cheap flat, 30 years, high return', patch: { price: 150_000, equity: 40_000, monthlyRent: 500, horizonYears: 30, investmentReturn: 0.07 } },
    { label: 'equity below the costs, 15 years', patch: { equity: 20_000, horizonYears: 15 } },
  ])('$label: at the threshold rent both paths end equal within 1 €', ({ patch }) => {
    const r = calculateRentVsBuy({ ...base, ...patch });
    expect(r.threshold).toBe('rent');
    const at = calculateRentVsBuy({ ...base, ...patch, monthlyRent: r.thresholdRent! });
    expect(Math.abs(at.difference)).toBeLessThan(1);
    // Ten euros more rent and buying wins; ten less and renting does.
    expect(calculateRentVsBuy({ ...base, ...patch, monthlyRent: r.thresholdRent! + 10 }).winner).toBe('buy');
    expect(calculateRentVsBuy({ ...base, ...patch, monthlyRent: r.thresholdRent! - 10 }).winner).toBe('rent');
  });

  test('the break-even year is the first year the owner is at least as rich', () => {
    const r = calculateRentVsBuy({ ...base, monthlyRent: 1800, horizonYears: 30 });
    expect(r.breakEvenYear).not.toBeNull();
    const y = r.series[r.breakEvenYear! - 1]!;
    expect(y.buyerNetWorth).toBeGreaterThanOrEqual(y.renterNetWorth);
    if (r.breakEvenYear! > 1) {
      const before = r.series[r.breakEvenYear! - 2]!;
      expect(before.buyerNetWorth).toBeLessThan(before.renterNetWorth);
    }
  });

  test('property: a higher rent never makes buying look worse; more appreciation neither', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 3000 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 40 }), (rent, more, horizonYears) => {
        const a = calculateRentVsBuy({ ...base, monthlyRent: rent, horizonYears }).difference;
        expect(calculateRentVsBuy({ ...base, monthlyRent: rent + more, horizonYears }).difference).toBeGreaterThanOrEqual(a - 1e-6);
        expect(calculateRentVsBuy({ ...base, monthlyRent: rent, horizonYears, appreciation: base.appreciation + more / 10_000 }).difference).toBeGreaterThan(a);
      }),
      { numRuns: 100 },
    );
  });
});

describe('calculateRentVsBuy: invalid input', () => {
  test.each([
    { label: 'price below 100,000', patch: { price: 50_000 }, code: 'MINIMUM', field: 'price' },
    { label: 'equity above price and costs', patch: { equity: 1_000_000 }, code: 'MAXIMUM', field: 'equity' },
    { label: 'negative rent', patch: { monthlyRent: -1 }, code: 'MINIMUM', field: 'monthlyRent' },
    { label: 'horizon 0', patch: { horizonYears: 0 }, code: 'MINIMUM', field: 'horizonYears' },
    { label: 'horizon 2.5', patch: { horizonYears: 2.5 }, code: 'INVALID_NUMBER', field: 'horizonYears' },
    { label: 'return 20 %', patch: { investmentReturn: 0.2 }, code: 'MAXIMUM', field: 'investmentReturn' },
    { label: 'building share 5 %', patch: { buildingShare: 0.05 }, code: 'MINIMUM', field: 'buildingShare' },
    { label: 'building share 120 %', patch: { buildingShare: 1.2 }, code: 'MAXIMUM', field: 'buildingShare' },
    { label: 'maintenance rising 20 % a year', patch: { maintenanceGrowth: 0.2 }, code: 'MAXIMUM', field: 'maintenanceGrowth' },
    { label: 'fixation 7', patch: { fixationYears: 7 }, code: 'INVALID_OPTION', field: 'fixationYears' },
    { label: 'no rate and no market', patch: { interestRate: null }, code: 'NO_MARKET', field: 'interestRate' },
  ])('$label → $code ($field)', ({ patch, code, field }) => {
    expect(engineErrorOf(() => calculateRentVsBuy({ ...base, ...patch } as RentVsBuyInputs))).toMatchObject({ code, field });
  });

  test('a date that is no date → INVALID_DATE (date)', () => {
    expect(engineErrorOf(() => calculateRentVsBuy(base, { date: 'today' }))).toMatchObject({ code: 'INVALID_DATE', field: 'date' });
  });
});
