/**
 * Published market data of the valuation (issue 49, ADR 031): property yields (Liegenschaftszinssätze) by region and
 * property type, each with its source, year and published spread, and Berlin's market adjustment factors
 * (Sachwertfaktoren) of the cost method for houses. Where no published figure for the place exists, a named, sourced
 * fallback. Pure data and lookups.
 *
 * Lookup order: for a Berlin multi-family or mixed-use building in the board's scope, the board's formula; else the
 * city's published figure, else the state's, else the national fallback (`capitalisationRate`).
 *
 * What is in here, and from where (compiled 2026-11-29 from stored copies of public pages; no live web access):
 * - National fallback, by type, from the Bewertungsgesetz (the only figures by type that hold for all of Germany and
 *   that a law names; no nationwide overview of the Gutachterausschüsse could be read, see below):
 *   - flats 3.0 % and one- and two-family houses 2.5 %: § 256 Abs. 1 Satz 2 Nr. 2 and Nr. 1 BewG (property yields of
 *     the Grundsteuer valuation since 1 January 2022). Read in the law's text at buzer.de
 *     (https://www.buzer.de/gesetz/5615/al169540-0.htm) and in NWB's copy; the Abs. 2/3 reductions for land values above
 *     €500/m² (houses) and €2,000/m² (flats) are not applied here: the lookup does not know the land value.
 *   - multi-family houses (Mietwohngrundstücke) 3.5 % and mixed use with a commercial share of up to 50 % 4.5 %:
 *     § 188 Abs. 2 Satz 2 Nr. 1 and Nr. 2 BewG in the version of the JStG 2022 (BGBl. I 2022 S. 2294), the rates the
 *     law prescribes "soweit derartige Liegenschaftszinssätze [der Gutachterausschüsse] nicht zur Verfügung stehen":
 *     exactly this fallback's situation. Read at buzer.de (https://buzer.de/gesetz/5615/al0-150839.htm) and lexcada.com.
 *     A commercial share above 50 % has 5.0 % there (Nr. 3); the valuation's type does not carry the share, so
 *     mixed use takes Nr. 2 (stated in `source`).
 *   The statutory figures are typified: the law publishes no spread, so low = high = value.
 * - München, multi-family houses (Mietwohnhäuser): 2.7 %, the mean of the first three quarters of 2024 (new and
 *   existing buildings together) of the Gutachterausschuss für Grundstückswerte im Bereich der Landeshauptstadt
 *   München (Herbstanalyse 2024), as quoted with the series 2014–2024 by Aigner Immobilien
 *   (https://aigner-immobilien.de/liegenschaftszins-ertragsfaktoren-muenchen-2014-2024/; the same page series gives
 *   2.3 % for existing buildings in 2023 and 1.4 % in 2022). No spread is quoted, so low = high = value.
 *
 * - Berlin, multi-family houses and mixed use (Mietwohnhäuser, Mietwohngeschäftshäuser; session 30): not a table but
 *   the board's own formula, computed per property (`berlinRate`). Gutachterausschuss für Grundstückswerte in Berlin,
 *   "Liegenschaftszinssätze 2025" zum Stichtag 31.12.2024, Amtsblatt für Berlin Nr. 39 vom 19.09.2025, S. 2477 ff.
 *   (LZ 2025), read in the parameter-by-parameter transcription with page references in the public repository
 *   ing-bassam/ing-bassam-website, fachliteratur/MODELL-BERLIN.md (commit b2ade82a18e97b28a22c3bb098491ce1742286cb,
 *   sections 3.1 and 3.5; only the published parameters are taken, no code). In percent:
 *     LZ = 0.644 + 0.132 × average net cold rent [€/m² living/usable area and month]
 *          + 0.0013304 × 1,096 days (1 Jan 2022 – 31 Dec 2024) = 1.45812 (the time term, fixed, not extrapolated)
 *          + area group (City, Ost, West +0.167; Südost, Südwest, Nord 0) + old district (Mitte −0.6 and
 *          Charlottenburg −0.3, both in City; Reinickendorf +0.2, in Nord) + built 1973–1990 in the West part +0.3
 *          + 0.008 per percentage point of commercial share of the net rent                      (LZ 2025 S. 12–15)
 *   The board's checks: Südost, 6.00 €/m² → 2.894, published 2.9; City → 3.061, published 3.1.
 *   Scope (LZ 2025 S. 1–2): at least 4 rental units, commercial share of the rent ≤ 80 %, built from 1865; outside it
 *   the lookup below applies. The valuation carries residential units only, so a mixed-use building needs 4 flats
 *   (its shops are not counted: stricter than the board). The postal code tells neither the area group nor the old
 *   district nor the West/East part: `value` is the formula without those location corrections; `low`/`high` add the
 *   lowest (City + Mitte, −0.433) and highest (Nord + Reinickendorf, +0.2; for 1973–1990 +0.5, Reinickendorf lying
 *   in the former West part) sum the address could still bring. Rounded as the board publishes (one decimal in
 *   percent), each from the unrounded formula (the transcription's open point 1; we take the tables' rounding).
 *   Validity (5th–95th percentiles, LZ 2025 S. 16): rent 5.60–12.10 €/m², commercial share 0–49.2 %, area
 *   407–3,318 m², age 30–141 years (counted to 2024); outside, the rate is still computed and the page warns.
 *   Not model-conform (§ 10 ImmoWertV), stated on the page: the board derived the yields with its own 2024
 *   management costs (13.80 €/m², €351 per flat, rent loss 2 %/4 %), its remaining-life tables by age and condition
 *   and the Bodenrichtwert of 1 Jan 2024 adjusted to the actual GFZ; the valuation uses Anlage 3 of the valuation
 *   date, its own remaining life and the land value given.
 *
 * Searched without a usable figure (stored pages, queries on Liegenschaftszinssatz with city/state and type):
 * - Berlin, other types (flats, one-/two-family houses): no Liegenschaftszinssatz read; the national fallback applies.
 *   (Earlier searches found only the preliminary remarks of the 2017 edition and the market reports' tables of contents.)
 * - Hamburg: Immobilienmarktberichte 2012, 2014 (tables of contents only); a valuer's blog on the 2023 report
 *   (immobiliengutachter-hh.de) names the market factors but the stored excerpt gives no figure.
 * - Köln (Grundstücksmarktberichte 2019–2021), Düsseldorf (2020, 2021), Frankfurt am Main (2016), Stuttgart (2012,
 *   2015), Dresden, Leipzig: title pages and tables of contents only; no yield readable. Frankfurt's 2016 report
 *   (9dok.net copy) describes its derivation model in section 3.9.2 without a readable figure.
 * - Brokers' and press reports for Hamburg, Köln, Leipzig and Frankfurt (Engel & Völkers, Grossmann & Berger, the
 *   Frankfurt valuation board's press conference of January 2024 as reported by property-magazine.de) give purchase
 *   price multipliers (Ertragsfaktoren, e.g. Frankfurt multi-family 33.0 → 21.1 from 2022 to 2023), not property
 *   yields; a multiplier is not converted into a yield here (that needs the board's model: rents, costs, remaining
 *   life).
 * - States: the Grundstücksmarktberichte NRW (Oberer Gutachterausschuss, 2016, 2020), Brandenburg and the Thuringian
 *   reports – no yield readable; no state figure is entered, so every place without a city figure falls back to the
 *   national one.
 * - A nationwide overview by type (Immobilienmarktbericht Deutschland of the Arbeitskreis der Oberen
 *   Gutachterausschüsse): not found in the stored pages.
 * - Sachwertfaktoren by region: none found with a readable figure outside Berlin (below); elsewhere the cost method
 *   keeps the statutory factors of BewG Anlage 25 (cost.ts).
 *
 * - Berlin, one- and two-family houses, the cost method's market adjustment factor (session 30): the board's formula,
 *   computed per house (`berlinMarketFactor`, applied in cost.ts when `costModelFor` says Berlin: city or state
 *   Berlin, as for the yield). Gutachterausschuss für Grundstückswerte in Berlin, "Sachwertfaktoren 2025" zum Stichtag
 *   31.12.2024, Amtsblatt für Berlin Nr. 29 vom 11.07.2025, S. 1852 ff. (SWF 2025), read in the same transcription
 *   (MODELL-BERLIN.md at commit b2ade82a, section 2; only the published parameters, no code):
 *     SWF = 1.398 − 0.000000280 × provisional value [€] − 0.0002759 × 1,096 days (31 Dec 2021 – 31 Dec 2024)
 *           = −0.30239 (fixed) + old-district group (1 ±0; 2 Tempelhof, Neukölln, Hohenschönhausen −0.062; 3 Köpenick,
 *           Weißensee, Reinickendorf, Marzahn, Hellersdorf −0.105) + building-year group (to 1919 ±0, 1920–1948
 *           −0.061, 1949–1970 −0.123, 1971–1990 ±0, 1991–2009 +0.106, 2010–2019 ±0, from 2020 ±0; the original year
 *           built, no fictitious year) + kind (detached ±0, semi-detached +0.084, end-terrace +0.201, mid-terrace
 *           +0.341) + condition (good +0.179, normal ±0, poor −0.141) + prefabricated timber house −0.072 + residential
 *           location of the rent index (simple −0.043, middle ±0, good +0.075; very good not published, taken as
 *           good as the transcription proposes) + new build bought from a developer with the building contract
 *           −0.081                                                                    (SWF 2025 S. 5, 8–10)
 *   The board's check: group 1, €300,000 → 1.012, published 1.01 (a test). No factors are published for the old
 *   districts Mitte, Tiergarten, Wedding, Prenzlauer Berg, Friedrichshain, Kreuzberg and Schöneberg, nor for villas
 *   and country houses; neither can the postal code and the form tell, so the page names them.
 *   What the inputs decide: the provisional value (the valuation's own, cost.ts), the building-year group (year
 *   built) and the condition where the form's condition maps onto the board's class (`BERLIN_CONDITIONS`): as new →
 *   good (the board's "neuwertig"); average → normal; well kept and modernised → normal, or good (open); needs
 *   renovation → normal, or poor (open: the board's poor is "desolat, hoher Reparaturstau"). Open, as the postal
 *   code and the form cannot tell them: the old-district group, the kind of house (the form has none), the
 *   construction and the residential location; `value` is the formula with them at ±0 (group 1, detached, solid,
 *   middle location, normal); `low`/`high` add their lowest and highest sums (−0.22 and +0.416, plus the condition's
 *   open class), and the cost method's range is the provisional value at each end (not the model's ±15 %). The
 *   developer's new build is assumed not to apply (an existing-house purchase, ±0), stated on the page. Value, low
 *   and high are each rounded from the unrounded formula to two decimals, as the board publishes.
 *   Validity (5th–95th percentiles, SWF 2025 S. 6–9): provisional value €289,845–1,114,060, plot 212–993 m², gross
 *   floor area 146–430 m², land value 410–1,200 €/m² (the board's NHK 825–1,215 €/m² at level 4 and GFZ 0.10–0.54 are
 *   not checked: the form carries neither); outside, still computed, the page warns.
 *   Not model-conform (§ 10 ImmoWertV), stated on the page: the board's provisional values use the NHK 2010 always at
 *   standard level 4, its own remaining-life tables by age and condition without modernisation points, no separate
 *   outdoor works (in the land value), the construction price index fixed at 184.7 (2024 Q4, 2010 = 100) and the
 *   Bodenrichtwert of 1 Jan 2024; the valuation's cost method uses the visitor's standard level, Anlage 2's remaining
 *   life, outdoor works of 4 % and the index of the valuation date, with the land value given.
 * Not used: Sprengnetter's "bundesdurchschnittliche Liegenschaftszinssätze" (a private, undated table quoted in a sample
 * report) – neither a Gutachterausschuss's nor a law's figure.
 */

