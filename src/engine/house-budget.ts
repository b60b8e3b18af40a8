/**
 * House budget ("Wie viel Haus kann ich mir leisten?", issue 14; household calculation issue 24, point 2): from the
 * household's income, commitments, equity, loan terms and the place to the highest purchase price, its loan and
 * monthly payment.
 *
 * Rules (stated on the page with the result):
 * - Monthly budget for the loan, one of two rules the visitor chooses:
 *   - 'burden': net household income × burden ratio − other loan payments (rule of thumb: at most 35–40 %
 *     of the net income for all loan payments, worked-examples.md #6 and ./affordability.ts);
 *   - 'livingCosts': the bank's household calculation (Haushaltsrechnung, HOUSEHOLD_CALCULATION below):
 *     net household income − living costs − running costs of the home − other loan payments − buffer, where
 *     living costs = the banks' flat rates for the household's adults and children, or the visitor's own
 *     figure when that is higher (banks do not go below their flat rates); running costs = a flat rate per m²
 *     of living space; buffer = a share of the net income that stays free.
 * - Flags for both rules: `aboveGuidance` when the mortgage payment plus the other loans take more than 40 % of
 *   the net income (`burdenShare`); `loanAboveValue` when the loan is more than the price (loan-to-value above
 *   100 %, which happens exactly when the equity does not cover the purchase costs). The household calculation
 *   is not capped at 40 %: banks lend on what it leaves (a high income can carry more than 40 %), so the result
 *   says so instead of hiding it.
 * - Purchase costs and loan exactly as the mortgage calculator computes them (src/engine/mortgage/calculator.ts,
 *   spec § 9): loan = price × (1 + transfer tax + commission + 2 % notary) − equity. The equity pays the purchase
 *   costs first, the rest goes into the price; equity below the costs means the loan finances part of them.
 * - Interest rate: the visitor's own rate, or the rate model's rate for the loan and loan-to-value of the
 *   price (src/engine/rates/model.ts), so a higher price with a higher loan-to-value costs a higher rate.
 * - Installment = loan × (rate + initial repayment) / 12 (the mortgage calculator's percent mode).
 * - The maximum price is the highest whole-euro price whose installment stays within the budget, capped at the
 *   calculator's 10,000,000. Putting that price, the equity, the repayment rate, fixation and place into the
 *   mortgage calculator gives the same monthly payment (tests/unit and e2e check the round trip). The budget
 *   does not depend on the price (the running costs go by living space), so this holds for both rules.
 *
 * The model rate is constant between the steps of the loan-to-value surcharges and the small-loan surcharges,
 * so within each such price interval the installment rises linearly with the price; the maximum is found
 * exactly per interval (no iteration), then checked against the real functions.
 */
import { EngineInputError, finite } from './errors';
import { LOAN_ESTIMATE_NOTARY_RATE, loanEstimate } from './fees/purchase-costs';
import { monthlyInstallment } from './mortgage/annuity';
import { CALCULATOR_FIXATION_YEARS, MORTGAGE_LIMITS, isCalculatorFixationYears, type CalculatorFixationYears } from './mortgage/defaults';
import type { RateMarket } from './rates/market';
import { mortgageRate } from './rates/model';

export type BudgetRule = 'burden' | 'livingCosts';

/** Allowed burden ratios (fractions): the 35–40 % rule of thumb lies inside; above 40 % the result says so. */
export const BURDEN_RATIO_LIMITS = Object.freeze({ min: 0.1, max: 0.5, guidanceMax: 0.4, default: 0.35 });

/**
 * The bank's household calculation (Haushaltsrechnung) [BANK CONVENTION, not law: every bank has its own figures;
 * as of 2025, read 2026-11-27]. Monthly euros.
 * - Living-cost flat rates (Haushaltspauschalen, without rent and loans): first adult 1,000, each further adult
 *   500, each child 350. Source: roth-finanz.de wiki "Warum rechnen Banken bei der Baufinanzierung mit festen
 *   Lebenshaltungskosten?" (Stand 2025): single 800–1,000, couple 1,200–1,600, each child about 250–500; we take the
 *   single's upper end, a couple inside the range (1,500) and a child in the lower middle. The same source: the
 *   flat rates are a floor, a lower own figure does not count. (german-finance-facts.md § 5 quotes older, lower
 *   figures, albfinanz: 650–850 + 200–300 per further person; the AF funnel used 1,000 / 500 / 300.)
 * - Running costs of the home (Bewirtschaftungskosten: heating, property tax, insurance, water, waste, service
 *   charge): 3.50 per m² of living space. Source: roth-finanz.de wiki "Wie berechnen Banken
 *   Bewirtschaftungskosten bei der Baufinanzierung?" (2025): many banks 2.00–4.50 per m², example 3.00; we take
 *   the upper middle of that range [CHOICE: on the cautious side].
 * - Buffer: 10 % of the net income stays free [ASSUMPTION: banks want a surplus after all costs, its size varies;
 *   hausbau24.de names a fixed 200 € reserve, which a 10 % share matches at 2,000 € net and exceeds above].
 */
