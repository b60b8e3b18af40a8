/**
 * The property search's form (issue 25): the URL parameters of `/en/properties` and `/de/immobilien` (a GET form,
 * shareable), parsed with the form kit into a typed query or one error code per field. Browser-safe: the search
 * page's island validates with the same schema while the visitor types.
 */
import { z } from 'zod';
import { codedIssue, formText, parseEuros } from '@/lib/forms/fields';
import { parseForm, type FieldErrors, type FormSource } from '@/lib/forms/parse-form';

export const LISTING_TYPES = ['apartment', 'house'] as const;
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'ppsqm_asc'] as const;
/** Radius around the place in km; 0 = the place's own postal codes only. */
export const SEARCH_RADII = [0, 5, 10, 25, 50] as const;
export const DEFAULT_RADIUS = 10;
/** Energy efficiency classes of the energy certificate (GEG), best first. */
export const ENERGY_CLASSES = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const LISTING_FEATURES = ['balcony', 'garden', 'lift', 'parking', 'cellar'] as const;
export const SEARCH_PAGE_SIZE = 12;
export const MAX_SEARCH_PAGE = 200;

export type ListingType = (typeof LISTING_TYPES)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];
export type EnergyClass = (typeof ENERGY_CLASSES)[number];
export type ListingFeature = (typeof LISTING_FEATURES)[number];

/** The form's fields, in the order of the form. */
export const SEARCH_FIELDS = ['place', 'radius', 'type', 'pmin', 'pmax', 'rooms', 'amin', 'amax', 'ymin', 'ymax', 'energy', ...LISTING_FEATURES, 'savings', 'income', 'adults', 'children', 'afford', 'sort', 'page'] as const;
/** The household of the affordability (issue 48): adults and children, as the financing certificate counts them. */
export const SEARCH_ADULTS = [1, 2, 3, 4, 5, 6] as const;
export const MAX_SEARCH_CHILDREN = 10;
/** The savings the cards' monthly payments assume unless the visitor gives theirs: the mortgage calculator's default. */
export const DEFAULT_SEARCH_SAVINGS = 80_000;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const SEARCH_ERROR_CODES = ['invalidChoice', 'notAnAmount', 'notANumber', 'tooLow', 'tooHigh', 'minAboveMax', 'unknownPlace', 'incomeRequired'] as const;

export interface PropertySearch {
  /** Postal code or place name as typed (trimmed), '' for anywhere. */
  place: string;
  radius: number;
  type: ListingType | null;
  priceMin: number | null;
  priceMax: number | null;
  roomsMin: number | null;
  areaMin: number | null;
  areaMax: number | null;
  builtMin: number | null;
  builtMax: number | null;
  /** This class or better. */
  energy: EnergyClass | null;
  features: ListingFeature[];
  /** Own funds for the cards' monthly payments (euros). */
  savings: number;
  /** Whether the visitor gave the savings (else DEFAULT_SEARCH_SAVINGS, and the page says so). */
  savingsGiven: boolean;
  /**
   * What the buyer can afford (issue 48, affordability.ts): the household's monthly net income (null: not given), its
   * adults and children, and whether only listings within that budget are shown. Optional for searches built in code.
   */
  income?: number | null;
  adults?: number;
  children?: number;
  affordOnly?: boolean;
  sort: SearchSort;
  page: number;
}

const optionalNumber = ({ min, max, money = false, integer = true }: { min: number; max: number; money?: boolean; integer?: boolean }) =>
  formText.transform((v, ctx): number | null => {
    if (v.trim() === '') return null;
    const n = money ? parseEuros(v) : /^\d+([.,]\d+)?$/.test(v.trim()) ? Number(v.trim().replace(',', '.')) : null;
    if (n === null || !Number.isFinite(n) || (integer && !money && !Number.isInteger(n))) return codedIssue(ctx, money ? 'notAnAmount' : 'notANumber');
    if (n < min) return codedIssue(ctx, 'tooLow');
    if (n > max) return codedIssue(ctx, 'tooHigh');
    return n;
  });

const optionalOption = <T extends string | number>(options: readonly T[], fallback: T | null) =>
  formText.transform((v, ctx): T | null => {
    if (v === '') return fallback;
    const found = options.find((o) => String(o) === v);
    return found === undefined ? codedIssue(ctx, 'invalidChoice') : found;
  });

const flag = formText.transform((v) => v === 'on' || v === 'yes' || v === 'true' || v === '1');