import type { Condition } from './factors';

/** The property types of the valuation (issue 49 part 1). */
export const VALUATION_TYPES = ['apartment', 'one_two_family', 'multi_family', 'mixed_use'] as const;
export type ValuationType = (typeof VALUATION_TYPES)[number];

export interface SourcedRate {
  /** The rate as a fraction (0.03 = 3 %). */
  value: number;
  /**
   * The published spread (or interquartile range) around it, as fractions; equal to value when none is published. For a
   * figure computed with a board's formula: the rates with the lowest and highest corrections the inputs leave open.
   */
  low: number;
  high: number;
  /** Where the figure applies: the city or state named, or Germany as a whole (the fallback). */
  scope: 'city' | 'state' | 'national';
  region: string;
  /** The publication (e.g. "Gutachterausschuss für Grundstückswerte in Berlin, Immobilienmarktbericht 2025"). */
  source: string;
  url: string | null;
  /** The year the figure describes (the report's evaluation year). */
  year: number;
  /** When the figure is computed with a board's formula rather than read from a table: how (absent for table figures). */
  model?: YieldModel;
}

/** An input outside the range the board calls statistically reliable (its 5th to 95th percentiles). */
export interface OutsideValidity {
  input: 'rent' | 'commercialShare' | 'area' | 'age';
  /** The property's figure and the range, in the input's unit (€/m² a month, %, m², years). */
  value: number;
  min: number;
  max: number;
}