export const HOUSEHOLD_CALCULATION = Object.freeze({
  validFrom: '2025-01-01',
  firstAdult: 1000,
  furtherAdult: 500,
  child: 350,
  runningCostsPerSqm: 3.5,
  bufferShare: 0.1,
});

/** Bounds of the household inputs: whole adults and children, living space in m². */
export const HOUSEHOLD_LIMITS = Object.freeze({
  adults: { min: 1, max: 6 },
  children: { min: 0, max: 10 },
  livingArea: { min: 20, max: 1000 },
});

/**
 * Defaults of the budget page [CONVENTION]: a household of two with a typical income, Berlin, 2 % repayment;
 * 100 m² of living space [ASSUMPTION: a family flat or small house]; no own living-costs figure (the flat rates).
 */
export const BUDGET_DEFAULTS = Object.freeze({
  netIncome: 5000,
  otherLoans: 0,
  rule: 'burden' as BudgetRule,
  burdenRatio: BURDEN_RATIO_LIMITS.default,
  livingCosts: null as number | null,
  adults: 2,
  children: 0,
  livingArea: 100,
  equity: 80_000,
  repayment: 0.02,
  fixationYears: 10 as CalculatorFixationYears,
});

export interface BudgetInputs {
  /** Monthly net household income, euros. */
  netIncome: number;
  /** Monthly payments of other loans (car, consumer credit), euros. */
  otherLoans: number;
  rule: BudgetRule;
  /** Fraction of the net income for all loan payments (rule 'burden'). */
  burdenRatio?: number | null;
  /**
   * The household's own monthly living costs without rent and loans (rule 'livingCosts'), euros; optional: it
   * counts instead of the flat rates only when it is higher.
   */
  livingCosts?: number | null;
  /** Adults in the household (rule 'livingCosts'), whole, 1–6. */
  adults?: number | null;
  /** Children in the household (rule 'livingCosts'), whole, 0–10; missing = 0. */
  children?: number | null;
  /** Living space of the home to buy in m² (rule 'livingCosts'), for its running costs. */
  livingArea?: number | null;
  /** Own funds, euros. */
  equity: number;
  /** Transfer tax of the place, fraction. */
  locationTax: number;
  /** Buyer's broker commission, fraction (0–5 %). */
  commission: number;
  /** Initial annual repayment, fraction (1–10 %). */
  repayment: number;
  fixationYears: number;
  /** The visitor's own nominal rate (fraction); null = the model rate of the market. */
  interestRate?: number | null;
}

/** The household calculation's monthly figures (rule 'livingCosts'), euros. */
export interface HouseholdCosts {
  adults: number;
  children: number;
  livingArea: number;
  /** The banks' flat rates for the household. */
  flatLivingCosts: number;
  /** The visitor's own figure, if given. */
  ownLivingCosts: number | null;
  /** What counts: the higher of the two. */
  livingCosts: number;
  runningCosts: number;
  buffer: number;
}

export interface BudgetResult {
  rule: BudgetRule;
  /** What the household can pay for the mortgage per month under the rule. */
  maxInstallment: number;
  /** Highest purchase price in whole euros (0 when the budget does not reach the smallest loan). */
  maxPrice: number;
  loan: number;
  /** Installment at maxPrice (≤ maxInstallment). */
  monthlyPayment: number;
  interestRate: number;
  rateSource: 'model' | 'override';
  /** Transfer tax + notary + commission at maxPrice. */
  purchaseCosts: number;
  /** Equity used for the purchase costs and for the price. */
  equityForCosts: number;
  equityForPrice: number;
  loanToValue: number;
  /** The loan also finances part of the purchase costs (equity below them). */
  financesCosts: boolean;
  /** The price is below the mortgage calculator's smallest price (100,000) or the loan below its smallest. */
  belowCalculatorRange: boolean;
  /** The price reached the calculator's largest price and was capped there. */
  capped: boolean;
  /** (Monthly payment + other loan payments) / net income. */
  burdenShare: number;
  /** burdenShare is above the 40 % guidance (either rule). */
  aboveGuidance: boolean;
  /** The loan is more than the price (loan-to-value above 100 %). */
  loanAboveValue: boolean;
  /** The household calculation's figures (rule 'livingCosts'), else null. */
  household: HouseholdCosts | null;
}

