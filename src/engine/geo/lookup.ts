/**
 * Location lookup: postal code → state, city names and slugs in both languages, state names, and a
 * combined `resolveLocation` for free-text input.
 *
 * Postal code data: GeoNames (geonames.org), CC BY 4.0, via zauberware/postal-codes-json-xml-csv
 * (2026-03-30); generated into the data file src/datasets/postal-codes.json by scripts/build-postal-codes.ts.
 *
 * Pure module: runs in the browser. Unknown input yields null (callers map it to an error code).
 */
import { CITIES, type City } from './cities';
import type { Locale } from '../locale';
import POSTAL_CODES from '../../datasets/postal-codes.json' with { type: 'json' };
import { REGIONS, STATE_CODES, type StateCode } from './regions';

// ---------------------------------------------------------------------------------------------------------
// Name normalisation

/** Lower case, ß → ss, diacritics removed, anything else than letters/digits → single space. "Köln" → "koln". */
export function foldName(input: string): string {
  return input
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Like foldName but with German transliteration of umlauts: "Köln" → "koeln". */
export function transliterateName(input: string): string {
  return foldName(input.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
}

/** ASCII URL slug: lower case, umlauts as ae/oe/ue, ß as ss, words joined by "-". "Halle (Saale)" → "halle-saale". */
export function toSlug(input: string): string {
  return transliterateName(input).replace(/ /g, '-');
}

function keysOf(text: string): string[] {
  const a = foldName(text);
  const b = transliterateName(text);
  return a === b ? [a] : [a, b];
}

// ---------------------------------------------------------------------------------------------------------
// Postal codes

export interface PostalCodeState {
  postalCode: string;
  /** The state with the most GeoNames rows for this postal code. */
  state: StateCode;
  /** All states the postal code occurs in, most rows first. */
  states: readonly StateCode[];
  /** true when the postal code belongs to more than one state. */
  ambiguous: boolean;
}

/** Decodes the compact data string (format documented in scripts/build-postal-codes.ts). */
export function decodePostalCodeData(data: string, stateOrder: string): Map<string, readonly StateCode[]> {
  const order = stateOrder.split(',') as StateCode[];
  const out = new Map<string, readonly StateCode[]>();
  let zip = 0;
  let i = 0;
  while (i < data.length) {
    const states: StateCode[] = [];
    while (i < data.length && data.charCodeAt(i) >= 65 && data.charCodeAt(i) <= 90) {
      const s = order[data.charCodeAt(i) - 65];
      if (!s) throw new Error(`postal code data: bad state letter at ${i}`);
      states.push(s);
      i++;
    }
    const start = i;
    while (i < data.length && !(data.charCodeAt(i) >= 65 && data.charCodeAt(i) <= 90)) i++;
    const delta = parseInt(data.slice(start, i), 36);
    if (states.length === 0 || !(delta > 0)) throw new Error(`postal code data: bad entry at ${start}`);
    zip += delta;
    out.set(String(zip).padStart(5, '0'), states);
  }
  return out;
}

let postalIndex: Map<string, readonly StateCode[]> | undefined;

function postalCodes(): Map<string, readonly StateCode[]> {
  postalIndex ??= decodePostalCodeData(POSTAL_CODES.data.join(''), POSTAL_CODES.stateOrder);
  return postalIndex;
}

/** true for a syntactically valid German postal code (5 digits). */
export function isPostalCode(input: string): boolean {
  return /^\d{5}$/.test(input.trim());
}

/** State(s) of a 5-digit German postal code, or null when the code is malformed or unknown. */
export function stateForPostalCode(zip: string): PostalCodeState | null {
  const z = zip.trim();
  if (!/^\d{5}$/.test(z)) return null;
  const states = postalCodes().get(z);
  if (!states || states.length === 0) return null;
  return { postalCode: z, state: states[0]!, states, ambiguous: states.length > 1 };
}

/** Number of postal codes in the data (for diagnostics). */
export function postalCodeCount(): number {
  return postalCodes().size;
}

// ---------------------------------------------------------------------------------------------------------
// Cities

let cityIndex: Map<string, City> | undefined;

function cities(): Map<string, City> {
  if (!cityIndex) {
    cityIndex = new Map();
    // CITIES is sorted by population, so on a (not expected) key collision the larger city wins.
    for (const c of CITIES) {
      const texts = [c.name.de, c.name.en, c.slug.de, c.slug.en, ...(c.aliases ?? [])];
      for (const t of texts) for (const k of keysOf(t)) if (!cityIndex.has(k)) cityIndex.set(k, c);
    }
  }
  return cityIndex;
}

/**
 * City by name in German or English, case and diacritics insensitive, umlauts also as ae/oe/ue
 * ("Köln", "koeln", "Koln", "Cologne"); common short forms too ("Frankfurt" → Frankfurt am Main).
 */
export function cityByName(name: string): City | undefined {
  const idx = cities();
  for (const k of keysOf(name)) {
    const c = idx.get(k);
    if (c) return c;
  }
  return undefined;
}

/** City by its URL slug in the given locale ("muenchen" for de, "munich" for en). */
export function cityBySlug(locale: Locale, slug: string): City | undefined {
  const s = slug.trim().toLowerCase();
  return CITIES.find((c) => c.slug[locale] === s);
}

export function cityById(id: string): City | undefined {
  return CITIES.find((c) => c.id === id);
}

/** Cities of a state, largest first. */
export function citiesOfState(state: StateCode): City[] {
  return CITIES.filter((c) => c.state === state).sort((a, b) => b.population - a.population);
}

// ---------------------------------------------------------------------------------------------------------
// States

let stateIndex: Map<string, StateCode> | undefined;

function states(): Map<string, StateCode> {
  if (!stateIndex) {
    stateIndex = new Map();
    for (const r of REGIONS) {
      for (const t of [r.name.de, r.name.en, r.slug.de, r.slug.en]) for (const k of keysOf(t)) stateIndex.set(k, r.code);
    }
  }
  return stateIndex;
}

/**
 * State by name or slug in German or English ("Bayern", "Bavaria", "baden-wuerttemberg"), or by its code
 * ("BY", "DE-BY"). Case and diacritics insensitive.
 */
export function stateByName(input: string): StateCode | undefined {
  const t = input.trim();
  const code = /^(?:de-)?([a-z]{2})$/i.exec(t)?.[1]?.toUpperCase();
  if (code && (STATE_CODES as readonly string[]).includes(code)) return code as StateCode;
  const idx = states();
  for (const k of keysOf(t)) {
    const s = idx.get(k);
    if (s) return s;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Free text

export type ResolvedLocation =
  | {
      kind: 'postalCode';
      state: StateCode;
      postalCode: string;
      states: readonly StateCode[];
      ambiguous: boolean;
      city?: undefined;
    }
  | { kind: 'city'; state: StateCode; city: City }
  | { kind: 'state'; state: StateCode; city?: undefined };

/**
 * Resolves user input to a location: a 5-digit postal code, a city name (either language), or a state
 * name/slug/code (either language). City names win over state names ("Berlin", "Hamburg", "Bremen" are
 * both; the city answer carries the same state). Unknown input → null.
 */
export function resolveLocation(input: string): ResolvedLocation | null {
  const t = input.trim();
  if (t === '') return null;
  if (/^\d{5}$/.test(t)) {
    const p = stateForPostalCode(t);
    return p ? { kind: 'postalCode', state: p.state, postalCode: p.postalCode, states: p.states, ambiguous: p.ambiguous } : null;
  }
  const city = cityByName(t);
  if (city) return { kind: 'city', state: city.state, city };
  const state = stateByName(t);
  if (state) return { kind: 'state', state };
  return null;
}
