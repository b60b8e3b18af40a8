/**
 * Every assumption of the retirement planner (issue 13), each a named constant with its source and the date
 * it is valid from.
 *
 * Sources: FACTS = /work/shared/reference/german-finance-facts.md (§ 6 GRV, § 8 rent vs buy, § 9 § 32a EStG);
 * SPEC = the product spec (§ 3, § 5, § 9). Where the facts file gives no figure the comment says so and names
 * the law or the convention used ([CONVENTION]). Money in euros, rates as FRACTIONS (2 % = 0.02).
 *
 * Pure module: runs in the browser.
 */

/** A value with the date from which it applies (ISO date). */
export interface Dated<T> {
  readonly validFrom: string;
  readonly value: T;
  readonly source: string;
}

/** Picks the entry in force on `date` (ISO 'YYYY-MM-DD'); before the first entry the first one applies. */
export function inForceOn<T>(table: readonly Dated<T>[], date: string): Dated<T> {
  let chosen = table[0]!;
  for (const entry of table) if (entry.validFrom <= date) chosen = entry;
  return chosen;
}

// ---------------------------------------------------------------------------------------------------------
// Statutory pension (GRV), FACTS § 6

/**
 * Aktueller Rentenwert (value of one Entgeltpunkt per month), ascending by date.
 * The 2026 value is the BMAS announcement of 05.03.2026; FACTS flags it as still needing cabinet and
 * Bundesrat approval at that point (confirm it is final before relying on it).
 */
export const RENTENWERT: readonly Dated<number>[] = Object.freeze([
  { validFrom: '2025-07-01', value: 40.79, source: 'RWBestV 2025; Bundesrat 13.06.2025 (FACTS § 6)' },
  { validFrom: '2026-07-01', value: 42.52, source: 'BMAS announcement 05.03.2026 (FACTS § 6; confirm final)' },
]);

/** Durchschnittsentgelt (average annual earnings; one Entgeltpunkt = this income in a year). */
export const DURCHSCHNITTSENTGELT: readonly Dated<number>[] = Object.freeze([
  { validFrom: '2024-01-01', value: 47_085, source: 'DRV, final value 2024 (FACTS § 6)' },
  { validFrom: '2025-01-01', value: 50_493, source: 'SV-RechGrV 2025, provisional (FACTS § 6)' },
  { validFrom: '2026-01-01', value: 51_944, source: 'deutsche-rentenversicherung.de 08.10.2025, provisional (FACTS § 6)' },
]);

/** Beitragsbemessungsgrenze RV (annual contribution ceiling), nationwide. */
export const BBG_RV_ANNUAL: readonly Dated<number>[] = Object.freeze([
  { validFrom: '2025-01-01', value: 96_600, source: 'BBG RV 2025 (FACTS § 6)' },
  { validFrom: '2026-01-01', value: 101_400, source: 'DRV; BGBl 2025 I Nr. 278 (FACTS § 6)' },
]);

/** Beitragsbemessungsgrenze KV/PV (monthly). FACTS § 6 gives 2026 only; earlier dates use it too. */
export const BBG_KV_MONTHLY: readonly Dated<number>[] = Object.freeze([
  { validFrom: '2026-01-01', value: 5_812.5, source: 'BBG KV/PV 2026 (FACTS § 6)' },
]);

/** Contribution rate of the statutory pension insurance (employee + employer), FACTS § 6 (stays until 2027). */
export const RV_CONTRIBUTION_RATE = 0.186;

/** Points of the DRV standard pension (Standardrente, 45 Entgeltpunkte), FACTS § 6 "Derived". */
export const STANDARD_PENSION_POINTS = 45;

/**
 * Regelaltersgrenze in months of age by birth year (§ 235 SGB VI, FACTS § 6 table): 1958: 66 years; 1959–1963:
 * +2 months per year; 1964 and later: 67; 1947–1957: 65 + 1–11 months; before 1947: 65.
 */
export function regelaltersgrenzeMonths(birthYear: number): number {
  if (birthYear >= 1964) return 67 * 12;
  if (birthYear >= 1958) return 66 * 12 + 2 * (birthYear - 1958);
  if (birthYear >= 1947) return 65 * 12 + (birthYear - 1946);
  return 65 * 12;
}