function within(value: unknown, field: string, min: number, max: number | null): number {
  const v = finite(value, field);
  if (v < min) throw new EngineInputError('MINIMUM', field, { minimum: min, value: v });
  if (max !== null && v > max) throw new EngineInputError('MAXIMUM', field, { maximum: max, value: v });
  return v;
}

function wholeWithin(value: unknown, field: string, min: number, max: number): number {
  const v = within(value, field, min, max);
  if (!Number.isInteger(v)) throw new EngineInputError('INVALID_INPUT', field, { value: v, integer: true });
  return v;
}

/** The banks' living-cost flat rates for a household (HOUSEHOLD_CALCULATION), euros a month. */
export function flatLivingCosts(adults: number, children: number): number {
  const h = HOUSEHOLD_CALCULATION;
  return h.firstAdult + h.furtherAdult * Math.max(0, adults - 1) + h.child * children;
}

/**
 * The household calculation's costs (rule 'livingCosts'): living costs (flat rates, or the own figure when
 * higher), running costs by living space and the buffer. Throws EngineInputError like houseBudget.
 */
export function householdCosts(inputs: Pick<BudgetInputs, 'netIncome' | 'livingCosts' | 'adults' | 'children' | 'livingArea'>): HouseholdCosts {
  const netIncome = within(inputs.netIncome, 'netIncome', 0, 1_000_000);
  const L = HOUSEHOLD_LIMITS;
  if (inputs.adults === undefined || inputs.adults === null) throw new EngineInputError('REQUIRED', 'adults');
  const adults = wholeWithin(inputs.adults, 'adults', L.adults.min, L.adults.max);
  const children = inputs.children === undefined || inputs.children === null ? 0 : wholeWithin(inputs.children, 'children', L.children.min, L.children.max);
  if (inputs.livingArea === undefined || inputs.livingArea === null) throw new EngineInputError('REQUIRED', 'livingArea');
  const livingArea = within(inputs.livingArea, 'livingArea', L.livingArea.min, L.livingArea.max);
  const ownLivingCosts = inputs.livingCosts === undefined || inputs.livingCosts === null ? null : within(inputs.livingCosts, 'livingCosts', 0, 1_000_000);
  const flat = flatLivingCosts(adults, children);
  return {
    adults,
    children,
    livingArea,
    flatLivingCosts: flat,
    ownLivingCosts,
    livingCosts: Math.max(flat, ownLivingCosts ?? 0),
    runningCosts: livingArea * HOUSEHOLD_CALCULATION.runningCostsPerSqm,
    buffer: netIncome * HOUSEHOLD_CALCULATION.bufferShare,
  };
}

/**
 * The budget of a household. Throws EngineInputError (code, field, params): INVALID_NUMBER, MINIMUM {minimum},
 * MAXIMUM {maximum}, REQUIRED (the chosen rule's figure missing: burdenRatio, adults, livingArea), INVALID_INPUT
 * {integer: true} (adults or children not whole), INVALID_OPTION, NO_MARKET (no own rate and no market); NO_BUDGET
 * when nothing is left for a loan.
 */
