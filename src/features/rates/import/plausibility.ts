/**
 * Which imported days the site may use (issue 11, ADR 019). A Svensson fit is refused when its zero rates over
 * the maturities the site uses leave a plausible range, or when they jump from BOTH neighbouring days — so a
 * real market move, which persists into the next day, is kept, and a single-day bad fit is not. Pure.
 *
 * Zero rates: the engine's spotRate (Bundesbank Svensson formula, read as annually compounded; ADR 019), at
 * 2, 5, 10, 20 and 30 years. What the vendored history 1997-08-07 … 2025-06-06 (7,064 days) shows:
 * - Range: the lowest zero rate is −1.02 % (2 years, 2020/21), the highest 6.95 % (30 years, 1997).
 * - Jumps: the largest move of a day from BOTH its neighbours is 0.27 pp (2015-05-07, the "Bund tantrum":
 *   long rates spiked that morning, 0.36 pp above the day before, and fell back the next day — a real market
 *   day). The largest move from the previous day alone is 0.45 pp (1998-10-09); in 2022's rate rise single
 *   days moved up to 0.36 pp (2022-12-16) and stayed there. No day of the history is refused by the bounds
 *   below.
 * - Parameter outliers such as β0 = 2.07 on 1998-08-26 (its neighbours ≈ 6) are not bad curves: β0 is the
 *   curve's limit beyond 30 years, and the other parameters compensate; that day's zero rates at 2–30 years
 *   are within 0.13 pp of both neighbours. So the check judges the zero rates, not the parameters.
 */
import { spotRate, type SvenssonParameters } from '@/engine/rates/svensson';
import type { DailyParameters } from './parse';

/** The maturities (years) whose zero rates are checked: the span the site evaluates (fixations 5–30 years, forward.ts ≤ 30). */
export const CHECKED_MATURITIES = [2, 5, 10, 20, 30] as const;

/**
 * Plausible zero rates: −2 % … 12 %. The history's extremes are −1.02 % and 6.95 %; the bounds leave room for
 * lower negative rates than 2020's and for a return to 1980s levels (10-year Bunds ≈ 10 %), and refuse a fit
 * that has run off (e.g. a sign error or a τ near 0 making a maturity explode).
 */
export const MIN_ZERO_RATE = -0.02;
export const MAX_ZERO_RATE = 0.12;

/**
 * A day whose zero rates move more than 0.5 pp (at any checked maturity) from each neighbouring day is a bad
 * fit. 0.5 pp is almost twice the largest two-sided move in 28 years of history (0.27 pp, see above) and
 * above the largest one-day move (0.45 pp); a move that persists is kept however large, because the next day
 * is close to it.
 */
export const MAX_JUMP = 0.005;

/**
 * Days further apart than this (calendar days) are no neighbours: the longest gap between two fitted days in
 * the history is 6 days (Christmas, e.g. 2018-12-21 → 2018-12-27; Easter gives 5), so a gap of more than 10
 * days means missing data, not the day before.
 */
export const NEIGHBOUR_MAX_GAP_DAYS = 10;

export interface Refusal {
  date: string;
  /** In plain English words (the command line, the job's log). */
  reason: string;
  /** What the back office's import report translates (issue 28), with its figures. */
  code: RefusalCode;
  params?: Record<string, string | number>;
}

export type RefusalCode = 'incomplete' | 'notNumber' | 'tau' | 'zeroRateRange' | 'jump';

type Problem = Pick<Refusal, 'reason' | 'code' | 'params'>;

const DAY_MS = 86_400_000;
const gapDays = (a: string, b: string) => Math.abs(Date.parse(b) - Date.parse(a)) / DAY_MS;
const pp = (fraction: number) => `${(fraction * 100).toFixed(2)} pp`;
const pct = (fraction: number) => `${(fraction * 100).toFixed(2)} %`;

/** The zero rates (fractions) at CHECKED_MATURITIES. */
export function checkedZeroRates(p: SvenssonParameters): number[] {
  return CHECKED_MATURITIES.map((t) => spotRate(p, t));
}

