/**
 * The rate watch's one rule (issue 51 part 3, ADR 052): "tell me when the model rate for my case and fixation falls
 * below X %". Pure. The watch keeps whether the rate was below X at its last check (`below`):
 *
 * - from at or above X to below X: the watch fires, once, and is below;
 * - below X again at the next checks: nothing;
 * - back at or above X: re-armed (not below), silently; the next fall below fires again;
 * - the first check (`below` null: set without rate data) only records where the rate stands: a watch set while the
 *   rate is already below X tells nothing until the rate has been at or above X once.
 *
 * Rates are FRACTIONS quoted to 0.01 percentage points (model.ts quotedRate); a threshold typed as 3.5 % is 0.035, and a
 * rate of exactly 3.50 % is not below it.
 */

/** Half a hundredth of a basis point: rates and thresholds are quoted to 0.01 pp, floating noise is far smaller. */
const EPSILON = 5e-7;

export function isBelow(rate: number, threshold: number): boolean {
  return rate < threshold - EPSILON;
}

export interface WatchStep {
  /** Where the rate stands now. */
  below: boolean;
  /** Tell the lead now (a crossing from at-or-above to below). */
  fire: boolean;
}

/** The watch's next state for today's model rate (see the file comment). */
export function watchStep(previousBelow: boolean | null, rate: number, threshold: number): WatchStep {
  const below = isBelow(rate, threshold);
  return { below, fire: below && previousBelow === false };
}

/** Bounds of the threshold a lead may type (percent): a rate watch below 0.5 % or above 15 % makes no sense. */
export const WATCH_THRESHOLD_LIMITS = Object.freeze({ minPercent: 0.5, maxPercent: 15 });