export function houseBudget(inputs: BudgetInputs, options: { market?: RateMarket | null } = {}): BudgetResult {
  const netIncome = within(inputs.netIncome, 'netIncome', 0, 1_000_000);
  const otherLoans = within(inputs.otherLoans, 'otherLoans', 0, 1_000_000);
  const equity = within(inputs.equity, 'equity', 0, MORTGAGE_LIMITS.maxPurchasePrice);
  const locationTax = within(inputs.locationTax, 'locationTax', MORTGAGE_LIMITS.minLocationTax, MORTGAGE_LIMITS.maxLocationTax);
  const commission = within(inputs.commission, 'commission', MORTGAGE_LIMITS.minCommission, MORTGAGE_LIMITS.maxCommission);
  const repayment = within(inputs.repayment, 'repayment', MORTGAGE_LIMITS.minInitialRepayment, MORTGAGE_LIMITS.maxInitialRepayment);
  const fixationYears = inputs.fixationYears;
  if (!isCalculatorFixationYears(fixationYears)) {
    throw new EngineInputError('INVALID_OPTION', 'fixationYears', { value: fixationYears, allowed: [...CALCULATOR_FIXATION_YEARS] });
  }
  const rule = inputs.rule;
  if (rule !== 'burden' && rule !== 'livingCosts') throw new EngineInputError('INVALID_OPTION', 'rule', { value: rule });

  let maxInstallment: number;
  let household: HouseholdCosts | null = null;
  if (rule === 'burden') {
    if (inputs.burdenRatio === undefined || inputs.burdenRatio === null) throw new EngineInputError('REQUIRED', 'burdenRatio');
    const burdenRatio = within(inputs.burdenRatio, 'burdenRatio', BURDEN_RATIO_LIMITS.min, BURDEN_RATIO_LIMITS.max);
    maxInstallment = netIncome * burdenRatio - otherLoans;
  } else {
    household = householdCosts(inputs);
    maxInstallment = netIncome - household.livingCosts - household.runningCosts - otherLoans - household.buffer;
  }
  if (!(maxInstallment > 0)) throw new EngineInputError('NO_BUDGET', 'netIncome', { maxInstallment });

  const override = inputs.interestRate === undefined || inputs.interestRate === null
    ? null
    : within(inputs.interestRate, 'interestRate', MORTGAGE_LIMITS.minInterestRate, MORTGAGE_LIMITS.maxInterestRate);
  const market = options.market ?? null;
  if (override === null && !market) throw new EngineInputError('NO_MARKET', 'interestRate');

  const costFactor = 1 + locationTax + commission + LOAN_ESTIMATE_NOTARY_RATE;
  const loanAt = (price: number) => loanEstimate({ price, cityTax: locationTax, commissionRate: commission, savings: equity });
  const rateAt = (price: number): number => {
    if (override !== null) return override;
    const loan = loanAt(price);
    return mortgageRate({ fixationYears, loanAmount: Math.max(loan, 1), propertyValue: price, curve: market!.curve, model: market!.model }).rate;
  };
  const installmentAt = (price: number) => monthlyInstallment(Math.max(0, loanAt(price)), rateAt(price), repayment);
  const fits = (price: number) => installmentAt(price) <= maxInstallment + 1e-9;

  // Prices where the model rate may change: loan-to-value steps (ltv = costFactor − equity / price) and
  // small-loan steps (loan = price × costFactor − equity).
  const breaks = new Set<number>([0, MORTGAGE_LIMITS.maxPurchasePrice]);
  if (override === null) {
    for (const step of market!.model.ltvSteps) {
      if (costFactor - step.maxLtv > 0) breaks.add(equity / (costFactor - step.maxLtv));
    }
    for (const s of market!.model.sizeSurcharges) breaks.add((s.below + equity) / costFactor);
  }
  const points = [...breaks].filter((p) => p >= 0 && p <= MORTGAGE_LIMITS.maxPurchasePrice).sort((a, b) => a - b);

  // Within each interval the rate is constant: the price whose installment equals the budget is linear.
  let best = 0;
  const consider = (price: number) => {
    const p = Math.floor(Math.min(price, MORTGAGE_LIMITS.maxPurchasePrice));
    if (p > best && p > 0 && loanAt(p) > 0 && fits(p)) best = p;
  };
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    if (b <= a) continue;
    const mid = (a + b) / 2;
    const rate = rateAt(mid);
    const maxLoan = (12 * maxInstallment) / (rate + repayment);
    const solved = (maxLoan + equity) / costFactor;
    consider(Math.min(solved, b));
    // Rounding at a step: the whole euro just below and at the interval's end.
    consider(b - 1);
    consider(b);
  }
  const maxPrice = best;
  const loan = maxPrice > 0 ? Math.max(0, loanAt(maxPrice)) : 0;
  const rate = maxPrice > 0 ? rateAt(maxPrice) : override ?? 0;
  const purchaseCosts = maxPrice * (costFactor - 1);
  const equityForCosts = Math.min(equity, purchaseCosts);
  const monthlyPayment = loan > 0 ? monthlyInstallment(loan, rate, repayment) : 0;
  // netIncome > 0 here: a positive budget needs income.
  const burdenShare = (monthlyPayment + otherLoans) / netIncome;
  const loanToValue = maxPrice > 0 ? loan / maxPrice : 0;
  return {
    rule,
    maxInstallment,
    maxPrice,
    loan,
    monthlyPayment,
    interestRate: rate,
    rateSource: override !== null ? 'override' : 'model',
    purchaseCosts,
    equityForCosts,
    equityForPrice: Math.max(0, equity - equityForCosts),
    loanToValue,
    financesCosts: equity < purchaseCosts,
    belowCalculatorRange: maxPrice < MORTGAGE_LIMITS.minPurchasePrice || loan < MORTGAGE_LIMITS.minLoanAmount,
    capped: maxPrice >= MORTGAGE_LIMITS.maxPurchasePrice,
    burdenShare,
    aboveGuidance: burdenShare > BURDEN_RATIO_LIMITS.guidanceMax + 1e-9,
    loanAboveValue: loanToValue > 1 + 1e-12,
    household,
  };
}