/** Zugangsfaktor change per month before the Regelaltersgrenze (§ 77 SGB VI; FACTS § 6): −0.3 %. */
export const ZUGANGSFAKTOR_EARLY_PER_MONTH = 0.003;
/** Zugangsfaktor change per month after the Regelaltersgrenze (§ 77 SGB VI; FACTS § 6): +0.5 %. */
export const ZUGANGSFAKTOR_LATE_PER_MONTH = 0.005;
/**
 * Most months a pension can start early: 48 (FACTS § 6: "at most −14.4 % for 48 months", i.e. at 63 for a
 * Regelaltersgrenze of 67, § 236 SGB VI Altersrente für langjährig Versicherte). [CONVENTION] A visitor who
 * stops working earlier receives the statutory pension only from that earliest start; the years between are
 * bridged from own funds.
 */
export const MAX_EARLY_MONTHS = 48;

/**
 * Besteuerungsanteil (taxable share of the statutory pension) by the year it starts, § 22 Nr. 1 S. 3 a aa EStG
 * as amended by the Wachstumschancengesetz (03/2024), FACTS § 6: up to 2005 50 %; 2006–2020 +2 pp a year;
 * 2021 81 %; 2022 82 %; from 2023 +0.5 pp a year (2023 82.5 % … 2058 100 %).
 */
export function besteuerungsanteil(startYear: number): number {
  if (startYear <= 2005) return 0.5;
  if (startYear <= 2020) return 0.5 + 0.02 * (startYear - 2005);
  if (startYear === 2021) return 0.81;
  if (startYear === 2022) return 0.82;
  return Math.min(1, 0.825 + 0.005 * (startYear - 2023));
}

// ---------------------------------------------------------------------------------------------------------
// Health and care insurance, FACTS § 6

/** General KV rate (§ 241 SGB V), FACTS § 6. */
export const KV_GENERAL_RATE = 0.146;
/** Average Zusatzbeitrag: 2.5 % for 2025, 2.9 % for 2026 (Schätzerkreis; FACTS § 6). */
export const KV_AVERAGE_ZUSATZBEITRAG: readonly Dated<number>[] = Object.freeze([
  { validFrom: '2025-01-01', value: 0.025, source: 'Schätzerkreis, average Zusatzbeitrag 2025 (FACTS § 6)' },
  { validFrom: '2026-01-01', value: 0.029, source: 'Schätzerkreis, average Zusatzbeitrag 2026 (FACTS § 6)' },
]);
/** Pflegeversicherung total rate since 01.01.2025 (FACTS § 6). */
export const PV_RATE: Dated<number> = { validFrom: '2025-01-01', value: 0.036, source: 'FACTS § 6' };
/** Pflegeversicherung rate for the childless since 01.01.2025 (FACTS § 6). */
export const PV_RATE_CHILDLESS: Dated<number> = { validFrom: '2025-01-01', value: 0.042, source: 'FACTS § 6' };
/**
 * Arbeitslosenversicherung total rate. [NOT IN FACTS] 2.6 % (§ 341 Abs. 2 SGB III), half paid by the
 * employee; used only for the net income before retirement.
 */
export const ALV_RATE = 0.026;

// ---------------------------------------------------------------------------------------------------------
// Income tax, FACTS § 9 (§ 32a EStG)

export interface TaxTariff {
  readonly year: number;
  /** Upper bound of zone 1 = Grundfreibetrag. */
  readonly grundfreibetrag: number;
  readonly zone2Upper: number;
  readonly zone2A: number;
  readonly zone3Upper: number;
  readonly zone3A: number;
  readonly zone3C: number;
  readonly zone4Upper: number;
  readonly zone4C: number;
  readonly zone5C: number;
  readonly source: string;
  /**
   * Solidaritätszuschlag (§ 3 Abs. 3, § 4 SolZG): no surcharge while the income tax is at most this Freigrenze
   * (single; twice it for joint filing), then at most 11.9 % of the tax above it, at most 5.5 % of the tax.
   */
  readonly soliFreigrenze: number;
  readonly soliSource: string;
}

