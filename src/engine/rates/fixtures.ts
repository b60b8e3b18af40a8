/**
 * TEST FIXTURES: three published Bundesbank Svensson parameter sets, for the engine's own tests. The site reads
 * its curves and spread sets from the database (features/rates/market-repository.ts, ADR 019); production code
 * never imports this file (tests/unit/rates-fixtures-unused.test.ts checks).
 *
 * Source: Deutsche Bundesbank, "Zinsstrukturkurve börsennotierter Bundeswertpapiere" (daily term structure
 * on listed Federal securities), series BBSIS.D.I.ZST.{B0|B1|B2|B3|T1|T2}.EUR.S1311.B.A604._Z.R.A.A._Z._Z.A,
 * CSV "Stand vom 03.06.2025" (copied in GitHub repo luschub/develop7), via
 * shared/reference/german-finance-facts.md § 4. β in % p.a., τ in years.
 * SDMX REST for refreshing: https://api.statistiken.bundesbank.de/rest/data/BBSIS/
 *   D.I.ZST.B0+B1+B2+B3+T1+T2.EUR.S1311.B.A604._Z.R.A.A._Z._Z.A?startPeriod=…
 *
 * Daily fits can jump (e.g. β2 ≈ −7 on 24–27.03.2025): prefer month-end values when adding sets, and do not
 * evaluate beyond 30 years.
 */
import { EngineInputError } from '../errors';
import { isIsoDate } from '../iso-date';
import type { RateMarket } from './market';
import { RATE_MODEL } from './model';
import type { SvenssonParameterSet } from './svensson';

export const BUNDESBANK_SVENSSON_SOURCE =
  'Deutsche Bundesbank, Zinsstrukturkurve börsennotierter Bundeswertpapiere, series BBSIS.D.I.ZST.*, Stand 03.06.2025';

/** Ascending by date. Add new sets at the end. */
export const BUNDESBANK_SVENSSON: readonly SvenssonParameterSet[] = Object.freeze([
  Object.freeze({
    date: '2024-12-30',
    beta0: 1.17198,
    beta1: 1.55754,
    beta2: 0.05323,
    beta3: 4.80134,
    tau1: 0.65046,
    tau2: 12.29743,
    source: BUNDESBANK_SVENSSON_SOURCE,
  }),
  Object.freeze({
    date: '2025-05-30',
    beta0: 0.85749,
    beta1: 1.14733,
    beta2: -0.03552,
    beta3: 7.17255,
    tau1: 0.86689,
    tau2: 13.69235,
    source: BUNDESBANK_SVENSSON_SOURCE,
  }),
  Object.freeze({
    date: '2025-06-03',
    beta0: 0.79,
    beta1: 1.15219,
    beta2: 0.54569,
    beta3: 7.3107,
    tau1: 0.64319,
    tau2: 13.76662,
    source: BUNDESBANK_SVENSSON_SOURCE,
  }),
]);

/**
 * The newest parameter set dated at or before `date` ('YYYY-MM-DD').
 * Throws EngineInputError 'INVALID_DATE' for a malformed date and 'NO_CURVE_FOR_DATE' before the first set.
 */
export function curveOn(date: string, sets: readonly SvenssonParameterSet[] = BUNDESBANK_SVENSSON): SvenssonParameterSet {
  if (!isIsoDate(date)) throw new EngineInputError('INVALID_DATE', 'date', { value: date });
  let found: SvenssonParameterSet | undefined;
  for (const set of sets) {
    // ISO dates compare correctly as strings; do not assume `sets` is sorted.
    if (set.date <= date && (found === undefined || set.date > found.date)) found = set;
  }
  if (!found) {
    throw new EngineInputError('NO_CURVE_FOR_DATE', 'date', { value: date, earliest: sets[0]?.date ?? null });
  }
  return found;
}

/** The market of a fixture day with the model's published calibration (RATE_MODEL). */
export function marketOn(date: string): RateMarket {
  return { curve: curveOn(date), model: RATE_MODEL };
}