export const searchSchema = z
  .object({
    place: formText.transform((v, ctx) => (v.trim().length > 80 ? codedIssue(ctx, 'tooHigh') : v.trim().replace(/\s+/g, ' '))),
    radius: optionalOption(SEARCH_RADII, DEFAULT_RADIUS),
    type: optionalOption(LISTING_TYPES, null),
    pmin: optionalNumber({ min: 0, max: 100_000_000, money: true }),
    pmax: optionalNumber({ min: 0, max: 100_000_000, money: true }),
    rooms: optionalNumber({ min: 1, max: 20, integer: false }),
    amin: optionalNumber({ min: 0, max: 5_000 }),
    amax: optionalNumber({ min: 0, max: 5_000 }),
    ymin: optionalNumber({ min: 1000, max: 2100 }),
    ymax: optionalNumber({ min: 1000, max: 2100 }),
    energy: optionalOption(ENERGY_CLASSES, null),
    balcony: flag,
    garden: flag,
    lift: flag,
    parking: flag,
    cellar: flag,
    savings: optionalNumber({ min: 0, max: 100_000_000, money: true }),
    income: optionalNumber({ min: 1, max: 1_000_000, money: true }),
    adults: optionalOption(SEARCH_ADULTS, 1),
    children: optionalNumber({ min: 0, max: MAX_SEARCH_CHILDREN }),
    afford: flag,
    sort: optionalOption(SEARCH_SORTS, 'newest'),
    page: optionalNumber({ min: 1, max: MAX_SEARCH_PAGE }),
  })
  .superRefine((v, ctx) => {
    if (v.pmin !== null && v.pmax !== null && v.pmin > v.pmax) codedIssue(ctx, 'minAboveMax', ['pmax']);
    if (v.amin !== null && v.amax !== null && v.amin > v.amax) codedIssue(ctx, 'minAboveMax', ['amax']);
    if (v.ymin !== null && v.ymax !== null && v.ymin > v.ymax) codedIssue(ctx, 'minAboveMax', ['ymax']);
    if (v.afford && v.income === null) codedIssue(ctx, 'incomeRequired', ['income']);
  })
  .transform(
    (v): PropertySearch => ({
      place: v.place,
      radius: v.radius ?? DEFAULT_RADIUS,
      type: v.type,
      priceMin: v.pmin,
      priceMax: v.pmax,
      roomsMin: v.rooms,
      areaMin: v.amin,
      areaMax: v.amax,
      builtMin: v.ymin,
      builtMax: v.ymax,
      energy: v.energy,
      features: LISTING_FEATURES.filter((f) => v[f]),
      savings: v.savings ?? DEFAULT_SEARCH_SAVINGS,
      savingsGiven: v.savings !== null,
      income: v.income,
      adults: v.adults ?? 1,
      children: v.children ?? 0,
      affordOnly: v.afford && v.income !== null,
      sort: v.sort ?? 'newest',
      page: v.page ?? 1,
    }),
  );

export type ParsedSearch = { ok: true; search: PropertySearch } | { ok: false; errors: FieldErrors<SearchField> };

export function parseSearch(source: FormSource): ParsedSearch {
  const parsed = parseForm(searchSchema, source, SEARCH_FIELDS, { codes: SEARCH_ERROR_CODES, fallback: 'invalidChoice' });
  return parsed.ok ? { ok: true, search: parsed.data } : { ok: false, errors: parsed.errors as FieldErrors<SearchField> };
}

/** The search as URL parameters: only what differs from the defaults, so that addresses stay short and canonical. */
export function searchToParams(search: Partial<PropertySearch>): URLSearchParams {
  const p = new URLSearchParams();
  if (search.place) p.set('place', search.place);
  if (search.place && search.radius !== undefined && search.radius !== DEFAULT_RADIUS) p.set('radius', String(search.radius));
  if (search.type) p.set('type', search.type);
  const numbers: [string, number | null | undefined][] = [
    ['pmin', search.priceMin],
    ['pmax', search.priceMax],
    ['rooms', search.roomsMin],
    ['amin', search.areaMin],
    ['amax', search.areaMax],
    ['ymin', search.builtMin],
    ['ymax', search.builtMax],
  ];
  for (const [key, value] of numbers) if (value !== null && value !== undefined) p.set(key, String(value));
  if (search.energy) p.set('energy', search.energy);
  for (const f of search.features ?? []) p.set(f, 'on');
  if (search.savingsGiven && search.savings !== undefined) p.set('savings', String(search.savings));
  if (search.income !== null && search.income !== undefined) {
    p.set('income', String(search.income));
    if (search.adults !== undefined && search.adults !== 1) p.set('adults', String(search.adults));
    if (search.children) p.set('children', String(search.children));
    if (search.affordOnly) p.set('afford', 'on');
  }
  if (search.sort && search.sort !== 'newest') p.set('sort', search.sort);
  if (search.page && search.page > 1) p.set('page', String(search.page));
  return p;
}