/** The computation behind a formula-based yield (the Berlin model, `berlinRate`). Percent figures, not fractions. */
export interface YieldModel {
  kind: 'berlin2025';
  /** Average net cold rent, €/m² living/usable area and month, to the cent. */
  averageRent: number;
  /** The commercial share of the rent in percentage points. */
  commercialPoints: number;
  /** The formula without the location corrections, percent, unrounded (2.89412). */
  exact: number;
  /** The lowest and highest sum of the location corrections the address could bring, percentage points. */
  location: { low: number; high: number };
  /** Built 1973–1990: the West part's +0.3 is in the high end. */
  westPart: boolean;
  outside: OutsideValidity[];
}

/** What the Berlin model needs of the property: the valuation's inputs (`ValuationRequest` carries them). */
export interface RateProperty {
  /** Residential units (flats). */
  units: number;
  /** The commercial share of the net rent, a fraction (0 for a multi-family house). */
  commercialShare: number;
  /** Net cold rent a month, all units, residential and commercial; null when not let. */
  netColdRent: number | null;
  /** Living plus commercial usable area, m². */
  livingArea: number;
  yearBuilt: number;
}

/** A published rate for one type at one place (a city or a state, German names as in src/datasets). */
export interface RegionalRate extends Omit<SourcedRate, 'scope'> {
  scope: 'city' | 'state';
  type: ValuationType;
}

