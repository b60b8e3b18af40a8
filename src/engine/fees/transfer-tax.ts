/**
 * Grunderwerbsteuer (real estate transfer tax) by federal state, as a dated history.
 *
 * Rule: the rate that applies is the one in force on the day the notarial purchase contract is signed
 * (the "Rechtsvorgang" is "verwirklicht"), not the day of the Grundbuch entry or payment
 * (e.g. SächsGrEStSatzG: "Rechtsvorgänge, die nach dem 31.12.2022 verwirklicht werden").
 *
 * Background:
 * - § 11 Abs. 1 GrEStG: statutory rate 3.5 % since 1997-01-01 (Jahressteuergesetz 1997; 2 % before).
 * - Art. 105 Abs. 2a S. 2 GG (Föderalismusreform I, in force 2006-09-01): the states set their own rate.
 *   Berlin was the first to raise it (2007-01-01).
 * - § 11 Abs. 2 GrEStG: the tax is rounded down to whole euros (see `transferTaxAmount`).
 *
 * Source classes follow /work/shared/reference/german-finance-facts.md: [OFF] official text, [SEC] secondary.
 * Entries with `assumption: true` are not verified (date or value) and must be shown as assumptions.
 * Current rates (the last entry of each list) are those of facts file section 1 (checked 2026).
 *
 * Pure module: runs in the browser (no Node, React or i18n imports).
 */
import { EngineInputError } from '../errors';
import { STATE_CODES, type StateCode } from '../geo/regions';
import { isIsoDate } from '../iso-date';

export interface DatedRate {
  /** Rate as a fraction (5.5 % = 0.055). */
  readonly rate: number;
  /** First day on which the rate applies (contract signed on or after this date), ISO YYYY-MM-DD. */
  readonly validFrom: string;
  /** Where the figure comes from (source class and reference). */
  readonly source: string;
  /** true when the value or its valid-from date is not verified ([UNVERIFIED]). */
  readonly assumption?: boolean;
  readonly note?: string;
}

/** First day of the 3.5 % statutory rate (§ 11 Abs. 1 GrEStG as amended by JStG 1997). */
export const TRANSFER_TAX_HISTORY_START = '1997-01-01';

// Shared source strings.
const S_STATUTORY = '[OFF] § 11 Abs. 1 GrEStG (3.5 % since 01.01.1997, Jahressteuergesetz 1997), uniform until the Föderalismusreform 2006';
const S_FACTS = 'german-finance-facts.md § 1';
const S_HAUFE_2011 = '[SEC] Haufe Online-Redaktion via henske.de, 20.12.2011 ("Unterschiedliche Höhe der Grunderwerbsteuer seit 2006")';
const S_IVD_2012 = '[SEC] IVD overview via brenner-immo.de (2012 increases)';
const S_GMF_2011 = '[SEC] gulde-mielke-frey.de Steuernews ("Thüringen erhöht Grunderwerbsteuer ab dem 7. April 2011")';

const statutory: DatedRate = { rate: 0.035, validFrom: TRANSFER_TAX_HISTORY_START, source: S_STATUTORY };

/**
 * History per state, sorted by `validFrom` ascending. Each list starts with the statutory 3.5 % of
 * 1997-01-01, so `transferTaxRate` is defined from that date on.
 */
