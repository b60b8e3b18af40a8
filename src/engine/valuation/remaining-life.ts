/**
 * The remaining useful life (Restnutzungsdauer, ImmoWertV § 4 (3)) of a building on a valuation date, with the model
 * of ImmoWertV Anlage 2 for modernised residential buildings (issue 49 part 4). Pure.
 *
 * Without modernisation points: total life (80 years, Anlage 1) minus the age; an old "modernised in YEAR" input
 * keeps the site's earlier simplification (the year counted is 20 years before the modernisation). With points: the
 * Anlage 2 formula. The site's minimum of 15 years applies to every result [ASSUMPTION: a building in use still earns].
 */
import { effectiveYear } from './factors';

/** Total useful life of residential buildings (ImmoWertV Anlage 1: 80 years for houses, multi-family and mixed use). */
export const TOTAL_USEFUL_LIFE = 80;
/** The remaining useful life the model counts at least. */
export const MIN_REMAINING_LIFE = 15;

/**
 * Modernisation elements and the most points each may get [SOURCE: ImmoWertV Anlage 2 I. 1. Tabelle 1
 * (BGBl. I 2021, 2820), https://www.gesetze-im-internet.de/immowertv_2022/anlage_2.html]: roof renewal incl. better
 * insulation 4; windows and outer doors 2; pipes (electricity, gas, water, waste water) 2; heating 2; insulation of the
 * outer walls 4; bathrooms 2; interior (ceilings, floors, stairs) 2; substantially better floor plan 2. Measures
 * further back may get fewer points than the maximum (Anlage 2: "Liegen die Maßnahmen weiter zurück …").
 */
export const MODERNISATION_ELEMENTS = { roof: 4, windows: 2, pipes: 2, heating: 2, facade: 4, baths: 2, interior: 2, layout: 2 } as const;
export type ModernisationElement = keyof typeof MODERNISATION_ELEMENTS;
export const MODERNISATION_KEYS = Object.keys(MODERNISATION_ELEMENTS) as ModernisationElement[];
export type ModernisationPoints = Record<ModernisationElement, number>;

/**
 * Anlage 2 II. Tabelle 3: per number of modernisation points (0–20) the coefficients a, b, c of
 *   RND = a × Alter² / GND − b × Alter + c × GND
 * and the relative age (Alter / GND, in %) from which the formula applies; below it RND = GND − Alter
 * [SOURCE: ImmoWertV Anlage 2 (BGBl. I 2021, 2821), the AGVGA-NRW model taken over from Anlage 4 SW-RL].
 */
export const ANLAGE_2_COEFFICIENTS: readonly (readonly [a: number, b: number, c: number, fromRelativeAge: number])[] = [
  [1.25, 2.625, 1.525, 60],
  [1.25, 2.625, 1.525, 60],
  [1.0767, 2.2757, 1.3878, 55],
  [0.9033, 1.9263, 1.2505, 55],
  [0.73, 1.577, 1.1133, 40],
  [0.6725, 1.4578, 1.085, 35],
  [0.615, 1.3385, 1.0567, 30],
  [0.5575, 1.2193, 1.0283, 25],
  [0.5, 1.1, 1.0, 20],
  [0.466, 1.027, 0.9906, 19],
  [0.432, 0.954, 0.9811, 18],
  [0.398, 0.881, 0.9717, 17],
  [0.364, 0.808, 0.9622, 16],
  [0.33, 0.735, 0.9528, 15],
  [0.304, 0.676, 0.9506, 14],
  [0.278, 0.617, 0.9485, 13],
  [0.252, 0.558, 0.9463, 12],
  [0.226, 0.499, 0.9442, 11],
  [0.2, 0.44, 0.942, 10],
  [0.2, 0.44, 0.942, 10],
  [0.2, 0.44, 0.942, 10],
];

export interface RemainingLife {
  /** Whole years. */
  years: number;
  /** How it was found: total life minus age, the old modernisation-year simplification, or Anlage 2. */
  method: 'age' | 'modernisedYear' | 'anlage2';
  /** Age on the valuation date (year of the date minus year built). */
  age: number;
  /** Anlage 2 only: the points, the relative age (%), the coefficients and whether the formula applied (else GND − age). */
  points: number | null;
  relativeAge: number | null;
  coefficients: readonly [number, number, number, number] | null;
  formulaApplied: boolean;
  /** Before the minimum of 15 years (null when the minimum did not bind). */
  unbounded: number | null;
  /** The year a building of this remaining life would have been built (for the comparison method's age factor). */
  fictitiousYear: number;
}

/** The sum of the points, each element held to its maximum. */
export function modernisationPoints(points: Partial<ModernisationPoints>): number {
  return MODERNISATION_KEYS.reduce((s, k) => s + Math.min(MODERNISATION_ELEMENTS[k], Math.max(0, Math.round(points[k] ?? 0))), 0);
}

/**
 * The remaining life on `date` (YYYY-MM-DD). `points` (Anlage 2) win over `modernisedYear` (the old simplification).
 * Anlage 2 defines the formula for ages up to the total life; an older building counts with the total life as its age
 * [ASSUMPTION: beyond it the parabola would rise again].
 */
export function remainingLife(yearBuilt: number, date: string, modernisedYear: number | null, points: Partial<ModernisationPoints> | null): RemainingLife {
  const year = Number(date.slice(0, 4));
  const age = Math.max(0, year - yearBuilt);
  const bound = (raw: number) => ({ years: Math.max(MIN_REMAINING_LIFE, raw), unbounded: raw < MIN_REMAINING_LIFE ? raw : null });
  if (points) {
    const p = modernisationPoints(points);
    const row = ANLAGE_2_COEFFICIENTS[p]!;
    const gnd = TOTAL_USEFUL_LIFE;
    const relativeAge = Math.round((age / gnd) * 1000) / 10;
    const formulaApplied = relativeAge >= row[3];
    const a = Math.min(age, gnd);
    const raw = formulaApplied ? Math.round((row[0] * a * a) / gnd - row[1] * a + row[2] * gnd) : gnd - age;
    const b = bound(raw);
    return { ...b, method: 'anlage2', age, points: p, relativeAge, coefficients: row, formulaApplied, fictitiousYear: year + b.years - gnd };
  }
  const counted = effectiveYear(yearBuilt, modernisedYear);
  const b = bound(TOTAL_USEFUL_LIFE - Math.max(0, year - counted));
  return { ...b, method: modernisedYear === null ? 'age' : 'modernisedYear', age, points: null, relativeAge: null, coefficients: null, formulaApplied: false, fictitiousYear: year + b.years - TOTAL_USEFUL_LIFE };
}
