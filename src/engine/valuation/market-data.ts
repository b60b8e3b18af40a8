/**
 * Published market data of the valuation (issue 49, ADR 031): property yields (Liegenschaftszinssätze) by region and
 * property type, each with its source, year and published spread. Where no published figure for the place exists,
 * a named, sourced fallback. Pure data and lookups.
 *
 * Lookup order: the city's published figure, else the state's, else the national fallback (`capitalisationRate`).
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
 * Searched without a usable figure (stored pages, queries on Liegenschaftszinssatz with city/state and type):
 * - Berlin: the Gutachterausschuss's Liegenschaftszinssätze für Mietwohnhäuser und Mietwohngeschäftshäuser (2017, and an
 *   undated earlier edition, docplayer.org copies) – only the preliminary remarks were readable, no figure; the
 *   Immobilienmarktbericht Berlin 2019/2020 (readkong/zlb copies) – only the table of contents.
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
 * - Sachwertfaktoren by region: none found with a readable figure; none are entered (the cost method keeps the
 *   statutory factors of BewG Anlage 25, cost.ts).
 * Not used: Sprengnetter's "bundesdurchschnittliche Liegenschaftszinssätze" (a private, undated table quoted in a sample
 * report) – neither a Gutachterausschuss's nor a law's figure.
 */

/** The property types of the valuation (issue 49 part 1). */
export const VALUATION_TYPES = ['apartment', 'one_two_family', 'multi_family', 'mixed_use'] as const;
export type ValuationType = (typeof VALUATION_TYPES)[number];

export interface SourcedRate {
  /** The rate as a fraction (0.03 = 3 %). */
  value: number;
  /** The published spread (or interquartile range) around it, as fractions; equal to value when none is published. */
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
 * The property yield for a type at a place: the city's published figure, else the state's, else the national
 * fallback. `city` and `state` are German names as in src/datasets (e.g. "München", "Bayern"); null when unknown.
 */
export function capitalisationRate(type: ValuationType, city: string | null, state: string | null): SourcedRate {
  return rateFrom(REGIONAL_RATES, type, city, state);
}