export const TAX_TARIFFS: readonly TaxTariff[] = Object.freeze([
  {
    year: 2025, grundfreibetrag: 12_096, zone2Upper: 17_443, zone2A: 932.3, zone3Upper: 68_480, zone3A: 176.64, zone3C: 1_015.13,
    zone4Upper: 277_825, zone4C: 10_911.92, zone5C: 19_246.67, source: 'BGBl 2024 I Nr. 449 (FACTS § 9)',
    soliFreigrenze: 19_950, soliSource: '§ 3 Abs. 3 SolZG as amended by BGBl 2024 I Nr. 449, valid from 01.01.2025',
  },
  {
    year: 2026, grundfreibetrag: 12_348, zone2Upper: 17_799, zone2A: 914.51, zone3Upper: 69_878, zone3A: 173.1, zone3C: 1_034.87,
    zone4Upper: 277_825, zone4C: 11_135.63, zone5C: 19_470.38, source: 'amending law via buzer.de (FACTS § 9)',
    // 20,350 € single / 40,700 € joint since 01.01.2026 (adhocnews.de 06.01.2026; steuererklaerung-polizei.de table).
    soliFreigrenze: 20_350, soliSource: '§ 3 Abs. 3 SolZG as amended by BGBl 2024 I Nr. 449, valid from 01.01.2026',
  },
]);

/** Tariff of a year: the nearest one the facts give (before 2025 → 2025, after 2026 → 2026). */
export function tariffFor(year: number): TaxTariff {
  let chosen = TAX_TARIFFS[0]!;
  for (const t of TAX_TARIFFS) if (t.year <= year) chosen = t;
  return chosen;
}

/** [NOT IN FACTS] Werbungskosten-Pauschbetrag for pensions, § 9a Satz 1 Nr. 3 EStG: 102 € a year. */
export const WERBUNGSKOSTEN_PAUSCHBETRAG_PENSION = 102;
/** [NOT IN FACTS] Arbeitnehmer-Pauschbetrag, § 9a Satz 1 Nr. 1 a EStG (since 2023): 1,230 € a year. */
export const WERBUNGSKOSTEN_PAUSCHBETRAG_EMPLOYEE = 1_230;
/** [NOT IN FACTS] Sonderausgaben-Pauschbetrag, § 10c EStG: 36 € a year (72 € joint). */
export const SONDERAUSGABEN_PAUSCHBETRAG = 36;
/**
 * Tax on investment gains: Abgeltungsteuer 25 % (§ 32d Abs. 1 EStG) plus 5.5 % Solidaritätszuschlag on it
 * (§ 3 Abs. 1 Nr. 5, § 4 SolZG; the Freigrenze does not apply to tax withheld at source) = 26.375 %, the same
 * rate as the rent-or-buy calculator. [CONVENTION] Church tax and the Sparer-Pauschbetrag are left out.
 */
export const ABGELTUNGSTEUER_RATE = 0.25 * 1.055;
/** Solidaritätszuschlag: 5.5 % of the income tax (§ 4 Satz 1 SolZG), at most 11.9 % of the tax above the Freigrenze (§ 4 Satz 2). */
export const SOLI_RATE = 0.055;
export const SOLI_TRANSITION_RATE = 0.119;
/**
 * Kirchensteuer on the income tax ([CONVENTION] only for church members who say so): 8 % in Bavaria and
 * Baden-Württemberg, 9 % in the other states (the states' Kirchensteuergesetze; valid since before 2000).
 * [CONVENTION] Computed on the income tax without the Kinderfreibetrag adjustment and without the
 * Kappung some states offer.
 */
export const CHURCH_TAX_RATE = Object.freeze({ low: 0.08, high: 0.09, lowStates: ['BY', 'BW'] as readonly string[] });
/**
 * [NOT IN FACTS] Payout rule of a private pension insurance paid as capital after age 62 and 12 years of
 * contract (§ 20 Abs. 1 Nr. 6 Satz 2 EStG): half of the gains is taxed at the personal rate.
 */
export const PRIVATE_PENSION_TAXABLE_GAIN_SHARE = 0.5;

// ---------------------------------------------------------------------------------------------------------
// Planner conventions, SPEC § 9

/** Life expectancy used for every visitor (SPEC § 9). Sex and education do not change it. */
export const LIFE_EXPECTANCY = 85;
/** Yearly growth of the visitor's income in today's euros (SPEC § 9: 1.5 %). */
export const INCOME_GROWTH = 0.015;
/** Home appreciation shown (SPEC § 9: 3 %), nominal. */
export const HOME_APPRECIATION = 0.03;
/** Effective cost range of the private pension plan (SPEC § 9 '0,49–0,79'), fraction per year. */
export const PPP_EFFECTIVE_COST_MIN = 0.0049;
export const PPP_EFFECTIVE_COST_MAX = 0.0079;
/** Upfront fees of the private pension plan (SPEC § 9: 0 €). */
export const PPP_UPFRONT_FEES = 0;