export const TRANSFER_TAX_HISTORY: Readonly<Record<StateCode, readonly DatedRate[]>> = {
  BW: [
    statutory,
    { rate: 0.05, validFrom: '2011-11-05', source: `[SEC] immobiliensachverstand.net table (${S_FACTS}); ${S_HAUFE_2011}` },
  ],
  BY: [
    { ...statutory, note: 'Bayern never raised the rate ([SEC] m-tax.de 2023: "only Bayern at 3.5 %").' },
  ],
  BE: [
    statutory,
    { rate: 0.045, validFrom: '2007-01-01', source: S_HAUFE_2011 },
    { rate: 0.05, validFrom: '2012-04-01', source: S_IVD_2012 },
    { rate: 0.06, validFrom: '2014-01-01', source: `[SEC] immobiliensachverstand.net table (${S_FACTS})` },
  ],
  BB: [
    statutory,
    { rate: 0.05, validFrom: '2011-01-01', source: S_HAUFE_2011 },
    { rate: 0.065, validFrom: '2015-07-01', source: `[SEC] immobiliensachverstand.net, objektplus.com (${S_FACTS})` },
  ],
  HB: [
    statutory,
    { rate: 0.045, validFrom: '2011-01-01', source: S_HAUFE_2011 },
    { rate: 0.05, validFrom: '2014-01-01', source: `[SEC] (${S_FACTS}: "previously 5.0 % from 01.01.2014")` },
    {
      rate: 0.055,
      validFrom: '2025-07-01',
      source: `[OFF] senatspressestelle.bremen.de 03.12.2024 (Senate bill); butenunbinnen.de 23.01.2025 (Bürgerschaft passed it) (${S_FACTS})`,
    },
  ],
  HH: [
    statutory,
    { rate: 0.045, validFrom: '2009-01-01', source: S_HAUFE_2011 },
    { rate: 0.055, validFrom: '2023-01-01', source: `[OFF] HmbGrEStSatzG § 1 (${S_FACTS})` },
  ],
  HE: [
    statutory,
    {
      rate: 0.05,
      validFrom: '2013-01-01',
      source: '[SEC] bau-finanz2000.de ("Ende 2012 hatte der Steuersatz noch 3,5 % betragen", second increase within 1.5 years)',
    },
    { rate: 0.06, validFrom: '2014-08-01', source: `[SEC] (${S_FACTS})` },
  ],
  MV: [
    statutory,
    { rate: 0.05, validFrom: '2012-07-01', source: S_IVD_2012 },
    {
      rate: 0.06,
      validFrom: '2019-07-01',
      source: `[SEC] dasinvest.de list dated 06/2019 already shows 6.0 % (${S_FACTS})`,
      assumption: true,
      note: '[UNVERIFIED date] 01.07.2019 is not confirmed against the MV law; 5.0 % is assumed to apply before it.',
    },
  ],
  NI: [
    statutory,
    { rate: 0.045, validFrom: '2011-01-01', source: S_HAUFE_2011 },
    { rate: 0.05, validFrom: '2014-01-01', source: `[SEC] (${S_FACTS})` },
  ],
  NW: [
    statutory,
    { rate: 0.05, validFrom: '2011-10-01', source: S_HAUFE_2011 },
    { rate: 0.065, validFrom: '2015-01-01', source: `[SEC] (${S_FACTS})` },
  ],
  RP: [
    statutory,
    { rate: 0.05, validFrom: '2012-03-01', source: `[SEC] (${S_FACTS}); ${S_HAUFE_2011}` },
  ],
  SL: [
    statutory,
    { rate: 0.04, validFrom: '2011-01-01', source: S_HAUFE_2011 },
    {
      rate: 0.045,
      validFrom: '2012-01-01',
      source: 'from memory (commonly tabulated step), not re-checked against the Saarland law',
      assumption: true,
    },
    {
      rate: 0.055,
      validFrom: '2013-01-01',
      source: 'from memory (commonly tabulated step), not re-checked against the Saarland law',
      assumption: true,
    },
    { rate: 0.065, validFrom: '2015-01-01', source: `[SEC] (${S_FACTS})` },
  ],
  SN: [
    statutory,
    { rate: 0.055, validFrom: '2023-01-01', source: `[OFF] SächsGrEStSatzG (Art. 10 HBG 2023/2024, 20.12.2022) (${S_FACTS})` },
  ],
  ST: [
    statutory,
    { rate: 0.045, validFrom: '2010-03-01', source: S_HAUFE_2011 },
    {
      rate: 0.05,
      validFrom: '2012-03-01',
      source: `[OFF-ish] haldensleben.de; planned 6.5 % (2019) never enacted, kostenlos.com shows 5 % in 2025 (${S_FACTS})`,
    },
  ],
  SH: [
    statutory,
    { rate: 0.05, validFrom: '2012-01-01', source: `${S_HAUFE_2011}; ${S_IVD_2012}` },
    { rate: 0.065, validFrom: '2014-01-01', source: `[SEC] (${S_FACTS})` },
  ],
  TH: [
    statutory,
    { rate: 0.05, validFrom: '2011-04-07', source: `${S_GMF_2011}; ${S_HAUFE_2011}` },
    {
      rate: 0.065,
      validFrom: '2017-01-01',
      source: '[SEC] maxxhyp.de list of 01.01.2016 still shows 5.0 %; later lists show 6.5 %',
      assumption: true,
      note: 'Exact start date 01.01.2017 from memory, not re-checked against the Thuringian law.',
    },
    {
      rate: 0.05,
      validFrom: '2024-01-01',
      source: `[SEC] tbv-erfurt.de (law passed 09/2023) (${S_FACTS})`,
      note: 'The same law included a first-buyer grant of up to €25,000 [UNVERIFIED whether in force]; not modelled.',
    },
  ],
};

/** The history entry in force in `state` on `onDate` (YYYY-MM-DD, the day the notarial contract is signed). */
export function transferTaxEntry(state: StateCode, onDate: string): DatedRate {
  const history = (TRANSFER_TAX_HISTORY as Partial<Record<string, readonly DatedRate[]>>)[state];
  if (!history || history.length === 0) {
    throw new EngineInputError('UNKNOWN_STATE', 'state', { value: state }, `unknown state ${String(state)}`);
  }
  if (!isIsoDate(onDate)) {
    throw new EngineInputError('INVALID_DATE', 'date', { value: onDate }, `invalid date ${JSON.stringify(onDate)}, expected YYYY-MM-DD`);
  }
  let found: DatedRate | undefined;
  // ISO dates compare correctly as strings.
  for (const entry of history) {
    if (entry.validFrom <= onDate) found = entry;
    else break;
  }
  if (!found) {
    const earliest = history[0]!.validFrom;
    throw new EngineInputError(
      'DATE_BEFORE_HISTORY',
      'date',
      { min: earliest, value: onDate, state },
      `no transfer tax rate for ${state} before ${earliest} (asked for ${onDate})`,
    );
  }
  return found;
}

/** Grunderwerbsteuer rate (fraction) in force in `state` on `onDate` (YYYY-MM-DD). */
export function transferTaxRate(state: StateCode, onDate: string): number {
  return transferTaxEntry(state, onDate).rate;
}

/**
 * Transfer tax in euros on a purchase price (Bemessungsgrundlage = consideration, § 8/§ 9 GrEStG),
 * rounded down to whole euros as § 11 Abs. 2 GrEStG requires.
 */
export function transferTaxAmount(price: number, state: StateCode, onDate: string): number {
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`price must be a finite number ≥ 0, got ${price}`);
  const raw = price * transferTaxRate(state, onDate);
  // Tolerance against binary noise (e.g. 0.055 × 300000 = 16499.999999999998).
  return Math.floor(raw + 1e-6);
}

/** The current (latest) entry per state, for overview tables. */
export function currentTransferTaxEntries(): Record<StateCode, DatedRate> {
  const out = {} as Record<StateCode, DatedRate>;
  for (const s of STATE_CODES) {
    const h = TRANSFER_TAX_HISTORY[s];
    out[s] = h[h.length - 1]!;
  }
  return out;
}