/** The published property yields of cities and states (see the header for what was searched and not found). */
export const REGIONAL_RATES: readonly RegionalRate[] = [
  {
    scope: 'city',
    region: 'München',
    type: 'multi_family',
    value: 0.027,
    low: 0.027,
    high: 0.027,
    source:
      'Gutachterausschuss für Grundstückswerte im Bereich der Landeshauptstadt München, Herbstanalyse 2024: Mietwohnhäuser, Mittelwert 1.–3. Quartal 2024, Neubau und Bestand (zitiert von Aigner Immobilien)',
    url: 'https://aigner-immobilien.de/liegenschaftszins-ertragsfaktoren-muenchen-2014-2024/',
    year: 2024,
  },
];

/** The national fallback by type: the rates of the Bewertungsgesetz (see the header). */
export const NATIONAL_RATES: Readonly<Record<ValuationType, SourcedRate>> = {
  apartment: {
    value: 0.03, low: 0.03, high: 0.03, scope: 'national', region: 'Deutschland',
    source: '§ 256 Abs. 1 Satz 2 Nr. 2 BewG (Wohnungseigentum; gesetzlicher Zinssatz der Grundsteuerbewertung)',
    url: 'https://www.gesetze-im-internet.de/bewg/__256.html',
    year: 2022,
  },
  one_two_family: {
    value: 0.025, low: 0.025, high: 0.025, scope: 'national', region: 'Deutschland',
    source: '§ 256 Abs. 1 Satz 2 Nr. 1 BewG (Ein- und Zweifamilienhäuser; gesetzlicher Zinssatz der Grundsteuerbewertung)',
    url: 'https://www.gesetze-im-internet.de/bewg/__256.html',
    year: 2022,
  },
  multi_family: {
    value: 0.035, low: 0.035, high: 0.035, scope: 'national', region: 'Deutschland',
    source: '§ 188 Abs. 2 Satz 2 Nr. 1 BewG (Mietwohngrundstücke; gesetzlicher Zinssatz, wo kein Gutachterausschuss einen veröffentlicht)',
    url: 'https://www.gesetze-im-internet.de/bewg/__188.html',
    year: 2023,
  },
  mixed_use: {
    value: 0.045, low: 0.045, high: 0.045, scope: 'national', region: 'Deutschland',
    source: '§ 188 Abs. 2 Satz 2 Nr. 2 BewG (gemischt genutzte Grundstücke mit gewerblichem Anteil bis 50 %; gesetzlicher Zinssatz, wo kein Gutachterausschuss einen veröffentlicht)',
    url: 'https://www.gesetze-im-internet.de/bewg/__188.html',
    year: 2023,
  },
};

