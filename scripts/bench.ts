/**
 * `npm run bench`: median time of a full mortgage calculation (src/engine/mortgage/calculator.ts): model
 * rates, fixation schedules and expected paths for all five fixation periods (5, 10, 15, 20, 30 years),
 * bounds, and both charts (full amortisation schedule of the chosen fixation). Target: < 1 ms.
 *
 * Second case: median time of a full pension calculation (src/engine/pension/index.ts calculatePensionPlan):
 * gap, statutory pension and net, the three solutions with their feasible ages, three scenarios, the
 * recommended sliders and the chart series. Target: < 5 ms.
 *
 * Not a timed test (timings on a shared 2-core machine are noisy); it prints, it does not fail.
 * Usage: npx tsx --tsconfig tsconfig.json scripts/bench.ts [iterations]   (default 2000, after 300 warm-up runs)
 */
import { performance } from 'node:perf_hooks';
import { calculateMortgage, type MortgageInputs } from '../src/engine/mortgage/calculator';
import { DEFAULT_MORTGAGE_INPUTS } from '../src/engine/mortgage/defaults';
import { PENSION_EXAMPLE } from '../src/engine/pension/example';
import { calculatePensionPlan, type PensionInputs } from '../src/engine/pension/index';
import { marketOn } from '../src/engine/rates/fixtures';

const ITERATIONS = Number(process.argv[2] ?? 2000);
const WARM_UP = 300;
const DATE = '2026-01-15';
/** The engine's fixture curve (2025-06-03) with the published model: the benchmark needs no database. */
const MARKET = marketOn(DATE);

// A few realistic variants, cycled, so that no single input shape is all the optimiser sees.
const CASES: MortgageInputs[] = [
  { ...DEFAULT_MORTGAGE_INPUTS },
  { ...DEFAULT_MORTGAGE_INPUTS, usePaymentPercentage: true, monthlyPaymentPercentage: 0.02, fixationYears: 15 },
  { ...DEFAULT_MORTGAGE_INPUTS, purchasePrice: 650_000, savings: 150_000, realEstateCommission: 0.0357, monthlyPayment: 3_000, fixationYears: 20 },
  { ...DEFAULT_MORTGAGE_INPUTS, interestRateOverride: 0.0352, monthlyPayment: 1_700, fixationYears: 30 },
];

if (!Number.isInteger(ITERATIONS) || ITERATIONS < 1) {
  console.error(`iterations must be a positive integer, got ${process.argv[2]}`);
  process.exit(2);
}

let sink = 0; // keeps the results alive so the work cannot be optimised away
for (let i = 0; i < WARM_UP; i++) sink += calculateMortgage(CASES[i % CASES.length]!, { date: DATE, market: MARKET }).loanAmount;

const samples = new Float64Array(ITERATIONS);
for (let i = 0; i < ITERATIONS; i++) {
  const inputs = CASES[i % CASES.length]!;
  const t0 = performance.now();
  const result = calculateMortgage(inputs, { date: DATE, market: MARKET });
  samples[i] = performance.now() - t0;
  sink += result.repaymentChart.years.length + result.results.length;
}

const sorted = Array.from(samples).sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const median = sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;

console.log(`full mortgage calculation (5 fixation periods, schedules, expected paths, bounds, 2 charts), ${ITERATIONS} runs after ${WARM_UP} warm-up`);
console.log(`median ${median.toFixed(4)} ms   p90 ${at(0.9).toFixed(4)} ms   p99 ${at(0.99).toFixed(4)} ms   min ${sorted[0]!.toFixed(4)} ms`);
console.log(`target < 1 ms: ${median < 1 ? 'met' : 'NOT met'}${sink < 0 ? ' ' : ''}`);

// ---------------------------------------------------------------------------------------------------------
// Pension planner

const PENSION_CASES: PensionInputs[] = [
  PENSION_EXAMPLE,
  { ...PENSION_EXAMPLE, inflation: true },
  { ...PENSION_EXAMPLE, age: 45, monthlyGrossIncome: 7_000, partnerMonthlyGrossIncome: 3_000, grvPoints: { total: 25 }, etfValue: 40_000, etfShare: 0.6, desiredRetirementAge: 63, monthlyContribution: 900, oneTimeContribution: 60_000 },
  { ...PENSION_EXAMPLE, age: 55, homeOwner: true, currentHomeOutstandingMortgage: 80_000, currentHomeMonthlyMortgagePayment: 900, currentHomeInterestRate: 0.025, grvPoints: { employed: 30, selfEmployed: 2 }, desiredRetirementAge: 66 },
];
const PENSION_OPTIONS = { today: DATE, market: MARKET };
const PENSION_ITERATIONS = Math.max(1, Math.floor(ITERATIONS / 4));
const PENSION_WARM_UP = 50;

for (let i = 0; i < PENSION_WARM_UP; i++) sink += calculatePensionPlan(PENSION_CASES[i % PENSION_CASES.length]!, PENSION_OPTIONS).pensionGap;
const pensionSamples = new Float64Array(PENSION_ITERATIONS);
for (let i = 0; i < PENSION_ITERATIONS; i++) {
  const inputs = PENSION_CASES[i % PENSION_CASES.length]!;
  const t0 = performance.now();
  const plan = calculatePensionPlan(inputs, PENSION_OPTIONS);
  pensionSamples[i] = performance.now() - t0;
  sink += plan.chart.ages.length;
}
const pSorted = Array.from(pensionSamples).sort((a, b) => a - b);
const pAt = (q: number) => pSorted[Math.min(pSorted.length - 1, Math.floor(q * pSorted.length))]!;
const pMedian = pSorted.length % 2 === 1 ? pSorted[(pSorted.length - 1) / 2]! : (pSorted[pSorted.length / 2 - 1]! + pSorted[pSorted.length / 2]!) / 2;
console.log('');
console.log(`full pension calculation (gap, net, 3 solutions with feasible ages, 3 scenarios, sliders, chart series), ${PENSION_ITERATIONS} runs after ${PENSION_WARM_UP} warm-up`);
console.log(`median ${pMedian.toFixed(4)} ms   p90 ${pAt(0.9).toFixed(4)} ms   p99 ${pAt(0.99).toFixed(4)} ms   min ${pSorted[0]!.toFixed(4)} ms`);
console.log(`target < 5 ms: ${pMedian < 5 ? 'met' : 'NOT met'}${sink < 0 ? ' ' : ''}`);