/**
 * [NOT IN FACTS, CONVENTION] Inflation used when the visitor switches inflation on: 2 % a year, the ECB's
 * medium-term target. With inflation off every amount is in today's euros.
 */
export const INFLATION_RATE = 0.02;
/** [NOT IN FACTS, CONVENTION] Nominal return of a broad equity ETF before costs: 6 % a year. */
export const EQUITY_NOMINAL_RETURN = 0.06;
/** [NOT IN FACTS, CONVENTION] Nominal return of bank savings (Tagesgeld/Festgeld): 2 % a year. */
export const BANK_NOMINAL_RETURN = 0.02;
/**
 * [CONVENTION] Scenario spread of the nominal equity return for the worst and best retirement ages:
 * −2 and +2 percentage points.
 */
export const SCENARIO_RETURN_SPREAD = 0.02;

/** Real rate from a nominal one and the inflation convention: (1 + n) / (1 + π) − 1. */
export function realRate(nominal: number): number {
  return (1 + nominal) / (1 + INFLATION_RATE) - 1;
}

/** Age bounds of the form (SPEC § 5 and § 9 "Age constants 20 and 66"). */
export const MIN_AGE = 20;
export const MAX_AGE = 66;

/** Sliders (SPEC § 9). */
export const SLIDER_BOUNDS = Object.freeze({
  retirementAge: { min: 58, max: 75 },
  monthlyContribution: { min: 0, max: 1_425 },
  oneTimeContribution: { min: 0, max: 130_000 },
});

/** Form defaults / example data the planner starts from (SPEC § 9). */
export const PENSION_DEFAULTS = Object.freeze({
  age: 30,
  monthlyGrossIncome: 4_500,
  monthlySavings: 350,
  totalSavingsInBank: 30_000,
  monthlyColdRent: 1_100,
  desiredRetirementAge: 67,
  monthlyContribution: 575,
  oneTimeContribution: 29_500,
});

/** The house cards' sample property and loan (SPEC § 9): 250,000 with a loan of 237,500 at 10 years. */
export const HOUSE_CARD = Object.freeze({ propertyValue: 250_000, loanAmount: 237_500, fixationYears: 10 as const });

/**
 * [CONVENTION, FACTS § 9 of the mortgage engine / SPEC § 9] Purchase costs of the house cards: the default
 * transfer tax 6 % (Berlin, SPEC § 9 "Default city tax 0.06") and notary 2 % (SPEC § 9); no broker commission.
 */
export const HOUSE_CARD_TRANSFER_TAX = 0.06;
export const HOUSE_CARD_NOTARY = 0.02;

/**
 * [CONVENTION] Rent of the investment property: price ÷ Kaufpreisfaktor 25.7, the national mean (Postbank
 * Wohnatlas 2021, FACTS § 8).
 */
export const KAUFPREISFAKTOR = 25.7;
/** [CONVENTION] Upkeep and non-allocable costs: 1 % of the building value a year (rule of thumb, FACTS § 8). */
export const UPKEEP_RATE = 0.01;
/** [NOT IN FACTS, CONVENTION] Share of the price that is the building (depreciable): 80 %. */
export const BUILDING_SHARE = 0.8;
/**
 * Depreciation options of the spec (SPEC § 3 enumeration): 5 % degressive (§ 7 Abs. 5a EStG, new builds),
 * 2 %, 2.5 % and 3 % linear (§ 7 Abs. 4 EStG).
 */
export const DEPRECIATION_OPTIONS = Object.freeze({
  degressive5: { rate: 0.05, degressive: true },
  linear2: { rate: 0.02, degressive: false },
  linear2_5: { rate: 0.025, degressive: false },
  linear3: { rate: 0.03, degressive: false },
});
export type DepreciationOption = keyof typeof DEPRECIATION_OPTIONS;

