/**
 * The spec's example data (§ 9) as planner inputs, with 8 GRV points as an employee (the spec gives no points;
 * about what eight years of average pay earn). The example the page starts from, the tests and the benchmark.
 */
import { PENSION_DEFAULTS } from './constants';
import type { PensionInputs } from './index';

export const PENSION_EXAMPLE: PensionInputs = Object.freeze({
  age: PENSION_DEFAULTS.age,
  monthlyGrossIncome: PENSION_DEFAULTS.monthlyGrossIncome,
  monthlySavings: PENSION_DEFAULTS.monthlySavings,
  totalSavingsInBank: PENSION_DEFAULTS.totalSavingsInBank,
  monthlyColdRent: PENSION_DEFAULTS.monthlyColdRent,
  grvPoints: { employed: 8, selfEmployed: 0 },
  currentEmployment: 'employed',
  desiredRetirementAge: PENSION_DEFAULTS.desiredRetirementAge,
  monthlyContribution: PENSION_DEFAULTS.monthlyContribution,
  oneTimeContribution: PENSION_DEFAULTS.oneTimeContribution,
});
