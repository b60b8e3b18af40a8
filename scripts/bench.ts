/**
 * `npm run bench`: median time of a full mortgage calculation (src/engine/mortgage/calculator.ts): model
 * rates, fixation schedules and expected paths for all five fixation periods (5, 10, 15, 20, 30 years),
 * bounds, and both charts (full amortisation schedule of the chosen fixation). Target: < 1 ms.
 *
 * Second case: median time of a full pension calculation (src/engine/pension/index.ts calculatePensionPlan):
 * gap, statutory pension and net, the three solutions with their feasible ages, three scenarios, the
 * recommended sliders and the chart series. Target: < 5 ms.
 *
 * Third and fourth: the rent-or-buy calculation (both paths month by month with yearly tax, and the threshold
 * rent by bisection) and the house budget (exact maximum price per rate interval). Target: < 5 ms each, so
 * that their pages can recalculate on every keystroke.
 *
 * Not a timed test (timings on a shared 2-core machine are noisy); it prints, it does not fail.
 * Usage: npx tsx --tsconfig tsconfig.json scripts/bench.ts [iterations]   (default 2000, after 300 warm-up runs)
 */
import { performance } from 'node:perf_hooks';
import { BUDGET_DEFAULTS, houseBudget } from '../src/engine/house-budget';
import { calculateMortgage, type MortgageInputs } from '../src/engine/mortgage/calculator';
import { DEFAULT_MORTGAGE_INPUTS } from '../src/engine/mortgage/defaults';
import { PENSION_EXAMPLE } from '../src/engine/pension/example';
import { calculatePensionPlan, type PensionInputs } from '../src/engine/pension/index';
import { marketOn } from '../src/engine/rates/fixtures';
import { calculateRentVsBuy, RENT_VS_BUY_DEFAULTS } from '../src/engine/rent-vs-buy-calculator';

const ITERATIONS = Number(process.argv[2] ?? 2000);
const DATE = '2026-01-15';
/** The engine's fixture curve (2025-06-03) with the published model: the benchmark needs no database. */
const MARKET = marketOn(DATE);

if (!Number.isInteger(ITERATIONS) || ITERATIONS < 1) {
  console.error(`iterations must be a positive integer, got ${process.argv[2]}`);
  process.exit(2);
}

let sink = 0; // keeps the results alive so the work cannot be optimised away

/** Runs `run` over the cases (cycled, so no single input shape is all the optimiser sees) and prints the timings. */
function measure<T>(label: string, cases: readonly T[], run: (inputs: T) => number, { iterations, warmUp, targetMs }: { iterations: number; warmUp: number; targetMs: number }) {
  for (let i = 0; i < warmUp; i++) sink += run(cases[i % cases.length]!);
  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations; i++) {
    const inputs = cases[i % cases.length]!;
    const t0 = performance.now();
    sink += run(inputs);
    samples[i] = performance.now() - t0;
  }
  const sorted = Array.from(samples).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const median = sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  console.log(`${label}, ${iterations} runs after ${warmUp} warm-up`);
  console.log(`median ${median.toFixed(4)} ms   p90 ${at(0.9).toFixed(4)} ms   p99 ${at(0.99).toFixed(4)} ms   min ${sorted[0]!.toFixed(4)} ms`);
  console.log(`target < ${targetMs} ms: ${median < targetMs ? 'met' : 'NOT met'}${sink < 0 ? ' ' : ''}`);
  console.log('');
}

const MORTGAGE_CASES: MortgageInputs[] = [
  { ...DEFAULT_MORTGAGE_INPUTS },
  { ...DEFAULT_MORTGAGE_INPUTS, usePaymentPercentage: true, monthlyPaymentPercentage: 0.02, fixationYears: 15 },
  { ...DEFAULT_MORTGAGE_INPUTS, purchasePrice: 650_000, savings: 150_000, realEstateCommission: 0.0357, monthlyPayment: 3_000, fixationYears: 20 },
  { ...DEFAULT_MORTGAGE_INPUTS, interestRateOverride: 0.0352, monthlyPayment: 1_700, fixationYears: 30 },
];
measure('full mortgage calculation (5 fixation periods, schedules, expected paths, bounds, 2 charts)', MORTGAGE_CASES, (inputs) => {
  const result = calculateMortgage(inputs, { date: DATE, market: MARKET });
  return result.repaymentChart.years.length + result.results.length;
}, { iterations: ITERATIONS, warmUp: 300, targetMs: 1 });

const PENSION_CASES: PensionInputs[] = [
  PENSION_EXAMPLE,
  { ...PENSION_EXAMPLE, inflation: true },
  { ...PENSION_EXAMPLE, age: 45, monthlyGrossIncome: 7_000, partnerMonthlyGrossIncome: 3_000, grvPoints: { total: 25 }, etfValue: 40_000, etfShare: 0.6, desiredRetirementAge: 63, monthlyContribution: 900, oneTimeContribution: 60_000 },
  { ...PENSION_EXAMPLE, age: 55, homeOwner: true, currentHomeOutstandingMortgage: 80_000, currentHomeMonthlyMortgagePayment: 900, currentHomeInterestRate: 0.025, grvPoints: { employed: 30, selfEmployed: 2 }, desiredRetirementAge: 66 },
];
measure('full pension calculation (gap, net, 3 solutions with feasible ages, 3 scenarios, sliders, chart series)', PENSION_CASES, (inputs) => calculatePensionPlan(inputs, { today: DATE, market: MARKET }).chart.ages.length, {
  iterations: Math.max(1, Math.floor(ITERATIONS / 4)),
  warmUp: 50,
  targetMs: 5,
});

const BERLIN = { locationTax: 0.06, commission: 0.0357 };
const RENT_CASES = [
  { ...RENT_VS_BUY_DEFAULTS, ...BERLIN, interestRate: null },
  { ...RENT_VS_BUY_DEFAULTS, ...BERLIN, interestRate: 0.039, horizonYears: 30, monthlyRent: 1600 },
  { ...RENT_VS_BUY_DEFAULTS, ...BERLIN, interestRate: null, price: 750_000, equity: 180_000, horizonYears: 40, jointFiling: true },
];
measure('rent or buy (both paths month by month, yearly tax, threshold rent by bisection)', RENT_CASES, (inputs) => calculateRentVsBuy(inputs, { market: MARKET }).series.length, {
  iterations: Math.max(1, Math.floor(ITERATIONS / 4)),
  warmUp: 50,
  targetMs: 5,
});

const BUDGET_CASES = [
  { ...BUDGET_DEFAULTS, ...BERLIN },
  { ...BUDGET_DEFAULTS, ...BERLIN, rule: 'livingCosts' as const, livingCosts: 2800, otherLoans: 250, equity: 30_000 },
  { ...BUDGET_DEFAULTS, ...BERLIN, netIncome: 9000, equity: 250_000, repayment: 0.03, fixationYears: 15 as const },
];
measure('house budget (exact maximum price per rate interval)', BUDGET_CASES, (inputs) => houseBudget(inputs, { market: MARKET }).maxPrice, {
  iterations: ITERATIONS,
  warmUp: 100,
  targetMs: 5,
});
