/**
 * The law's tables the valuation uses (issue 49, ADR 031 amendment of session 29), each with the dates it is valid
 * for, so that a valuation date past a table's end is named on the page instead of silently using stale figures
 * (the 2026 management costs must not be used unmarked in 2027). Pure data and lookups.
 */

/** One table's validity: from and to (inclusive, YYYY-MM-DD); `validTo` null = until the law changes. */
export interface Validity {
  validFrom: string;
  validTo: string | null;
}

/**
 * Management costs (Bewirtschaftungskosten) of ImmoWertV Anlage 3 for valuation dates in 2026.
 *
 * Base values 2021 (Anlage 3 I, "Stand 1. Januar 2021", https://www.gesetze-im-internet.de/immowertv_2022/anlage_3.html):
 * administration €298 a year per flat, or per building of a one- or two-family house; €357 per condominium flat;
 * €39 per garage or similar parking space; maintenance €11.70 per m² of living area a year, €88 per garage; rent loss
 * 2 % of the gross rent (residential). Commercial use (Anlage 3 II): administration 3 % of the gross rent, maintenance
 * 100 % of the residential figure for offices, practices, shops and similar, rent loss 4 %.
 *
 * Indexed for 2026 as Anlage 3 III prescribes (consumer price index, rounded to whole euros, maintenance per m² to
 * one decimal). The 2026 figures €367 / €439 / €14.40 are stated by immobilien-wertermittlung.de
 * (https://www.immobilien-wertermittlung.de/news_detail?id=10); the garage figures €48 and €108 by
 * ABELS Immobilienbewertung, "Neue Bewirtschaftungskosten 2026" (abels-immobilienbewertung.com). Derivation check:
 * one factor of 1.23 on the 2021 base values gives every 2026 figure after the rounding rule — 298 × 1.23 = 366.54 → 367,
 * 357 × 1.23 = 439.11 → 439, 11.70 × 1.23 = 14.39 → 14.4, 39 × 1.23 = 47.97 → 48, 88 × 1.23 = 108.24 → 108 — so the
 * garage figures are derived the same way as the flat and house figures. The consumer price index values behind the
 * factor are not in the repository [NOT SOURCED HERE: the factor is checked, not recomputed].
 */
export const MANAGEMENT_COSTS = {
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  /** Administration per year: per condominium flat (Eigentumswohnung), per flat or one-/two-family house, per garage. */
  administration: { apartment: 439, house: 367, garage: 48 },
  /** Maintenance per m² of living area and year, and per garage or parking space. */
  maintenancePerM2: 14.4,
  maintenancePerGarage: 108,
  /** Rent loss risk (Mietausfallwagnis), a share of the gross rent. */
  rentLossRisk: 0.02,
  /** Commercial use (Anlage 3 II): administration and rent loss as shares of the commercial gross rent, maintenance as a share of the residential figure. */
  commercial: { administration: 0.03, maintenanceShare: 1, rentLossRisk: 0.04 },
  /** The 2021 base values and the factor that reproduces the 2026 figures (see above). */
  base2021: { administration: { apartment: 357, house: 298, garage: 39 }, maintenancePerM2: 11.7, maintenancePerGarage: 88 },
  indexFactor: 1.23,
} as const;

/** NHK 2010 (ImmoWertV 2021 Anlage 4): in force since 1 January 2022, until the law changes. */
export const NHK_VALIDITY: Validity = { validFrom: '2022-01-01', validTo: null };

/**
 * NHK 2010 cost figures for multi-family houses and mixed-use buildings, euros per m² gross floor area (BGF), cost
 * level 2010, incl. VAT and incidental building costs, for standard levels 3, 4 and 5 — the only levels Anlage 4
 * publishes for these types [SOURCE: ImmoWertV 2021 Anlage 4 (BGBl. I 2021, 2805), III. "4 Mehrfamilienhäuser",
 * "5 Wohnhäuser mit Mischnutzung, Banken und Geschäftshäuser": 4.1 Mehrfamilienhäuser mit bis zu 6 WE 825 / 985 / 1190;
 * 4.2 mit 7 bis 20 WE 765 / 915 / 1105; 4.3 mit mehr als 20 WE 755 / 900 / 1090; 5.1 Wohnhäuser mit Mischnutzung
 * 860 / 1085 / 1375; 5.2 Banken und Geschäftshäuser mit Wohnungen 890 / 1375 / 1720; the same NHK 2010 table of the
 * Sachwertrichtlinie Anlage 1]. Anlage 4's correction factors for flat size and floor plan (Spänner) are not applied
 * (factor 1.0, stated on the page).
 */
