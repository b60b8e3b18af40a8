/**
 * The valuation form (issues 26 and 49): the property as the lead describes it, from the account page's GET form (the
 * address keeps the inputs, so a valuation can be bookmarked and repeated). Browser-safe.
 *
 * Old addresses keep working: `type=house` is a one- or two-family house, `modernised=YEAR` the earlier
 * simplification of the remaining life (modernisation points, when given, win over it).
 */
import { z } from 'zod';
import { CONDITIONS, ENERGY_CLASSES, VALUATION_FEATURES, type Condition, type EnergyClass, type ValuationFeature } from '@/engine/valuation/factors';
import { ROOFS, STANDARDS, STOREYS, type Roof, type Standard, type Storeys } from '@/engine/valuation/cost';
import { VALUATION_TYPES, type ValuationType } from '@/engine/valuation/market-data';
import { MODERNISATION_ELEMENTS, MODERNISATION_KEYS, type ModernisationPoints } from '@/engine/valuation/remaining-life';
import { codedIssue, formText, parseEuros } from '@/lib/forms/fields';
import { parseForm, type FieldErrors, type FormSource } from '@/lib/forms/parse-form';

/** The special property features (boG) the form takes: three rows of a label and a signed amount. */
export const SPECIAL_FEATURE_ROWS = [1, 2, 3] as const;
const MOD_FIELDS = MODERNISATION_KEYS.map((k) => `mod_${k}` as const);
const BOG_FIELDS = SPECIAL_FEATURE_ROWS.flatMap((i) => [`bog${i}_label`, `bog${i}_amount`] as const);

export const VALUATION_FIELDS = [
  'postal', 'type', 'area', 'plot', 'year', 'modernised', 'condition', 'energy', ...VALUATION_FEATURES, 'rented', 'rent', 'land', 'storeys', 'roof', 'standard', 'gross',
  'date', 'units', 'garages', 'commercial', 'share', ...MOD_FIELDS, ...BOG_FIELDS, 'yield', 'factor',
] as const;
export type ValuationField = (typeof VALUATION_FIELDS)[number];
export const VALUATION_ERROR_CODES = ['required', 'invalidChoice', 'notANumber', 'notAnAmount', 'tooLow', 'tooHigh', 'unknownPostalCode', 'beforeBuilt', 'notADate', 'inFuture', 'notAShare'] as const;
/** The earliest valuation date: the ImmoWertV 2021 applies from 1 January 2022. */
export const EARLIEST_VALUATION_DATE = '2022-01-01';

export interface ValuationRequest {
  postalCode: string;
  type: ValuationType;
  livingArea: number;
  plotArea: number | null;
  yearBuilt: number;
  modernisedYear: number | null;
  /** Anlage 2 points per element; null when none is given. */
  modernisation: Partial<ModernisationPoints> | null;
  condition: Condition;
  energyClass: EnergyClass | null;
  features: ValuationFeature[];
  /** Residential units (1 for a flat or a house unless given), garages or parking spaces, the commercial share of the rent (fraction). */
  units: number;
  garages: number;
  commercialShare: number;
  /** Net cold rent a month when let (always for multi-family and mixed use), else null. */
  netColdRent: number | null;
  /** Plot × land value per m² (× the co-ownership share for a flat), when the land value is given; else null. */
  land: { plotArea: number; landValuePerM2: number; share: number | null } | null;
  /** The building for the cost method (not for flats). */
  building: { storeys: Storeys; roof: Roof; standard: Standard; grossFloorArea: number | null } | null;
  specialFeatures: { label: string; amount: number }[];
  overrides: { propertyYield: number | null; marketFactor: number | null };
  /** The valuation date (YYYY-MM-DD) when given; null: today. */
  date: string | null;
}

const NUMBER = /^\d+([.,]\d+)?$/;
const int = ({ min, max, required }: { min: number; max: number; required: boolean }) =>
  formText.transform((v, ctx): number | null => {
    const t = v.trim();
    if (t === '') return required ? codedIssue(ctx, 'required') : null;
    if (!NUMBER.test(t)) return codedIssue(ctx, 'notANumber');
    const n = Math.round(Number(t.replace(',', '.')));
    if (n < min) return codedIssue(ctx, 'tooLow');
    if (n > max) return codedIssue(ctx, 'tooHigh');
    return n;
  });
/** A decimal number (comma or point) within the bounds, or null when empty. */
const decimal = ({ min, max }: { min: number; max: number }) =>
  formText.transform((v, ctx): number | null => {
    const t = v.trim();
    if (t === '') return null;
    if (!NUMBER.test(t)) return codedIssue(ctx, 'notANumber');
    const n = Number(t.replace(',', '.'));
    if (n < min) return codedIssue(ctx, 'tooLow');
    if (n > max) return codedIssue(ctx, 'tooHigh');
    return n;
  });
