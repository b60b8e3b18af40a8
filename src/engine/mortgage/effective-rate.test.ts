import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { balanceAfterMonths, monthlyInstallment, payoffMonths } from './annuity';
import { annuityCashFlows, effectiveAnnualRate, roundPercent2, solveEffectiveRate, type EffectiveRateInput } from './effective-rate';

/** Residual of the PAngV annex equation at X. */
function residual(flows: EffectiveRateInput, x: number): number {
  const pv = (cs: EffectiveRateInput['drawdowns']) => cs.reduce((s, c) => s + c.amount * Math.pow(1 + x, -c.time), 0);
  return pv(flows.drawdowns) - pv(flows.payments);
}

describe('effective annual rate (§ 16 PAngV, worked-examples.md / facts section 5)', () => {
  test.each([
    { label: 'facts §5: 3.70 % nominal, no fees', nominal: 0.037, expected: 3.76 },
    { label: 'derived: 3.50 % nominal', nominal: 0.035, expected: 3.56 },
    { label: 'derived: 4.00 % nominal', nominal: 0.04, expected: 4.07 },
    { label: 'derived: 0 % nominal', nominal: 0, expected: 0 },
  ])('$label → $expected % effective', ({ nominal, expected }) => {
    expect(roundPercent2(effectiveAnnualRate(nominal))).toBe(expected);
  });

  test.each([
    { label: '300k at 3.7 %+2 %, 10-year fixation with residual debt', principal: 300_000, rate: 0.037, rep: 0.02, months: 120 },
    { label: '100k at 4 %+2 %, 10-year fixation with residual debt', principal: 100_000, rate: 0.04, rep: 0.02, months: 120 },
    { label: '320k at 3.5 %+2 %, 15-year fixation with residual debt', principal: 320_000, rate: 0.035, rep: 0.02, months: 180 },
  ])('$label → general solver equals (1+i/12)^12 − 1', ({ principal, rate, rep, months }) => {
    const installment = monthlyInstallment(principal, rate, rep);
    const flows = annuityCashFlows({ principal, installment, months, residualBalance: balanceAfterMonths(principal, rate, installment, months) });
    const x = solveEffectiveRate(flows)!;
    expect(x).toBeCloseTo(effectiveAnnualRate(rate), 10);
  });

  test('3.70 % with 1 % arrangement fee over 10 years is above the no-fee rate', () => {
    const installment = monthlyInstallment(300_000, 0.037, 0.02);
    const flows = annuityCashFlows({
      principal: 300_000, installment, months: 120, upfrontFees: 3000,
      residualBalance: balanceAfterMonths(300_000, 0.037, installment, 120),
    });
    const x = solveEffectiveRate(flows)!;
    expect(Math.abs(residual(flows, x))).toBeLessThan(1e-6);
    expect(roundPercent2(x)).toBeGreaterThan(3.76);
    expect(x).toBeLessThan(0.04);
  });

  test('single flow: 1000 now, 1100 in one year → 10 %', () => {
    expect(solveEffectiveRate({ drawdowns: [{ time: 0, amount: 1000 }], payments: [{ time: 1, amount: 1100 }] })).toBeCloseTo(0.1, 12);
  });

  test('negative rate and multiple drawdowns are solved', () => {
    expect(solveEffectiveRate({ drawdowns: [{ time: 0, amount: 1000 }], payments: [{ time: 2, amount: 900 }] })).toBeCloseTo(Math.sqrt(0.9) - 1, 12);
    const flows = { drawdowns: [{ time: 0, amount: 500 }, { time: 0.5, amount: 500 }], payments: [{ time: 1, amount: 540 }, { time: 2, amount: 540 }] };
    const x = solveEffectiveRate(flows)!;
    expect(Math.abs(residual(flows, x))).toBeLessThan(1e-8);
  });

  test('no payments → null', () => {
    expect(solveEffectiveRate({ drawdowns: [{ time: 0, amount: 1000 }], payments: [] })).toBeNull();
  });

  test.each([
    { label: 'half up', rate: 0.037650000001, expected: 3.77 },
    { label: 'stored just below half', rate: 0.03765, expected: 3.77 },
    { label: 'down', rate: 0.0376449, expected: 3.76 },
    { label: 'negative', rate: -0.012345, expected: -1.23 },
  ])('roundPercent2 $label → $expected', ({ rate, expected }) => {
    expect(roundPercent2(rate)).toBe(expected);
  });
});

describe('effective rate properties (fast-check)', () => {
  const rateArb = fc.integer({ min: 1, max: 1500 }).map((bp) => bp / 10_000);

  test('effective ≥ nominal for positive rates', () => {
    fc.assert(fc.property(rateArb, fc.integer({ min: 1, max: 365 }), (i, m) => {
      expect(effectiveAnnualRate(i, m)).toBeGreaterThanOrEqual(i - 1e-15);
    }));
  });

  test('solver root satisfies the annex equation; fees never lower the rate; ≥ nominal', () => {
    fc.assert(fc.property(
      fc.double({ min: 10_000, max: 2_000_000, noNaN: true }),
      rateArb,
      fc.integer({ min: 10, max: 500 }).map((bp) => bp / 10_000),
      fc.integer({ min: 1, max: 40 }),
      fc.double({ min: 0, max: 0.05, noNaN: true }),
      (principal, rate, rep, years, feeShare) => {
        const installment = monthlyInstallment(principal, rate, rep);
        const months = Math.min(years * 12, payoffMonths(principal, rate, installment)! - 1); // full installments only
        const residualBalance = balanceAfterMonths(principal, rate, installment, months);
        const noFee = solveEffectiveRate(annuityCashFlows({ principal, installment, months, residualBalance }))!;
        const flows = annuityCashFlows({ principal, installment, months, residualBalance, upfrontFees: feeShare * principal });
        const withFee = solveEffectiveRate(flows)!;
        expect(Math.abs(residual(flows, withFee))).toBeLessThan(1e-6 * principal);
        expect(noFee).toBeGreaterThanOrEqual(rate - 1e-9);
        expect(withFee).toBeGreaterThanOrEqual(noFee - 1e-9);
      },
    ));
  });
});