export const NHK_2010_MULTI = {
  '4.1': [825, 985, 1190],
  '4.2': [765, 915, 1105],
  '4.3': [755, 900, 1090],
  '5.1': [860, 1085, 1375],
  '5.2': [890, 1375, 1720],
} as const satisfies Record<string, readonly [number, number, number]>;
export type MultiBuildingType = keyof typeof NHK_2010_MULTI;

/** The NHK 2010 type of a multi-family house by its number of flats (Anlage 4: up to 6, 7 to 20, more than 20). */
export function multiFamilyType(units: number): MultiBuildingType {
  return units <= 6 ? '4.1' : units <= 20 ? '4.2' : '4.3';
}

/**
 * The NHK 2010 type of a mixed-use building: 5.1 (residential building with mixed use) while the commercial share of
 * the rent is at most half, else 5.2 (commercial building with flats). The 50 % line is the site's reading of the
 * type names [ASSUMPTION: Anlage 4 names the types but draws no numeric line].
 */
export function mixedUseType(commercialShare: number): MultiBuildingType {
  return commercialShare <= 0.5 ? '5.1' : '5.2';
}

/** One figure of the construction price index for residential buildings, on 2010 = 100 (the NHK 2010's cost level). */
export interface PriceIndexFigure {
  /** The quarter (e.g. "2024-Q2") or year ("2025") it describes. */
  period: string;
  /** The day it was published (YYYY-MM-DD): valuations from this day on may use it. */
  published: string;
  /** On 2010 = 100. */
  value: number;
  /** As published, when the source's base differs ("164.5 on 2015 = 100"), else null. */
  asPublished: { value: number; base: string } | null;
  source: string;
  /** Until when it is the figure to use (the day before the next one's publication; the newest: end of the year it serves). */
  validTo: string;
}

/** The 2010 annual average on 2015 = 100, to rebase Destatis' 2015-based quarterly figures to 2010 = 100 [SOURCE: Destatis, as stated by jh-ingenieurbuero.de/baupreisindex: "Index für das Jahr 2010 (2015=100) 90,1"]. */
export const INDEX_2010_ON_2015 = 90.1;

const rebased = (v2015: number) => Math.round((v2015 / INDEX_2010_ON_2015) * 100 * 10) / 10;
const QUARTERLY_SOURCE = 'Destatis, Baupreisindex Wohngebäude (Neubau, konventionell, inkl. MwSt.), 2015 = 100, quarterly, as listed by wertermittlung-oswald.de/baupreise2015 (citing Kleiber); rebased to 2010 = 100 with 90.1';

/** The factor from 2021 = 100 to 2010 = 100 [SOURCE: Gutachterausschuss für Grundstückswerte in Berlin, Sachwertfaktoren 2025 (Amtsblatt Nr. 29 of 11 July 2025), B 1/B 3: "IV. Quartal 2024 = 130,8 (2021 = 100), umbasiert mit Faktor 1,4124 auf 2010 = 100 → 184,7"; the BMF's annual figures on 2010 = 100 follow from Destatis' annual averages with the same factor: 2024 129.75 × 1.4124 = 183.3 (valuation dates in 2025), 2025 133.875 × 1.4124 = 189.1 (2026)]. */
export const INDEX_2021_TO_2010 = 1.4124;

const rebased2021 = (v2021: number) => Math.round(v2021 * INDEX_2021_TO_2010 * 10) / 10;
const QUARTERLY_2021_SOURCE =
  'Destatis, Preisindex für den Neubau von Wohngebäuden (konventionell, inkl. MwSt.), 2021 = 100 (table 61261-0002), quarterly; the levels as reproduced in a public data file (github.com/Poonyaporn-M/Paper-Simulation-on-Germany-Heat-Pump, data/construction_price_index.csv, labelled "Destatis bpr110"), each agreeing with the change on the previous quarter and year of Destatis\' press release, and their 2024 and 2025 averages giving the BMF\'s annual figures; 2024 Q4 also published by the Gutachterausschuss Berlin (130.8 → 184.7); rebased to 2010 = 100 with 1.4124';

/**
 * Construction price index for residential buildings by quarter, on 2010 = 100.
 * - 2021 Q4 – 2024 Q2: Destatis' 2015-based series [SOURCE: see QUARTERLY_SOURCE], rebased with 90.1.
 * - 2024 Q3 – 2025 Q3: Destatis' 2021-based series (since July 2024 the only one; the 2015 basket was discontinued)
 *   [SOURCE: see QUARTERLY_2021_SOURCE], rebased with 1.4124. At the seam the baskets differ by 0.2 points (2024 Q2 is
 *   182.6 on the old basket, 182.8 on the new one); the table keeps each quarter as it was published at the time.
 *   Publication days: 10 October 2024 and 10 January 2025 and 10 October 2025 as reported; 10 April and 10 July 2025
 *   are the Thursdays the press reports name ("am Donnerstag") [INFERRED DAY].
 * - From 9 January 2026: the annual average 2025, 189.1 on 2010 = 100, as the Federal Ministry of Finance rebased
 *   Destatis' figure published that day for valuation dates in 2026 (BewG § 190; BMF letter of 14 January 2026) — the
 *   index that goes with the cost method's market factors of BewG Anlage 25 (cost.ts). Destatis' 2025 Q4 (135.0 →
 *   190.7), published the same day, is therefore not used; the 2026 quarters could not be confirmed by a Destatis
 *   release here (2026 Q1 137.0 in the data file above, no press release found) and are not entered.
 */