const flag = formText.transform((v) => v === 'on' || v === 'yes' || v === '1' || v === 'true');
/** A signed amount in euros ("-25.000", "−25 000 €"), or null when empty. */
const signedEuros = formText.transform((v, ctx): number | null => {
  const t = v.trim();
  if (t === '') return null;
  const negative = /^[-−–]/.test(t);
  const n = parseEuros(t.replace(/^[-−–+]\s*/, ''));
  if (n === null) return codedIssue(ctx, 'notAnAmount');
  if (n > 100_000_000) return codedIssue(ctx, 'tooHigh');
  return negative ? -n : n;
});
/** A co-ownership share as written in the land register ("85/1000", "85,5/1.000"), as a fraction; null when empty. */
const share = formText.transform((v, ctx): number | null => {
  const t = v.trim().replace(/\s/g, '');
  if (t === '') return null;
  const m = /^(\d+(?:[.,]\d+)?)\/(\d{1,3}(?:\.\d{3})*|\d+)$/.exec(t);
  if (!m) return codedIssue(ctx, 'notAShare');
  const num = Number(m[1]!.replace(',', '.'));
  const den = Number(m[2]!.replace(/\./g, ''));
  if (!(den > 0 && num > 0 && num <= den)) return codedIssue(ctx, 'notAShare');
  return num / den;
});
const date = formText.transform((v, ctx): string | null => {
  const t = v.trim();
  if (t === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(t) || Number.isNaN(Date.parse(`${t}T00:00:00Z`)) || new Date(`${t}T00:00:00Z`).toISOString().slice(0, 10) !== t) return codedIssue(ctx, 'notADate');
  if (t < EARLIEST_VALUATION_DATE) return codedIssue(ctx, 'tooLow');
  return t;
});

const modernisationShape = Object.fromEntries(MODERNISATION_KEYS.map((k) => [`mod_${k}`, int({ min: 0, max: MODERNISATION_ELEMENTS[k], required: false })])) as Record<(typeof MOD_FIELDS)[number], ReturnType<typeof int>>;
const bogShape = Object.fromEntries(SPECIAL_FEATURE_ROWS.flatMap((i) => [[`bog${i}_label`, formText.transform((v) => v.trim().slice(0, 80))], [`bog${i}_amount`, signedEuros]])) as Record<`bog${1 | 2 | 3}_label`, z.ZodType<string, unknown>> & Record<`bog${1 | 2 | 3}_amount`, typeof signedEuros>;

const MULTI: readonly ValuationType[] = ['multi_family', 'mixed_use'];

