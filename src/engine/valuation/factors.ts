/**
 * The valuation's model factors (issue 26, ADR 031), stated on the result page with every valuation. They adjust a
 * price per m² of a typical property (the reference object of a price statistic, or a comparable listing) to the
 * property valued, the way the comparison method of the ImmoWertV 2021 (§§ 24–26) adjusts comparable prices with
 * conversion coefficients. They are the site's model assumptions, not a Gutachterausschuss's coefficients:
 * local coefficients, where a market report publishes them, are better.
 *
 * Each factor is monotone where it must be: a better condition or energy class never lowers the value.
 */

export const CONDITIONS = ['needs_renovation', 'average', 'well_kept', 'modernised', 'as_new'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const ENERGY_CLASSES = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];
export const VALUATION_FEATURES = ['balcony', 'garden', 'lift', 'parking', 'cellar'] as const;
export type ValuationFeature = (typeof VALUATION_FEATURES)[number];
export type PropertyType = 'apartment' | 'house';

/** The object a statistic's price per m² stands for, when its source names none. */
export const REFERENCE = {
  apartment: { livingArea: 75, yearBuilt: 1990, condition: 'well_kept' as Condition, energyClass: 'D' as EnergyClass },
  house: { livingArea: 130, yearBuilt: 1985, condition: 'well_kept' as Condition, energyClass: 'E' as EnergyClass },
} as const;

/** Smaller homes cost more per m²: price per m² ∝ (area / reference area) ^ SIZE_ELASTICITY, within SIZE_LIMITS. */
export const SIZE_ELASTICITY = -0.1;
export const SIZE_LIMITS = [0.85, 1.15] as const;

/** Age class of the building (year built) → factor; a modernisation counts as SQ (see effectiveYear). */
export const AGE_CLASSES: readonly { from: number; factor: number }[] = [
  { from: 0, factor: 0.97 },
  { from: 1949, factor: 0.93 },
  { from: 1978, factor: 0.97 },
  { from: 1995, factor: 1.02 },
  { from: 2010, factor: 1.08 },
  { from: 2020, factor: 1.15 },
];

export const CONDITION_FACTORS: Record<Condition, number> = { needs_renovation: 0.82, average: 0.94, well_kept: 1, modernised: 1.05, as_new: 1.1 };

/** Energy efficiency class (GEG certificate) → factor; better classes never lower it. */
export const ENERGY_FACTORS: Record<EnergyClass, number> = { 'A+': 1.06, A: 1.05, B: 1.03, C: 1.01, D: 1, E: 0.98, F: 0.95, G: 0.93, H: 0.9 };

/** Features beyond the reference object (which has none), per type. */
export const FEATURE_FACTORS: Record<PropertyType, Record<ValuationFeature, number>> = {
  apartment: { balcony: 1.02, garden: 1.02, lift: 1.02, parking: 1.02, cellar: 1.01 },
  house: { balcony: 1.005, garden: 1, lift: 1, parking: 1.02, cellar: 1.02 },
};

/**
 * A thorough modernisation makes a building younger for the age factor: the year counted is the later of the year
 * built and 20 years before the modernisation (a simplified reading of ImmoWertV Anlage 2).
 */
export function effectiveYear(yearBuilt: number, modernisedYear: number | null): number {
  return modernisedYear === null ? yearBuilt : Math.max(yearBuilt, modernisedYear - 20);
}

export function ageFactor(year: number): number {
  let factor = AGE_CLASSES[0]!.factor;
  for (const c of AGE_CLASSES) if (year >= c.from) factor = c.factor;
  return factor;
}

export function sizeFactor(type: PropertyType, livingArea: number): number {
  const raw = (livingArea / REFERENCE[type].livingArea) ** SIZE_ELASTICITY;
  return Math.min(SIZE_LIMITS[1], Math.max(SIZE_LIMITS[0], raw));
}