/**
 * One published series of quarters as index figures on 2010 = 100: each quarter's figure is current until the next
 * quarter's is published (about three months later), the last one until `lastValidTo`.
 */
function quarters(rows: readonly (readonly [string, string, number])[], series: { base: string; rebase: (v: number) => number; source: string; lastValidTo: string }): PriceIndexFigure[] {
  return rows.map(([period, published, v], i) => ({
    period,
    published,
    value: series.rebase(v),
    asPublished: { value: v, base: series.base },
    source: series.source,
    validTo: i + 1 < rows.length ? dayBefore(rows[i + 1]![1]) : series.lastValidTo,
  }));
}

export const CONSTRUCTION_PRICE_INDEX_SERIES: readonly PriceIndexFigure[] = [
  ...quarters(
    [
      ['2021-Q4', '2022-01-10', 132.3],
      ['2022-Q1', '2022-04-08', 138.1],
      ['2022-Q2', '2022-07-08', 147.2],
      ['2022-Q3', '2022-10-06', 151.0],
      ['2022-Q4', '2023-01-10', 154.7],
      ['2023-Q1', '2023-04-06', 158.9],
      ['2023-Q2', '2023-07-10', 160.2],
      ['2023-Q3', '2023-10-10', 160.6],
      ['2023-Q4', '2024-01-10', 161.3],
      ['2024-Q1', '2024-04-10', 163.3],
      ['2024-Q2', '2024-07-10', 164.5],
    ],
    { base: '2015 = 100', rebase: rebased, source: QUARTERLY_SOURCE, lastValidTo: '2024-10-09' },
  ),
  ...quarters(
    [
      ['2024-Q3', '2024-10-10', 130.3],
      ['2024-Q4', '2025-01-10', 130.8],
      ['2025-Q1', '2025-04-10', 132.6],
      ['2025-Q2', '2025-07-10', 133.6],
      ['2025-Q3', '2025-10-10', 134.3],
    ],
    { base: '2021 = 100', rebase: rebased2021, source: QUARTERLY_2021_SOURCE, lastValidTo: '2026-01-08' },
  ),
  {
    period: '2025',
    published: '2026-01-09',
    value: 189.1,
    asPublished: null,
    source: 'Destatis, annual average 2025, as rebased to 2010 = 100 by the Federal Ministry of Finance for valuation dates in 2026 (BewG § 190)',
    validTo: '2026-12-31',
  },
];

function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The index figure for a valuation date: the newest published on or before it (the oldest when none was yet). */
export function priceIndexFor(date: string): PriceIndexFigure {
  let chosen = CONSTRUCTION_PRICE_INDEX_SERIES[0]!;
  for (const f of CONSTRUCTION_PRICE_INDEX_SERIES) if (f.published <= date) chosen = f;
  return chosen;
}

/** A table the valuation used whose validity does not cover the valuation date. */
export interface TableWarning {
  table: 'managementCosts' | 'priceIndex' | 'nhk';
  /** 'after': the date lies past the table's end; 'before': before its start. */
  kind: 'after' | 'before';
  validFrom: string;
  validTo: string | null;
}

function check(table: TableWarning['table'], v: Validity, date: string): TableWarning | null {
  const validity = { validFrom: v.validFrom, validTo: v.validTo };
  if (v.validTo !== null && date > v.validTo) return { table, kind: 'after', ...validity };
  if (date < v.validFrom) return { table, kind: 'before', ...validity };
  return null;
}

/**
 * The warnings for a valuation date: the management costs when the income method is used, the NHK 2010 and the
 * price index when the cost method is.
 */
export function tableWarnings(date: string, used: { income: boolean; cost: boolean }): TableWarning[] {
  const out: (TableWarning | null)[] = [];
  if (used.income) out.push(check('managementCosts', MANAGEMENT_COSTS, date));
  if (used.cost) {
    out.push(check('nhk', NHK_VALIDITY, date));
    const index = priceIndexFor(date);
    out.push(check('priceIndex', { validFrom: index.published, validTo: index.validTo }, date));
  }
  return out.filter((w): w is TableWarning => w !== null);
}
