/**
 * Figures the end-to-end tests expect, computed outside the site's engine (known debt 2: a test must not take its
 * expectations from the code under test). Each was worked out with a separate Python script from sources the
 * engine also uses, but by hand-written formulas, and is kept here as a literal:
 *
 * - the e2e database's market: the newest seeded Bundesbank curve (2025-06-06: β0 0.97167, β1 0.9468,
 *   β2 0.41144, β3 6.69678, τ1 0.67508, τ2 13.44612) and the seeded spread set valid from 2025-06-03
 *   (5y 1.55, 10y 1.07, 15y 1.07, 20y 1.11, 25y 1.15, 30y 1.22 pp; loan-to-value steps +0.1 ≤ 80 %, +0.2 ≤ 90 %,
 *   +0.4 ≤ 100 %);
 * - the Svensson spot rate z(T) of german-finance-facts.md § 4; model rate = z(T) + spread + LTV step, quoted to
 *   0.01 percentage points as lenders quote a borrowing rate (every figure below uses the quoted rate);
 * - the annuity convention of § 5 (monthly interest at r/12 on the balance, a constant payment); effective rate
 *   (1 + r/12)^12 − 1 of the quoted rate; the purchase costs as the site states them: transfer tax of
 *   the state (Berlin 6 %, Bavaria 3.5 %), broker commission as entered, notary and land registry 2 %.
 *
 * Back-office tests add spread sets only from a future date, so these hold for the whole run.
 */

/** The home page's rates table: €425,000 in Berlin, €80,000 savings, commission 3.57 %. */
export const HOME_RATES = {
  curveDate: '2025-06-06',
  // 425,000 × (1 + 6 % + 3.57 % + 2 %) − 80,000
  loanAmount: 394_172.5,
  loanToValue: 394_172.5 / 425_000,
  /**
   * Fixation years → [quoted model rate, effective rate], as fractions. z(5) 2.1302, z(10) 2.6043, z(15) 2.8737,
   * z(20) 2.9893, z(25) 3.0058, z(30) 2.9621 %; + spread + 0.4 → 4.0802, 4.0743, 4.3437, 4.4993, 4.5558, 4.5821 %.
   */
  rows: {
    5: [0.0408, 0.041572],
    10: [0.0407, 0.041468],
    15: [0.0434, 0.044274],
    20: [0.045, 0.04594],
    25: [0.0456, 0.046565],
    30: [0.0458, 0.046774],
  },
} as const;

/**
 * The home page's small calculator for €510,000 in Munich with €90,000 savings, the full calculator's defaults
 * otherwise (10 years fixed, 2 % initial repayment, no commission): loan 510,000 × 1.055 − 90,000 = 448,050,
 * loan-to-value 87.9 % (+0.2), rate 2.6043 + 1.07 + 0.2 = 3.8743 %, quoted 3.87 %, payment 448,050 × (3.87 % + 2 %) / 12.
 */
export const HOME_SMALL_CALCULATOR_PAYMENT = 2_191.71;

/**
 * The full calculator for `price=500000&savings=120000&payment=2100&mode=amount&fix=15&loc=muenchen&commission=3.57&born=1990`:
 * loan 500,000 × (1 + 3.5 % + 3.57 % + 2 %) − 120,000; loan-to-value 85.1 % (+0.2); rate z(15) + 1.07 + 0.2 =
 * 4.1437 %, quoted 4.14 %; after 180 payments of €2,100 the balance; the last of 349 payments paid it off.
 */
export const CALCULATOR_MUNICH = {
  loanAmount: 425_350,
  transferTax: 17_500,
  commission: 17_850,
  rate: 0.0414,
  balanceAfterFixation: 267_892.71,
  payments: 349,
} as const;

/**
 * The calculator's rates and schedule tabs for `price=425000&savings=80000&payment=1900&repayment=2&mode=amount&fix=10&loc=berlin&commission=3.57`:
 * the loan of HOME_RATES (394,172.50, loan-to-value 92.7 %: +0.4), €1,900 a month at the 10-year rate 4.07 %,
 * so an initial repayment of 1,900 × 12 / 394,172.50 − 4.07 % = 1.7142 %.
 *
 * Break-even follow-up rate (the convention of src/engine/rates/break-even.ts, re-derived here): both paths pay
 * the longer fixation's installment, loan × (long rate + 1.7099 %) / 12; the short path refinances its balance
 * after the short years at the rate r that leaves the same balance after the long years, found by bisection on
 * the closed-form annuity balance B·q^n − a·(q^n − 1)/(r/12). For 20 against 30 years the 30-year path pays the
 * loan off before its end: no such rate.
 *
 * Schedule: €1,900 a month at 4.07 % pays the loan off with the 360th payment; the balance after the
 * 120 payments of the fixation is €310,949.64.
 */
export const CALCULATOR_BERLIN_TABS = {
  /** [short years, long years, break-even rate in percent to two places, or null: repaid before the end]. */
  breakEven: [
    [5, 10, 4.06],
    [10, 15, 5.3],
    [15, 20, 5.71],
    [20, 30, null],
  ],
  balanceAfterFixation: 310_949.64,
  payments: 360,
} as const;
