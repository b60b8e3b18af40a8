/**
 * Effective annual rate (effektiver Jahreszins) per § 16 PAngV and its Anlage (annex).
 *
 * Source: Preisangabenverordnung (PAngV) of 12.11.2021, in force since 28.05.2022, § 16 and Anlage
 * (replaces § 6 PAngV old version). See german-finance-facts.md section 5.
 *
 * The annex defines X (a fraction here, 0.0376 = 3.76 %) as the solution of
 *     Σ_k C_k (1 + X)^(−t_k) = Σ_l D_l (1 + X)^(−s_l)
 * where C_k are the drawdowns paid out by the lender, D_l the repayments, interest and charges paid by
 * the borrower, and t_k, s_l the times in years since the first drawdown (a standard month is 1/12 of a
 * year). The result is stated to two decimals in percent (roundPercent2).
 * Costs included by the annex: interest, broker/arrangement fees, required valuation and mandatory
 * account costs. Excluded: notary fees, land-register fees for the ownership transfer, optional
 * insurance. Which costs are passed in is the caller's decision.
 */

/** One cash flow: `amount` in euros (positive) at `time` in years since the first drawdown. */
export interface CashFlow {
  time: number;
  amount: number;
}

export interface EffectiveRateInput {
  /** C_k: amounts paid out to the borrower. */
  drawdowns: readonly CashFlow[];
  /** D_l: installments, fees and any residual debt paid by the borrower (fees at t = 0 are allowed). */
  payments: readonly CashFlow[];
}

/** Present value difference Σ C (1+X)^−t − Σ D (1+X)^−s and its derivative in X. */
function npv(input: EffectiveRateInput, x: number): { f: number; df: number } {
  const ln1x = Math.log1p(x);
  let f = 0;
  let df = 0;
  for (const c of input.drawdowns) {
    const v = c.amount * Math.exp(-c.time * ln1x);
    f += v;
    df -= (c.time * v) / (1 + x);
  }
  for (const d of input.payments) {
    const v = d.amount * Math.exp(-d.time * ln1x);
    f -= v;
    df += (d.time * v) / (1 + x);
  }
  return { f, df };
}

/** Grid of candidate rates used to find a sign change (bracket) before refining. */
const BRACKET_GRID = [
  -0.99, -0.9, -0.75, -0.5, -0.3, -0.2, -0.1, -0.05, -0.02, 0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 10, 100, 1e4, 1e6,
];

/**
 * Solves the § 16 PAngV annex equation for X (fraction per year) by a safeguarded Newton method inside a
 * bisection bracket. The bracket is found on a fixed grid from −99 % to 10^8 %; if the flows admit
 * several roots, the one whose bracket lies nearest 0 is taken (for an ordinary loan, drawdowns before
 * payments, the root is unique). Returns null if there is no sign change (e.g. no payments at all).
 * Unrounded; use roundPercent2 for display.
 */
export function solveEffectiveRate(input: EffectiveRateInput, tolerance = 1e-12): number | null {
  const values = BRACKET_GRID.map((x) => npv(input, x).f);
  let best: [number, number] | null = null;
  for (let i = 0; i < BRACKET_GRID.length; i++) {
    const x = BRACKET_GRID[i]!;
    const fx = values[i]!;
    if (fx === 0) {
      if (!best || Math.abs(x) < distanceToZero(best)) best = [x, x];
      continue;
    }
    if (i + 1 < BRACKET_GRID.length && Math.sign(fx) * Math.sign(values[i + 1]!) < 0) {
      const candidate: [number, number] = [x, BRACKET_GRID[i + 1]!];
      if (!best || distanceToZero(candidate) < distanceToZero(best)) best = candidate;
    }
  }
  if (!best) return null;
  let [lo, hi] = best;
  if (lo === hi) return lo;
  let fLo = npv(input, lo).f;

  let x = (lo + hi) / 2;
  for (let i = 0; i < 300; i++) {
    const { f, df } = npv(input, x);
    if (f === 0) return x;
    if (Math.sign(f) === Math.sign(fLo)) {
      lo = x;
      fLo = f;
    } else {
      hi = x;
    }
    const newton = df !== 0 ? x - f / df : NaN;
    const next = Number.isFinite(newton) && newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - x) <= tolerance * Math.max(1, Math.abs(x)) || hi - lo <= tolerance * Math.max(1, Math.abs(x))) return next;
    x = next;
  }
  return x;
}

function distanceToZero([a, b]: [number, number]): number {
  return a <= 0 && b >= 0 ? 0 : Math.min(Math.abs(a), Math.abs(b));
}

export interface AnnuityCashFlowInput {
  /** Amount paid out at t = 0. */
  principal: number;
  /** Constant monthly installment, paid at the end of each month (t = k/12). */
  installment: number;
  /** Number of full installments (e.g. fixation years × 12); must be below the payoff month. */
  months: number;
  /**
   * Debt still outstanding after the last installment, treated as repaid together with it (usual
   * convention for the effective rate over a fixation period). Default 0.
   */
  residualBalance?: number;
  /** Charges included in the effective rate paid by the borrower at t = 0 (e.g. arrangement fee). Default 0. */
  upfrontFees?: number;
}

/**
 * Cash flows of an annuity loan for solveEffectiveRate: drawdown at t = 0, fees at t = 0, installment
 * k at t = k/12 years (standard months), residual balance added to the last installment.
 */
export function annuityCashFlows(input: AnnuityCashFlowInput): EffectiveRateInput {
  const { principal, installment, months, residualBalance = 0, upfrontFees = 0 } = input;
  const payments: CashFlow[] = [];
  if (upfrontFees > 0) payments.push({ time: 0, amount: upfrontFees });
  for (let k = 1; k <= months; k++) {
    payments.push({ time: k / 12, amount: installment + (k === months ? residualBalance : 0) });
  }
  if (months <= 0 && residualBalance > 0) payments.push({ time: 0, amount: residualBalance });
  return { drawdowns: [{ time: 0, amount: principal }], payments };
}

/**
 * Effective annual rate for a nominal rate compounded `periodsPerYear` times (default monthly) with no
 * fees: X = (1 + i/m)^m − 1 (PAngV annex with monthly installments). 0.037 → 0.03763 (3.76 %).
 */
export function effectiveAnnualRate(nominalRate: number, periodsPerYear = 12): number {
  return Math.pow(1 + nominalRate / periodsPerYear, periodsPerYear) - 1;
}

/**
 * Converts a rate fraction to percent rounded to two decimals, half away from zero, as the PAngV annex
 * requires for the stated effective rate (0.037644 → 3.76). For display only.
 */
export function roundPercent2(rate: number): number {
  const percent = rate * 100;
  // The tiny nudge keeps values like 3.765 (stored as 3.76499999…) rounding up.
  const rounded = Math.round(Math.abs(percent) * 100 * (1 + 1e-12)) / 100;
  return percent < 0 ? -rounded : rounded;
}