/**
 * The rate for a type from a table of regional rates: the city's, else the state's, else the national fallback.
 * `capitalisationRate` uses the published table; tests pass their own to check the order.
 */
export function rateFrom(table: readonly RegionalRate[], type: ValuationType, city: string | null, state: string | null): SourcedRate {
  const find = (scope: RegionalRate['scope'], region: string | null) => (region === null ? undefined : table.find((r) => r.scope === scope && r.type === type && r.region === region));
  const found = find('city', city) ?? find('state', state);
  if (!found) return NATIONAL_RATES[type];
  const { type: _type, ...rate } = found;
  return rate;
}

/**
 * The Berlin model's parameters (LZ 2025, see the header), percent. The location corrections: each area group's
 * surcharge, and each old district with a correction together with its group's surcharge.
 */
export const BERLIN_MODEL = {
  base: 0.644,
  perEurPerM2: 0.132,
  /** 0.0013304 × 1,096 days, 1 Jan 2022 – 31 Dec 2024. */
  time: 1.45812,
  perCommercialPoint: 0.008,
  areaGroups: { City: 0.167, Ost: 0.167, West: 0.167, Südost: 0, Südwest: 0, Nord: 0 },
  oldDistricts: [
    { name: 'Mitte', group: 'City', correction: -0.6 },
    { name: 'Charlottenburg', group: 'City', correction: -0.3 },
    { name: 'Reinickendorf', group: 'Nord', correction: 0.2 },
  ],
  /** Built 1973–1990 in the West part (Stadtlage West). */
  westPart: { from: 1973, to: 1990, correction: 0.3 },
  scope: { minUnits: 4, maxCommercialShare: 0.8, minYearBuilt: 1865 },
  validity: { rent: [5.6, 12.1], commercialShare: [0, 49.2], area: [407, 3318], age: [30, 141] },
  /** The year the board's formula describes (Stichtag 31 Dec 2024); the age for the validity range is counted to it. */
  year: 2024,
} as const;

/** The citation only (shown in both languages); what is computed and left open is said by the page's translated formula line. */
const BERLIN_SOURCE =
  'Gutachterausschuss für Grundstückswerte in Berlin, Liegenschaftszinssätze 2025 zum Stichtag 31.12.2024 (Amtsblatt für Berlin Nr. 39 vom 19.09.2025, S. 2477 ff.), Mietwohn- und Mietwohngeschäftshäuser';

/** The board's formula in percent, unrounded, with a sum of location corrections (0: none). */
export function berlinYieldPercent(averageRent: number, commercialShare: number, location = 0): number {
  const m = BERLIN_MODEL;
  return m.base + m.perEurPerM2 * averageRent + m.time + m.perCommercialPoint * (commercialShare * 100) + location;
}

/** A yield in percent rounded as the board publishes it, one decimal, as a fraction: 2.89412 → 0.029. */
export function asPublished(percent: number): number {
  // Through whole millionths first, so that 3.05 computed as 3.0499999… still rounds up.
  return Math.round(Math.round(percent * 1e6) / 1e5) / 1000;
}