/** [CONVENTION] Initial repayment of the house card loan when the caller gives none: 2 % (SPEC § 9 repayment 2). */
export const HOUSE_CARD_INITIAL_REPAYMENT = 0.02;
/** [CONVENTION] Affordability: the loan installment may take at most 40 % of net income (worked example 6). */
export const AFFORDABILITY_MAX_SHARE = 0.4;

// ---------------------------------------------------------------------------------------------------------
// The assumptions as a list for the page ("the assumptions listed with sources", issue 13 "Page")

export interface PensionAssumption {
  /** Stable key for the page's translated label. */
  key: string;
  /** Fraction for rates, euros for money, years for ages. */
  value: number;
  unit: 'fraction' | 'euro' | 'years' | 'points' | 'factor';
  /** Law, publication or 'convention' with its reason. */
  source: string;
  /** ISO date the value applies from, null for conventions without a date. */
  validFrom: string | null;
}

/** The values in force on `date` ('YYYY-MM-DD') that the planner uses, with their sources. */
export function pensionAssumptions(date: string): PensionAssumption[] {
  const dated = (key: string, d: Dated<number>, unit: PensionAssumption['unit']): PensionAssumption => ({
    key,
    value: d.value,
    unit,
    source: d.source,
    validFrom: d.validFrom,
  });
  const tariff = tariffFor(Number(date.slice(0, 4)));
  const convention = (key: string, value: number, unit: PensionAssumption['unit'], source: string): PensionAssumption => ({
    key,
    value,
    unit,
    source,
    validFrom: null,
  });
  return [
    dated('rentenwert', inForceOn(RENTENWERT, date), 'euro'),
    dated('durchschnittsentgelt', inForceOn(DURCHSCHNITTSENTGELT, date), 'euro'),
    dated('contributionCeiling', inForceOn(BBG_RV_ANNUAL, date), 'euro'),
    dated('healthCareCeilingMonthly', inForceOn(BBG_KV_MONTHLY, date), 'euro'),
    convention('zugangsfaktorEarlyPerMonth', ZUGANGSFAKTOR_EARLY_PER_MONTH, 'fraction', '§ 77 SGB VI'),
    convention('zugangsfaktorLatePerMonth', ZUGANGSFAKTOR_LATE_PER_MONTH, 'fraction', '§ 77 SGB VI'),
    convention('kvGeneralRate', KV_GENERAL_RATE, 'fraction', '§ 241 SGB V'),
    dated('kvAverageZusatzbeitrag', inForceOn(KV_AVERAGE_ZUSATZBEITRAG, date), 'fraction'),
    dated('pflegeRate', PV_RATE, 'fraction'),
    dated('pflegeRateChildless', PV_RATE_CHILDLESS, 'fraction'),
    { key: 'grundfreibetrag', value: tariff.grundfreibetrag, unit: 'euro', source: `§ 32a EStG; ${tariff.source}`, validFrom: `${tariff.year}-01-01` },
    { key: 'soliFreigrenze', value: tariff.soliFreigrenze, unit: 'euro', source: tariff.soliSource, validFrom: `${tariff.year}-01-01` },
    convention('investmentTax', ABGELTUNGSTEUER_RATE, 'fraction', '§ 32d Abs. 1 EStG, § 4 SolZG'),
    convention('lifeExpectancy', LIFE_EXPECTANCY, 'years', 'product spec § 9'),
    convention('incomeGrowth', INCOME_GROWTH, 'fraction', 'product spec § 9'),
    convention('homeAppreciation', HOME_APPRECIATION, 'fraction', 'product spec § 9'),
    convention('pppEffectiveCostMin', PPP_EFFECTIVE_COST_MIN, 'fraction', 'product spec § 9'),
    convention('pppEffectiveCostMax', PPP_EFFECTIVE_COST_MAX, 'fraction', 'product spec § 9'),
    convention('inflation', INFLATION_RATE, 'fraction', 'convention: ECB medium-term target'),
    convention('equityReturn', EQUITY_NOMINAL_RETURN, 'fraction', 'convention: long-run broad equity return before costs'),
    convention('bankReturn', BANK_NOMINAL_RETURN, 'fraction', 'convention: bank savings'),
    convention('kaufpreisfaktor', KAUFPREISFAKTOR, 'factor', 'Postbank Wohnatlas 2021, national mean'),
    convention('upkeepRate', UPKEEP_RATE, 'fraction', 'rule of thumb 1–1.5 % of the building value'),
  ];
}