/** Why the parameters alone are unusable (not finite, τ ≤ 0, a zero rate out of range), or null. */
export function ownProblem(p: DailyParameters): Problem | null {
  const values = [p.beta0, p.beta1, p.beta2, p.beta3, p.tau1, p.tau2];
  if (!values.every(Number.isFinite)) return { reason: 'a parameter is not a number', code: 'notNumber' };
  if (!(p.tau1 > 0) || !(p.tau2 > 0)) return { reason: `τ must be above 0 (τ1 = ${p.tau1}, τ2 = ${p.tau2})`, code: 'tau', params: { tau1: p.tau1, tau2: p.tau2 } };
  const rates = checkedZeroRates(p);
  for (const [i, z] of rates.entries()) {
    if (!Number.isFinite(z) || z < MIN_ZERO_RATE || z > MAX_ZERO_RATE) {
      const years = CHECKED_MATURITIES[i]!;
      if (!Number.isFinite(z)) return { reason: `the ${years}-year zero rate is not a number`, code: 'notNumber' };
      return { reason: `the ${years}-year zero rate ${pct(z)} is outside ${pct(MIN_ZERO_RATE)} … ${pct(MAX_ZERO_RATE)}`, code: 'zeroRateRange', params: { years, rate: z, min: MIN_ZERO_RATE, max: MAX_ZERO_RATE } };
    }
  }
  return null;
}

/** The largest move between two days' checked zero rates, and at which maturity. */
function largestMove(a: number[], b: number[]): { move: number; years: number } {
  let best = { move: 0, years: CHECKED_MATURITIES[0] as number };
  for (const [i, years] of CHECKED_MATURITIES.entries()) {
    const move = Math.abs(a[i]! - b[i]!);
    if (move > best.move) best = { move, years };
  }
  return best;
}

/**
 * Judges new days against each other and against the days already stored (`stored`, accepted earlier).
 * Days are taken oldest first; a day's previous neighbour is the last accepted day before it, its next
 * neighbour the next stored or new day (that is itself in range), each within NEIGHBOUR_MAX_GAP_DAYS. A day
 * is refused when it has a neighbour and moves more than MAX_JUMP from every neighbour it has: the newest day
 * of an import that jumps from the day before waits for the next day to confirm the move (a later import,
 * e.g. the next daily fetch, which reads the last ten days again, judges it anew). A day without any
 * neighbour is judged by its range alone.
 */
export function judgeDays(candidates: readonly DailyParameters[], stored: readonly DailyParameters[]): { accepted: DailyParameters[]; refused: Refusal[] } {
  const refused: Refusal[] = [];
  type Entry = { day: DailyParameters; rates: number[]; isNew: boolean };
  const timeline: Entry[] = stored.map((day) => ({ day, rates: checkedZeroRates(day), isNew: false }));
  for (const day of candidates) {
    const problem = ownProblem(day);
    if (problem) refused.push({ date: day.date, ...problem });
    else timeline.push({ day, rates: checkedZeroRates(day), isNew: true });
  }
  timeline.sort((a, b) => (a.day.date < b.day.date ? -1 : a.day.date > b.day.date ? 1 : 0));

  const accepted: DailyParameters[] = [];
  let lastAccepted: Entry | null = null;
  for (const [i, entry] of timeline.entries()) {
    if (!entry.isNew) {
      lastAccepted = entry;
      continue;
    }
    const neighbours: Entry[] = [];
    if (lastAccepted && gapDays(lastAccepted.day.date, entry.day.date) <= NEIGHBOUR_MAX_GAP_DAYS) neighbours.push(lastAccepted);
    const next = timeline[i + 1];
    if (next && gapDays(entry.day.date, next.day.date) <= NEIGHBOUR_MAX_GAP_DAYS) neighbours.push(next);
    const moves = neighbours.map((n) => ({ date: n.day.date, ...largestMove(entry.rates, n.rates) }));
    if (moves.length > 0 && moves.every((m) => m.move > MAX_JUMP)) {
      const what = moves.map((m) => `${pp(m.move)} (${m.years} years) from ${m.date}`).join(' and ');
      const wait = moves.length === 1 ? (moves[0]!.date < entry.day.date ? '; no later day yet to confirm the move (import again when it is there)' : '; no earlier day to confirm it') : '';
      const largest = moves.reduce((a, b) => (b.move > a.move ? b : a));
      refused.push({
        date: entry.day.date,
        reason: `zero rates jump more than ${pp(MAX_JUMP)} from every neighbouring day: ${what}${wait}`,
        code: 'jump',
        params: { move: largest.move, years: largest.years, from: largest.date, limit: MAX_JUMP, wait: moves.length === 1 ? (moves[0]!.date < entry.day.date ? 'later' : 'earlier') : 'none' },
      });
      continue;
    }
    accepted.push(entry.day);
    lastAccepted = entry;
  }
  refused.sort((a, b) => (a.date < b.date ? -1 : 1));
  return { accepted, refused };
}
