/**
 * Mortgage calculator defaults and limits (product spec § 3 "Mortgage calculator", § 5, § 9).
 *
 * Two shapes of the same defaults:
 * - MORTGAGE_CALCULATOR_DEFAULTS: the UI's kept state (version 6), in the units the visitor types:
 *   percentages in PERCENT (monthlyPaymentPercentage 2 = 2 %). Spec § 9: "Percentage inputs divided by 100
 *   before sending".
 * - DEFAULT_MORTGAGE_INPUTS: the same values as calculation inputs (./calculator.ts), percentages as
 *   FRACTIONS (0.02 = 2 %).
 *
 * Limits marked [SPEC] are spec constants; those marked [ASSUMPTION] are this project's documented choice
 * (the spec only says bounds exist, see docs of computeMortgageBounds in ./calculator.ts).
 *
 * Pure module: runs in the browser.
 */
import type { MortgageInputs } from './calculator';

/** Version of the kept calculator state; stored state with another version is not restored (spec § 4). */
export const MORTGAGE_STATE_VERSION = 6;

/** Browser storage key of the kept state (spec § 4). */
export const MORTGAGE_STATE_STORAGE_KEY = 'mortgageCalculatorState';

/** Fixation periods the calculator offers (spec § 9: 5, 10, 15, 20, 30; 25 only in the rates table). */
export const CALCULATOR_FIXATION_YEARS = [5, 10, 15, 20, 30] as const;
export type CalculatorFixationYears = (typeof CALCULATOR_FIXATION_YEARS)[number];

export function isCalculatorFixationYears(value: unknown): value is CalculatorFixationYears {
  return typeof value === 'number' && (CALCULATOR_FIXATION_YEARS as readonly number[]).includes(value);
}

/** Default transfer tax ("city tax") of the default location Berlin, fraction [SPEC § 9: 0.06]. */
export const DEFAULT_LOCATION_TAX = 0.06;

/** Customary buyer commission suggested in the UI, PERCENT [SPEC § 9: "default commission 3.57"]. */
export const SUGGESTED_COMMISSION_PERCENT = 3.57;

/** UI kept state defaults (spec § 9 "Calculator defaults"); percentages in percent. */
export const MORTGAGE_CALCULATOR_DEFAULTS = Object.freeze({
  version: MORTGAGE_STATE_VERSION,
  purchasePrice: 425_000,
  savings: 80_000,
  monthlyPayment: 1_900,
  /** Initial annual repayment rate in percent (see MortgageInputs.monthlyPaymentPercentage). */
  monthlyPaymentPercentage: 2,
  /** Toggle: false = the visitor enters the monthly amount, true = the repayment percentage. */
  usePaymentPercentage: false,
  fixedInterestPeriod: 10 as CalculatorFixationYears,
  location: 'Berlin',
  regionLocation: 'BE',
  realEstateCommission: 0,
  repayment: 2,
  cityTax: DEFAULT_LOCATION_TAX,
});

/** The defaults as calculation inputs (fractions). Missing API inputs take these values. */
export const DEFAULT_MORTGAGE_INPUTS: Readonly<MortgageInputs> = Object.freeze({
  purchasePrice: MORTGAGE_CALCULATOR_DEFAULTS.purchasePrice,
  savings: MORTGAGE_CALCULATOR_DEFAULTS.savings,
  locationTax: DEFAULT_LOCATION_TAX,
  realEstateCommission: MORTGAGE_CALCULATOR_DEFAULTS.realEstateCommission / 100,
  monthlyPayment: MORTGAGE_CALCULATOR_DEFAULTS.monthlyPayment,
  monthlyPaymentPercentage: MORTGAGE_CALCULATOR_DEFAULTS.monthlyPaymentPercentage / 100,
  usePaymentPercentage: MORTGAGE_CALCULATOR_DEFAULTS.usePaymentPercentage,
  fixationYears: MORTGAGE_CALCULATOR_DEFAULTS.fixedInterestPeriod,
});

/**
 * Limits of the calculator. Money in euros, rates as fractions.
 */
export const MORTGAGE_LIMITS = Object.freeze({
  /** [SPEC § 9] purchase price min 100,000. */
  minPurchasePrice: 100_000,
  /** [SPEC § 9] purchase price max 10,000,000. */
  maxPurchasePrice: 10_000_000,
  /** [SPEC § 9] commission 0 to 5 percent. */
  minCommission: 0,
  maxCommission: 0.05,
  /** [ASSUMPTION] transfer tax sanity range; the highest state rate is 6.5 % (spec § 9). */
  minLocationTax: 0,
  maxLocationTax: 0.1,
  /**
   * [ASSUMPTION] loan interest rate bounds: 0.5 % is the rate model's floor (rates/model.ts minimumRate,
   * about the 2020/21 lows); 15 % is far above any German mortgage rate since the 1980s.
   */
  minInterestRate: 0.005,
  maxInterestRate: 0.15,
  /**
   * [ASSUMPTION] lowest initial repayment banks accept for an annuity loan (common lender minimum 1 %).
   */
  minInitialRepayment: 0.01,
  /** [ASSUMPTION] highest initial repayment offered (10 % p.a., paid off in well under 10 years). */
  maxInitialRepayment: 0.1,
  /**
   * [ASSUMPTION] a term above 40 years (at the fixed rate) is shown as a warning, not refused: lenders accept a
   * 1 % initial repayment, which at low rates takes longer (issue 24: a published case repaid after 41 years).
   */
  longTermWarningYears: 40,
  /**
   * [ASSUMPTION] smallest loan the calculator handles; savings above price + costs − this amount leave
   * no mortgage to calculate (SAVINGS_TOO_HIGH).
   */
  minLoanAmount: 10_000,
  /**
   * [ASSUMPTION] savings may be 0: German lenders offer full financing including purchase costs
   * ("110 % financing"), priced by the rate model's LTV steps above 100 %.
   */
  minSavings: 0,
  /** [ASSUMPTION] sanity range of a Bund forward rate input (fraction; may be negative). */
  minForwardRate: -0.05,
  maxForwardRate: 0.2,
  /** [ASSUMPTION] upper sanity bound of the initial repayment input (50 % p.a.). */
  maxPaymentPercentageInput: 0.5,
});