export const valuationSchema = z
  .object({
    postal: formText.transform((v, ctx) => (/^\d{5}$/.test(v.trim()) ? v.trim() : codedIssue(ctx, v.trim() === '' ? 'required' : 'unknownPostalCode'))),
    // `house` is the old form's value: a one- or two-family house.
    type: formText.transform((v, ctx): ValuationType => (v === 'house' ? 'one_two_family' : (VALUATION_TYPES as readonly string[]).includes(v) ? (v as ValuationType) : codedIssue(ctx, v === '' ? 'required' : 'invalidChoice'))),
    area: int({ min: 15, max: 20_000, required: true }),
    plot: int({ min: 0, max: 100_000, required: false }),
    year: int({ min: 1800, max: 2030, required: true }),
    modernised: int({ min: 1900, max: 2030, required: false }),
    condition: formText.transform((v, ctx): Condition => ((CONDITIONS as readonly string[]).includes(v) ? (v as Condition) : codedIssue(ctx, v === '' ? 'required' : 'invalidChoice'))),
    energy: formText.transform((v, ctx): EnergyClass | null => (v === '' ? null : (ENERGY_CLASSES as readonly string[]).includes(v) ? (v as EnergyClass) : codedIssue(ctx, 'invalidChoice'))),
    balcony: flag,
    garden: flag,
    lift: flag,
    parking: flag,
    cellar: flag,
    rented: flag,
    land: int({ min: 1, max: 20_000, required: false }),
    storeys: formText.transform((v, ctx): Storeys => (v === '' ? 'one' : (STOREYS as readonly string[]).includes(v) ? (v as Storeys) : codedIssue(ctx, 'invalidChoice'))),
    roof: formText.transform((v, ctx): Roof => (v === '' ? 'converted' : (ROOFS as readonly string[]).includes(v) ? (v as Roof) : codedIssue(ctx, 'invalidChoice'))),
    standard: formText.transform((v, ctx): Standard => (v === '' ? 3 : (STANDARDS as readonly number[]).includes(Number(v)) && /^\d$/.test(v) ? (Number(v) as Standard) : codedIssue(ctx, 'invalidChoice'))),
    gross: int({ min: 20, max: 50_000, required: false }),
    rent: formText.transform((v, ctx): number | null => {
      if (v.trim() === '') return null;
      const n = parseEuros(v);
      if (n === null) return codedIssue(ctx, 'notAnAmount');
      if (n < 50) return codedIssue(ctx, 'tooLow');
      if (n > 1_000_000) return codedIssue(ctx, 'tooHigh');
      return n;
    }),
    date,
    units: int({ min: 1, max: 1000, required: false }),
    garages: int({ min: 0, max: 1000, required: false }),
    commercial: int({ min: 1, max: 99, required: false }),
    share,
    ...modernisationShape,
    ...bogShape,
    yield: decimal({ min: 0.1, max: 15 }),
    factor: decimal({ min: 0.3, max: 3 }),
  })
  .superRefine((v, ctx) => {
    if (v.modernised !== null && v.year !== null && v.modernised < v.year) codedIssue(ctx, 'beforeBuilt', ['modernised']);
    const multi = MULTI.includes(v.type);
    // A multi-family or mixed-use building is valued by its rent: the rent is needed (for owner-occupied units, the market rent).
    if ((v.rented || multi) && v.rent === null) codedIssue(ctx, 'required', ['rent']);
    if (v.type === 'one_two_family' && v.land !== null && !v.plot) codedIssue(ctx, 'required', ['plot']);
    if (multi && v.land === null) codedIssue(ctx, 'required', ['land']);
    if (multi && !v.plot) codedIssue(ctx, 'required', ['plot']);
    if (v.type === 'apartment' && v.land !== null && !v.plot) codedIssue(ctx, 'required', ['plot']);
    if (v.type === 'apartment' && v.land !== null && v.share === null) codedIssue(ctx, 'required', ['share']);
    if (v.type === 'one_two_family' && v.units !== null && v.units > 2) codedIssue(ctx, 'tooHigh', ['units']);
    if (v.type === 'multi_family' && v.units === null) codedIssue(ctx, 'required', ['units']);
    if (v.type === 'multi_family' && v.units !== null && v.units < 3) codedIssue(ctx, 'tooLow', ['units']);
    if (v.type === 'mixed_use' && v.units === null) codedIssue(ctx, 'required', ['units']);
    if (v.type === 'mixed_use' && v.commercial === null) codedIssue(ctx, 'required', ['commercial']);
    for (const i of SPECIAL_FEATURE_ROWS) {
      const label = v[`bog${i}_label`];
      const amount = v[`bog${i}_amount`];
      if (label !== '' && amount === null) codedIssue(ctx, 'required', [`bog${i}_amount`]);
      if (label === '' && amount !== null) codedIssue(ctx, 'required', [`bog${i}_label`]);
    }
  })
  .transform((v): ValuationRequest => {
    const multi = MULTI.includes(v.type);
    const given = MODERNISATION_KEYS.filter((k) => v[`mod_${k}`] !== null);
    return {
      postalCode: v.postal,
      type: v.type,
      livingArea: v.area!,
      plotArea: v.plot,
      yearBuilt: v.year!,
      modernisedYear: v.modernised,
      modernisation: given.length > 0 ? Object.fromEntries(MODERNISATION_KEYS.map((k) => [k, v[`mod_${k}`] ?? 0])) : null,
      condition: v.condition,
      energyClass: v.energy,
      features: VALUATION_FEATURES.filter((f) => v[f]),
      units: v.type === 'apartment' ? 1 : (v.units ?? 1),
      garages: v.garages ?? 0,
      commercialShare: v.type === 'mixed_use' ? v.commercial! / 100 : 0,
      netColdRent: v.rented || multi ? v.rent : null,
      land: v.land !== null && v.plot ? { plotArea: v.plot, landValuePerM2: v.land, share: v.type === 'apartment' ? v.share : null } : null,
      building: v.type === 'apartment' ? null : { storeys: v.storeys, roof: v.roof, standard: v.standard, grossFloorArea: v.gross },
      specialFeatures: SPECIAL_FEATURE_ROWS.filter((i) => v[`bog${i}_amount`] !== null).map((i) => ({ label: v[`bog${i}_label`], amount: v[`bog${i}_amount`]! })),
      overrides: { propertyYield: v.yield === null ? null : Math.round(v.yield * 1000) / 100_000, marketFactor: v.factor },
      date: v.date,
    };
  });

export type ParsedValuation = { ok: true; request: ValuationRequest } | { ok: false; errors: FieldErrors<ValuationField> };

export function parseValuation(source: FormSource): ParsedValuation {
  const parsed = parseForm(valuationSchema, source, VALUATION_FIELDS, { codes: VALUATION_ERROR_CODES, fallback: 'invalidChoice' });
  return parsed.ok ? { ok: true, request: parsed.data } : { ok: false, errors: parsed.errors as FieldErrors<ValuationField> };
}