/** The lowest and highest sum of location corrections an address in Berlin could bring, percentage points. */
function berlinLocationSpan(yearBuilt: number): { low: number; high: number; westPart: boolean } {
  const m = BERLIN_MODEL;
  const sums = [...Object.values(m.areaGroups), ...m.oldDistricts.map((d) => m.areaGroups[d.group] + d.correction)];
  // The West part's correction only adds; the highest sum (Reinickendorf) lies in the former West part.
  const westPart = yearBuilt >= m.westPart.from && yearBuilt <= m.westPart.to;
  const round3 = (v: number) => Math.round(v * 1000) / 1000;
  return { low: round3(Math.min(...sums)), high: round3(Math.max(...sums) + (westPart ? m.westPart.correction : 0)), westPart };
}

/**
 * Berlin's property yield for a multi-family or mixed-use building in the board's scope (at least 4 units,
 * commercial share ≤ 80 %, built from 1865, let with a rent and an area), else null. See the header.
 */
export function berlinRate(type: ValuationType, property: RateProperty): SourcedRate | null {
  const m = BERLIN_MODEL;
  if (type !== 'multi_family' && type !== 'mixed_use') return null;
  const share = type === 'mixed_use' ? property.commercialShare : 0;
  if (property.units < m.scope.minUnits || share > m.scope.maxCommercialShare || property.yearBuilt < m.scope.minYearBuilt) return null;
  if (property.netColdRent === null || !(property.netColdRent > 0 && property.livingArea > 0)) return null;
  const averageRent = Math.round((property.netColdRent / property.livingArea) * 100) / 100;
  const exact = berlinYieldPercent(averageRent, share);
  const location = berlinLocationSpan(property.yearBuilt);
  const commercialPoints = Math.round(share * 1000) / 10;
  const checks: [OutsideValidity['input'], number, readonly [number, number]][] = [
    ['rent', averageRent, m.validity.rent],
    ['commercialShare', commercialPoints, m.validity.commercialShare],
    ['area', property.livingArea, m.validity.area],
    ['age', m.year - property.yearBuilt, m.validity.age],
  ];
  const outside = checks.filter(([, v, [min, max]]) => v < min || v > max).map(([input, value, [min, max]]) => ({ input, value, min, max }));
  return {
    value: asPublished(exact),
    low: asPublished(exact + location.low),
    high: asPublished(exact + location.high),
    scope: 'city',
    region: 'Berlin',
    source: BERLIN_SOURCE,
    url: null,
    year: m.year,
    model: { kind: 'berlin2025', averageRent, commercialPoints, exact: Math.round(exact * 100_000) / 100_000, location: { low: location.low, high: location.high }, westPart: location.westPart, outside },
  };
}

/**
 * The property yield for a type at a place: in Berlin, for a multi-family or mixed-use building in the board's scope,
 * the board's formula (`berlinRate`, needs `property`); else the city's published figure, else the state's, else the
 * national fallback. `city` and `state` are German names as in src/datasets (e.g. "München", "Bayern"); null when
 * unknown.
 */
export function capitalisationRate(type: ValuationType, city: string | null, state: string | null, property: RateProperty | null = null): SourcedRate {
  const berlin = property && (city === 'Berlin' || state === 'Berlin') ? berlinRate(type, property) : null;
  return berlin ?? rateFrom(REGIONAL_RATES, type, city, state);
}

/** The board's three condition classes (Bauzustand, SWF 2025 S. 4–5): good, normal, poor. */
export type BoardCondition = 'good' | 'normal' | 'poor';

/**
 * The form's condition → the board's classes it can stand for (see the header). One class: decided; two: the first
 * is taken for the value (the board's reference class normal, ±0), the other is an open correction in the range.
 */
export const BERLIN_CONDITIONS: Readonly<Record<Condition, readonly [BoardCondition] | readonly [BoardCondition, BoardCondition]>> = {
  as_new: ['good'],
  modernised: ['normal', 'good'],
  well_kept: ['normal', 'good'],
  average: ['normal'],
  needs_renovation: ['normal', 'poor'],
};

