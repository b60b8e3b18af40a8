/**
 * The valuation form (issue 26): the property as the lead describes it, from the account page's GET form (the
 * address keeps the inputs, so a valuation can be bookmarked and repeated). Browser-safe.
 */
import { z } from 'zod';
import { CONDITIONS, ENERGY_CLASSES, VALUATION_FEATURES, type Condition, type EnergyClass, type ValuationFeature } from '@/engine/valuation/factors';
import { ROOFS, STANDARDS, STOREYS, type Roof, type Standard, type Storeys } from '@/engine/valuation/cost';
import { codedIssue, formText, parseEuros } from '@/lib/forms/fields';
import { parseForm, type FieldErrors, type FormSource } from '@/lib/forms/parse-form';

export const VALUATION_FIELDS = ['postal', 'type', 'area', 'plot', 'year', 'modernised', 'condition', 'energy', ...VALUATION_FEATURES, 'rented', 'rent', 'land', 'storeys', 'roof', 'standard', 'gross'] as const;
export type ValuationField = (typeof VALUATION_FIELDS)[number];
export const VALUATION_ERROR_CODES = ['required', 'invalidChoice', 'notANumber', 'notAnAmount', 'tooLow', 'tooHigh', 'unknownPostalCode', 'beforeBuilt'] as const;

export interface ValuationRequest {
  postalCode: string;
  type: 'apartment' | 'house';
  livingArea: number;
  plotArea: number | null;
  yearBuilt: number;
  modernisedYear: number | null;
  condition: Condition;
  energyClass: EnergyClass | null;
  features: ValuationFeature[];
  /** Net cold rent a month when let, else null. */
  netColdRent: number | null;
  /** For a house whose land value per m² (Bodenrichtwert) the owner gives: what the cost method needs; else null. */
  cost: { landValuePerM2: number; plotArea: number; storeys: Storeys; roof: Roof; standard: Standard; grossFloorArea: number | null } | null;
}

const int = ({ min, max, required }: { min: number; max: number; required: boolean }) =>
  formText.transform((v, ctx): number | null => {
    const t = v.trim();
    if (t === '') return required ? codedIssue(ctx, 'required') : null;
    if (!/^\d+([.,]\d+)?$/.test(t)) return codedIssue(ctx, 'notANumber');
    const n = Math.round(Number(t.replace(',', '.')));
    if (n < min) return codedIssue(ctx, 'tooLow');
    if (n > max) return codedIssue(ctx, 'tooHigh');
    return n;
  });
const flag = formText.transform((v) => v === 'on' || v === 'yes' || v === '1' || v === 'true');

export const valuationSchema = z
  .object({
    postal: formText.transform((v, ctx) => (/^\d{5}$/.test(v.trim()) ? v.trim() : codedIssue(ctx, v.trim() === '' ? 'required' : 'unknownPostalCode'))),
    type: formText.transform((v, ctx): 'apartment' | 'house' => (v === 'apartment' || v === 'house' ? v : codedIssue(ctx, v === '' ? 'required' : 'invalidChoice'))),
    area: int({ min: 15, max: 1000, required: true }),
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
    gross: int({ min: 20, max: 5000, required: false }),
    rent: formText.transform((v, ctx): number | null => {
      if (v.trim() === '') return null;
      const n = parseEuros(v);
      if (n === null) return codedIssue(ctx, 'notAnAmount');
      if (n < 50) return codedIssue(ctx, 'tooLow');
      if (n > 100_000) return codedIssue(ctx, 'tooHigh');
      return n;
    }),
  })
  .superRefine((v, ctx) => {
    if (v.modernised !== null && v.year !== null && v.modernised < v.year) codedIssue(ctx, 'beforeBuilt', ['modernised']);
    if (v.rented && v.rent === null) codedIssue(ctx, 'required', ['rent']);
    // The cost method needs the plot the land value applies to.
    if (v.type === 'house' && v.land !== null && !v.plot) codedIssue(ctx, 'required', ['plot']);
  })
  .transform(
    (v): ValuationRequest => ({
      postalCode: v.postal,
      type: v.type,
      livingArea: v.area!,
      plotArea: v.type === 'house' ? v.plot : null,
      yearBuilt: v.year!,
      modernisedYear: v.modernised,
      condition: v.condition,
      energyClass: v.energy,
      features: VALUATION_FEATURES.filter((f) => v[f]),
      netColdRent: v.rented ? v.rent : null,
      cost: v.type === 'house' && v.land !== null && v.plot ? { landValuePerM2: v.land, plotArea: v.plot, storeys: v.storeys, roof: v.roof, standard: v.standard, grossFloorArea: v.gross } : null,
    }),
  );

export type ParsedValuation = { ok: true; request: ValuationRequest } | { ok: false; errors: FieldErrors<ValuationField> };

export function parseValuation(source: FormSource): ParsedValuation {
  const parsed = parseForm(valuationSchema, source, VALUATION_FIELDS, { codes: VALUATION_ERROR_CODES, fallback: 'invalidChoice' });
  return parsed.ok ? { ok: true, request: parsed.data } : { ok: false, errors: parsed.errors as FieldErrors<ValuationField> };
}