/**
 * The Berlin cost-method model's parameters (SWF 2025, see the header). The factor is dimensionless; the terms as
 * published, the time term fixed at 31 Dec 2024.
 */
export const BERLIN_COST_MODEL = {
  base: 1.398,
  /** Per euro of provisional value. */
  perEuro: -0.00000028,
  /** −0.0002759 × 1,096 days, 31 Dec 2021 – 31 Dec 2024. */
  time: -0.30239,
  /** Old-district groups (Altbezirksgruppen); none published for the seven inner old districts. */
  districtGroups: [
    { group: 1, correction: 0, districts: ['Treptow', 'Lichtenberg', 'Charlottenburg', 'Spandau', 'Wilmersdorf', 'Zehlendorf', 'Steglitz', 'Pankow'] },
    { group: 2, correction: -0.062, districts: ['Tempelhof', 'Neukölln', 'Hohenschönhausen'] },
    { group: 3, correction: -0.105, districts: ['Köpenick', 'Weißensee', 'Reinickendorf', 'Marzahn', 'Hellersdorf'] },
  ],
  noFactorDistricts: ['Mitte', 'Tiergarten', 'Wedding', 'Prenzlauer Berg', 'Friedrichshain', 'Kreuzberg', 'Schöneberg'],
  /** Building-year groups by the original year built (no fictitious year for modernisations); null: open-ended. */
  yearGroups: [
    { from: null, to: 1919, correction: 0 },
    { from: 1920, to: 1948, correction: -0.061 },
    { from: 1949, to: 1970, correction: -0.123 },
    { from: 1971, to: 1990, correction: 0 },
    { from: 1991, to: 2009, correction: 0.106 },
    { from: 2010, to: 2019, correction: 0 },
    { from: 2020, to: null, correction: 0 },
  ],
  buildingKinds: { detached: 0, semiDetached: 0.084, endTerrace: 0.201, midTerrace: 0.341 },
  conditions: { good: 0.179, normal: 0, poor: -0.141 } satisfies Record<BoardCondition, number>,
  /** Solid or solid prefabricated house ±0; prefabricated timber house. */
  prefabTimber: -0.072,
  /** Residential location of the Mietspiegel: simple, middle, good; very good is not published (taken as good). */
  locations: { simple: -0.043, middle: 0, good: 0.075 },
  /** A new build bought from a developer with the building contract notarised; an existing-house purchase ±0 (assumed). */
  developerNewBuild: -0.081,
  validity: { provisionalValue: [289_845, 1_114_060], plotArea: [212, 993], grossFloorArea: [146, 430], landValuePerM2: [410, 1200] },
  /** How the board computed the provisional values its factors apply to (the page's model-conformity note). */
  derivation: { standard: 4, priceIndex: 184.7, priceIndexPeriod: '2024 Q4', landValueDate: '2024-01-01' },
  /** The year the formula describes (Stichtag 31 Dec 2024). */
  year: 2024,
} as const;

/** The citation only (see BERLIN_SOURCE). */
const BERLIN_COST_SOURCE =
  'Gutachterausschuss für Grundstückswerte in Berlin, Sachwertfaktoren 2025 zum Stichtag 31.12.2024 (Amtsblatt für Berlin Nr. 29 vom 11.07.2025, S. 1852 ff.), Ein- und Zweifamilienhäuser';

/** An input of the cost method outside the range the board calls statistically reliable (its 5th to 95th percentiles). */
export interface FactorOutsideValidity {
  input: keyof typeof BERLIN_COST_MODEL.validity;
  /** The property's figure and the range: euros, m², m², €/m². */
  value: number;
  min: number;
  max: number;
}

/** The computation behind a market adjustment factor from a board's formula (the Berlin model, `berlinMarketFactor`). */
export interface MarketFactorModel {
  kind: 'berlin2025';
  source: string;
  year: number;
  /** The factor and the range, each rounded to two decimals as the board publishes them. */
  value: number;
  low: number;
  high: number;
  /** The formula with the terms the inputs decide, unrounded to 5 decimals (1.01161). */
  exact: number;
  /** The provisional value the formula took, euros, and its term (−0.00000028 × value). */
  provisionalValue: number;
  /** The building-year group of the year built and its correction. */
  yearGroup: (typeof BERLIN_COST_MODEL.yearGroups)[number];
  /** The condition class taken for the value and its correction; `open`: the other class the form's condition may mean. */
  condition: { taken: BoardCondition; correction: number; open: BoardCondition | null };
  /** The lowest and highest sum of the corrections the inputs leave open. */
  open: { low: number; high: number };
  outside: FactorOutsideValidity[];
}

/** What the Berlin cost model needs of the property beyond the provisional value. */
export interface FactorProperty {
  provisionalValue: number;
  yearBuilt: number;
  condition: Condition;
  plotArea: number;
  grossFloorArea: number;
  landValuePerM2: number;
}

/** The board's formula, unrounded, with a sum of corrections (0: none). */
export function berlinFactorExact(provisionalValue: number, corrections = 0): number {
  const m = BERLIN_COST_MODEL;
  return m.base + m.perEuro * provisionalValue + m.time + corrections;
}

/** A factor rounded to two decimals as the board publishes it (through whole millionths, so 1.005 rounds up). */
export function factorAsPublished(factor: number): number {
  return Math.round(Math.round(factor * 1e6) / 1e4) / 100;
}

/** The place's published cost-method model, if the site has one: Berlin's (city or state Berlin). */
export function costModelFor(city: string | null, state: string | null): 'berlin2025' | null {
  return city === 'Berlin' || state === 'Berlin' ? 'berlin2025' : null;
}

/**
 * Berlin's market adjustment factor (Sachwertfaktor 2025) for a one- or two-family house (the caller checks type and
 * place): the formula with the provisional value, the building-year group and the condition class; the range from
 * the corrections the inputs leave open. See the header.
 */
export function berlinMarketFactor(p: FactorProperty): MarketFactorModel {
  const m = BERLIN_COST_MODEL;
  const yearGroup = m.yearGroups.find((g) => (g.from === null || p.yearBuilt >= g.from) && (g.to === null || p.yearBuilt <= g.to))!;
  const [taken, open = null] = BERLIN_CONDITIONS[p.condition];
  const decided = yearGroup.correction + m.conditions[taken];
  const exact = berlinFactorExact(p.provisionalValue, decided);
  const values = <T extends Record<string, number>>(o: T) => Object.values(o);
  const groups = m.districtGroups.map((g) => g.correction);
  const conditionOpen = open === null ? [0] : [0, m.conditions[open] - m.conditions[taken]];
  const sum = (pick: (xs: number[]) => number) =>
    pick(groups) + pick(values(m.buildingKinds)) + pick([0, m.prefabTimber]) + pick(values(m.locations)) + pick(conditionOpen);
  const round3 = (v: number) => Math.round(v * 1000) / 1000;
  const openLow = round3(sum((xs) => Math.min(...xs)));
  const openHigh = round3(sum((xs) => Math.max(...xs)));
  const checks: [FactorOutsideValidity['input'], number][] = [
    ['provisionalValue', p.provisionalValue],
    ['plotArea', p.plotArea],
    ['grossFloorArea', p.grossFloorArea],
    ['landValuePerM2', p.landValuePerM2],
  ];
  const outside = checks
    .map(([input, value]) => ({ input, value, min: m.validity[input][0], max: m.validity[input][1] }))
    .filter((c) => c.value < c.min || c.value > c.max);
  return {
    kind: 'berlin2025',
    source: BERLIN_COST_SOURCE,
    year: m.year,
    value: factorAsPublished(exact),
    low: factorAsPublished(exact + openLow),
    high: factorAsPublished(exact + openHigh),
    exact: Math.round(exact * 100_000) / 100_000,
    provisionalValue: p.provisionalValue,
    yearGroup,
    condition: { taken, correction: m.conditions[taken], open },
    open: { low: openLow, high: openHigh },
    outside,
  };
}
