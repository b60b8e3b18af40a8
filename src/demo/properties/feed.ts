/**
 * DEMO DATA. A generated OpenImmo 1.2.7 feed of purchase listings for trying the site out (issue 25): a zip with
 * demo-feed.xml and drawn SVG pictures (./images.ts), in the layout src/features/properties/openimmo/parse.ts
 * reads. None of these listings exists. Every one is flagged demo (`user_defined_simplefield feldname="demo"`),
 * its pictures carry a "Beispielbild · Demo" label, and its description ends by saying it is a demo listing and
 * naming the published price level per m² its price comes from (./price-levels.ts, from
 * vendor/price-levels/price-levels.csv).
 *
 * Fully deterministic: a seeded PRNG (mulberry32) and fixed dates, so the same options give the same bytes.
 * Written by `npm run listings:demo-feed` (scripts/listings-demo-feed.ts) and seeded into an empty embedded
 * database by scripts/db-setup.ts (./seed.ts).
 */
import { zipSync } from 'fflate';
import { CITIES } from '@/engine/geo/cities';
import { regionByCode } from '@/engine/geo/regions';
import { ARCHIVE_LIMITS, distanceKm, formatPeriod, placeCentre, postalPlace, type ListingType, type PriceLevel } from '@/features/properties/cli';
import { demoPriceLevels } from './price-levels';
import { downstairsRooms, facadeSvg, floorPlanSvg, mulberry32, type FacadeSpec } from './images';

export const DEMO_PROVIDER = { id: 'HAUSLOTSE-DEMO', name: 'Demo-Anbieter (Beispieldaten)' } as const;
export const DEMO_FEED_DOCUMENT = 'demo-feed.xml';
export const DEMO_FEED_DEFAULT_COUNT = 300;
export const DEMO_FEED_DEFAULT_SEED = 25;

/** The feed's date (the day the price-level file was compiled): fixed, so the bytes do not change with the clock. */
const FEED_DATE = '2026-11-27';
/** The zip entries' time, built from local fields: the DOS time in the zip is local, so this is the same in every time zone. */
const ZIP_MTIME = new Date(2026, 10, 27, 12, 0, 0);

/** Cities below this population (CITIES) are the feed's "small towns": a handful of listings each. */
const SMALL_TOWN_POPULATION = 250_000;
/** Share of houses in a city that has a house level. */
const HOUSE_SHARE = 0.3;
/** Share of listings written in English. */
const ENGLISH_SHARE = 0.1;
/** Every listing's price per m² stays within this factor of its level (either way). */
export const DEMO_PRICE_BAND = 0.35;

type Rand = () => number;

const between = (rand: Rand, min: number, max: number) => min + rand() * (max - min);
const int = (rand: Rand, min: number, max: number) => Math.floor(between(rand, min, max + 1));
const chance = (rand: Rand, p: number) => rand() < p;
function weighted<T>(rand: Rand, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [value, w] of options) {
    r -= w;
    if (r < 0) return value;
  }
  return options.at(-1)![0];
}
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
/** A listing's own PRNG seed from the feed seed and its index (each listing independent of the others' draws). */
function listingSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

// ---------------------------------------------------------------------------------------------------------
// The listing model

export type Condition = 'ERSTBEZUG' | 'NEUWERTIG' | 'GEPFLEGT' | 'MODERNISIERT' | 'VOLL_SANIERT' | 'TEILWEISE_SANIERT' | 'RENOVIERUNGSBEDUERFTIG' | 'SANIERUNGSBEDUERFTIG';
type EnergySource = 'GAS' | 'OEL' | 'FERN' | 'LUFTWP' | 'ERDWAERME' | 'PELLET';
type Heating = 'ZENTRAL' | 'ETAGE' | 'FERN' | 'FUSSBODEN';
type Parking = 'TIEFGARAGE' | 'GARAGE' | 'CARPORT' | 'FREIPLATZ';

export interface DemoImage {
  path: string;
  group: 'TITELBILD' | 'BILD' | 'GRUNDRISS';
  title: string;
  svg: string;
}

export interface DemoListing {
  externalId: string;
  seed: number;
  language: 'de' | 'en';
  city: string;
  level: PriceLevel;
  type: ListingType;
  subtype: string;
  postalCode: string;
  lat: number;
  lon: number;
  street: string;
  houseNumber: string;
  addressPublic: boolean;
  livingArea: number;
  plotArea: number | null;
  rooms: number;
  bathrooms: number;
  floor: number | null;
  storeys: number | null;
  yearBuilt: number;
  condition: Condition;
  energyCertificate: 'BEDARF' | 'VERBRAUCH';
  energyValue: number;
  energyClass: string;
  energySource: EnergySource;
  heating: Heating[];
  certificateIssued: string;
  balconies: number;
  terraces: number;
  garden: boolean;
  lift: boolean;
  parking: Parking | null;
  cellar: boolean;
  hausgeld: number | null;
  commission: string;
  price: number;
  title: string;
  description: string;
  locationText: string;
  featuresText: string;
  images: DemoImage[];
}

// ---------------------------------------------------------------------------------------------------------
// Where: cities, postal codes, streets

interface DemoCity {
  name: string;
  nameEn: string;
  state: string;
  population: number | null;
  apartment: PriceLevel | null;
  house: PriceLevel | null;
  postalCodes: string[];
}

/**
 * The postal codes of a place as the GeoNames table names it: exactly that name (the table's name search folds
 * "Münster" into "Munster"), and within 20 km of the median of those codes (other places of the same name, such as
 * Fürth im Odenwald or Münster in Hessen, lie further away).
 */
function placePostalCodes(name: string): string[] {
  const exact = (placeCentre(name)?.postalCodes ?? []).map((z) => postalPlace(z)!).filter((p) => p.place === name);
  if (exact.length === 0) return [];
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const centre = { lat: median(exact.map((p) => p.lat)), lon: median(exact.map((p) => p.lon)) };
  return exact.filter((p) => distanceKm(p, centre) <= 20).map((p) => p.postalCode);
}

let citiesCache: DemoCity[] | null = null;

/** The cities with at least one price level, in the order of the price-level file. */
export function demoCities(): DemoCity[] {
  if (citiesCache) return citiesCache;
  const levels = demoPriceLevels();
  const names = [...new Set(levels.map((l) => l.city))];
  citiesCache = names.map((name) => {
    const city = CITIES.find((c) => c.name.de === name);
    const postalCodes = placePostalCodes(name);
    if (postalCodes.length === 0) throw new Error(`demo feed: no postal code for "${name}" in the GeoNames table`);
    return {
      name,
      nameEn: city?.name.en ?? name,
      state: city ? regionByCode(city.state).name.de : '',
      population: city?.population ?? null,
      apartment: levels.find((l) => l.city === name && l.type === 'apartment') ?? null,
      house: levels.find((l) => l.city === name && l.type === 'house') ?? null,
      postalCodes,
    };
  });
  return citiesCache;
}

/**
 * How many listings each city gets: the small towns a handful each (count / 60, 5 of 300), the rest shared among
 * the large cities in proportion to their population (largest remainder).
 */
export function cityAllocation(count: number): Map<string, number> {
  const cities = demoCities();
  const small = cities.filter((c) => c.population === null || c.population < SMALL_TOWN_POPULATION);
  const large = cities.filter((c) => !small.includes(c));
  const handful = Math.min(Math.max(1, Math.round(count / 60)), Math.floor(count / 2 / Math.max(1, small.length)));
  const rest = count - handful * small.length;
  const total = large.reduce((s, c) => s + c.population!, 0);
  const quotas = large.map((c) => ({ name: c.name, exact: (rest * c.population!) / total }));
  const allocation = new Map<string, number>(cities.map((c) => [c.name, small.includes(c) ? handful : 0]));
  for (const q of quotas) allocation.set(q.name, Math.floor(q.exact));
  let left = rest - quotas.reduce((s, q) => s + Math.floor(q.exact), 0);
  for (const q of [...quotas].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)))) {
    if (left-- <= 0) break;
    allocation.set(q.name, allocation.get(q.name)! + 1);
  }
  return allocation;
}

const STREETS = ['Lindenstraße', 'Gartenstraße', 'Schulstraße', 'Bahnhofstraße', 'Parkstraße', 'Goethestraße', 'Schillerstraße', 'Mozartstraße', 'Feldstraße', 'Rosenstraße', 'Kastanienallee', 'Ahornweg', 'Birkenweg', 'Wiesenweg', 'Mühlenweg', 'Am Sonnenhang'];

// ---------------------------------------------------------------------------------------------------------
// What: building, flat, energy, features

/** GEG efficiency classes by final energy in kWh/(m²·a): A+ below 30 … H from 250. */
const ENERGY_CLASSES: readonly (readonly [string, number])[] = [
  ['A+', 30],
  ['A', 50],
  ['B', 75],
  ['C', 100],
  ['D', 130],
  ['E', 160],
  ['F', 200],
  ['G', 250],
  ['H', Infinity],
];
export const energyClassOf = (value: number) => ENERGY_CLASSES.find(([, below]) => value < below)![0];

function yearBuilt(rand: Rand, type: ListingType): number {
  const eras: readonly (readonly [readonly [number, number], number])[] =
    type === 'apartment'
      ? [[[1900, 1918], 12], [[1919, 1948], 7], [[1949, 1978], 33], [[1979, 1999], 22], [[2000, 2015], 14], [[2016, 2025], 12]]
      : [[[1900, 1918], 4], [[1919, 1948], 7], [[1949, 1978], 30], [[1979, 1999], 27], [[2000, 2015], 18], [[2016, 2025], 14]];
  const [from, to] = weighted(rand, eras);
  return int(rand, from, to);
}

/** The condition follows the age: new buildings are first occupancy or as new, old ones anything from refurbished to in need of it. */
function condition(rand: Rand, year: number): Condition {
  if (year >= 2025) return 'ERSTBEZUG';
  if (year >= 2024) return chance(rand, 0.5) ? 'ERSTBEZUG' : 'NEUWERTIG';
  if (year >= 2016) return chance(rand, 0.6) ? 'NEUWERTIG' : 'GEPFLEGT';
  if (year >= 2000) return weighted(rand, [['GEPFLEGT', 80], ['MODERNISIERT', 10], ['RENOVIERUNGSBEDUERFTIG', 10]] as const);
  if (year >= 1979) return weighted(rand, [['GEPFLEGT', 45], ['MODERNISIERT', 25], ['TEILWEISE_SANIERT', 10], ['RENOVIERUNGSBEDUERFTIG', 15], ['SANIERUNGSBEDUERFTIG', 5]] as const);
  return weighted(rand, [['GEPFLEGT', 25], ['MODERNISIERT', 25], ['VOLL_SANIERT', 15], ['TEILWEISE_SANIERT', 12], ['RENOVIERUNGSBEDUERFTIG', 13], ['SANIERUNGSBEDUERFTIG', 10]] as const);
}

const REFURBISHED = new Set<Condition>(['MODERNISIERT', 'VOLL_SANIERT']);

function energySource(rand: Rand, type: ListingType, year: number, cond: Condition): EnergySource {
  if (year >= 2021) return weighted(rand, type === 'apartment' ? ([['LUFTWP', 50], ['FERN', 40], ['ERDWAERME', 10]] as const) : ([['LUFTWP', 70], ['ERDWAERME', 20], ['PELLET', 10]] as const));
  if (cond === 'VOLL_SANIERT') return weighted(rand, type === 'apartment' ? ([['FERN', 40], ['GAS', 35], ['LUFTWP', 25]] as const) : ([['LUFTWP', 50], ['GAS', 30], ['PELLET', 20]] as const));
  if (type === 'apartment') return weighted(rand, [['GAS', 58], ['FERN', 32], ['OEL', year < 1995 ? 10 : 0]] as const);
  return weighted(rand, [['GAS', 55], ['OEL', year < 2000 ? 25 : 0], ['LUFTWP', year >= 2000 || REFURBISHED.has(cond) ? 15 : 0], ['PELLET', 8]] as const);
}

function heating(rand: Rand, type: ListingType, source: EnergySource, year: number): Heating[] {
  if (source === 'FERN') return ['FERN'];
  if (source === 'LUFTWP' || source === 'ERDWAERME') return year >= 1995 || chance(rand, 0.5) ? ['FUSSBODEN'] : ['ZENTRAL'];
  if (source === 'GAS' && type === 'apartment' && year < 1979 && chance(rand, 0.35)) return ['ETAGE'];
  return year >= 2010 ? ['ZENTRAL', 'FUSSBODEN'] : ['ZENTRAL'];
}

/**
 * Final energy in kWh/(m²·a) from the building's age, its condition and the heating: a base by construction year
 * (older is higher), lower after refurbishment, much lower with a heat pump (final energy is the electricity).
 */
function energyValue(rand: Rand, type: ListingType, subtype: string, year: number, cond: Condition, source: EnergySource): number {
  const base = year < 1919 ? 175 : year < 1949 ? 190 : year < 1979 ? 165 : year < 1995 ? 135 : year < 2002 ? 105 : year < 2010 ? 80 : year < 2016 ? 60 : year < 2021 ? 45 : 34;
  const byCondition: Record<Condition, number> = { ERSTBEZUG: 1, NEUWERTIG: 1, GEPFLEGT: 1, MODERNISIERT: 0.72, VOLL_SANIERT: 0.55, TEILWEISE_SANIERT: 0.85, RENOVIERUNGSBEDUERFTIG: 1.08, SANIERUNGSBEDUERFTIG: 1.25 };
  const bySource: Record<EnergySource, number> = { LUFTWP: 0.42, ERDWAERME: 0.35, FERN: 0.9, PELLET: 1.05, GAS: 1, OEL: 1.05 };
  const byType = type === 'apartment' ? 0.9 : /^REIHEN/.test(subtype) ? 0.95 : 1.1;
  const value = base * byCondition[cond] * bySource[source] * byType * between(rand, 0.85, 1.15);
  return Math.round(Math.min(340, Math.max(14, value)) * 10) / 10;
}

/** Rooms from the area (about one per 28 m²), whole or half, kept between one per 45 m² and one per 17 m². */
function rooms(rand: Rand, area: number, type: ListingType): number {
  const half = chance(rand, type === 'apartment' ? 0.25 : 0.15);
  const raw = area / 28 + between(rand, -0.45, 0.45);
  let r = half ? Math.floor(raw) + 0.5 : Math.round(raw);
  const [min, max] = type === 'apartment' ? [1, 6] : [3, 8];
  r = Math.min(max, Math.max(min, r, Math.ceil((area / 45) * 2) / 2));
  return Math.min(r, Math.floor((area / 17) * 2) / 2);
}

// ---------------------------------------------------------------------------------------------------------
// Price

const CONDITION_FACTOR: Record<Condition, number> = { ERSTBEZUG: 1.12, NEUWERTIG: 1.08, VOLL_SANIERT: 1.05, MODERNISIERT: 1.02, GEPFLEGT: 1, TEILWEISE_SANIERT: 0.97, RENOVIERUNGSBEDUERFTIG: 0.9, SANIERUNGSBEDUERFTIG: 0.82 };
const ageFactor = (year: number) => (year >= 2016 ? 1.06 : year >= 2000 ? 1.02 : year >= 1979 ? 0.98 : year >= 1949 ? 0.95 : 1);
const sizeFactor = (type: ListingType, area: number) => (type === 'apartment' ? (area < 45 ? 1.05 : area > 110 ? 0.97 : 1) : area < 110 ? 1.03 : area > 180 ? 0.95 : 1);
const ENERGY_FACTOR: Record<string, number> = { 'A+': 1.04, A: 1.04, B: 1.02, C: 1, D: 1, E: 0.98, F: 0.96, G: 0.94, H: 0.94 };

/**
 * The asking price: the city's level for the type × living area × condition (0.82 sanierungsbedürftig … 1.12
 * Erstbezug) × age (0.95 post-war … 1.06 since 2016) × size (small flats dearer per m², large houses cheaper) ×
 * energy class (0.94 G/H … 1.04 A+/A), the product of these kept within 0.80–1.18, × a random spread of ±12 %,
 * rounded to 1,000 €, and never beyond ±35 % of the level per m².
 */
function price(rand: Rand, level: PriceLevel, l: Pick<DemoListing, 'type' | 'livingArea' | 'condition' | 'yearBuilt' | 'energyClass'>): number {
  const structural = CONDITION_FACTOR[l.condition] * ageFactor(l.yearBuilt) * sizeFactor(l.type, l.livingArea) * ENERGY_FACTOR[l.energyClass]!;
  const factor = Math.min(1.18, Math.max(0.8, structural)) * between(rand, 0.88, 1.12);
  const base = level.eurPerM2 * l.livingArea;
  const rounded = Math.round((base * factor) / 1000) * 1000;
  const low = Math.ceil((base * (1 - DEMO_PRICE_BAND)) / 1000) * 1000;
  const high = Math.floor((base * (1 + DEMO_PRICE_BAND)) / 1000) * 1000;
  return Math.min(high, Math.max(low, rounded));
}

// ---------------------------------------------------------------------------------------------------------
// Texts

type Gender = 'f' | 'n' | 'm';
const SUBTYPE_WORDS: Record<string, { de: string; gender: Gender; en: string }> = {
  ETAGE: { de: 'Etagenwohnung', gender: 'f', en: 'apartment' },
  ERDGESCHOSS: { de: 'Erdgeschosswohnung', gender: 'f', en: 'ground-floor apartment' },
  DACHGESCHOSS: { de: 'Dachgeschosswohnung', gender: 'f', en: 'top-floor apartment' },
  PENTHOUSE: { de: 'Penthouse', gender: 'n', en: 'penthouse' },
  MAISONETTE: { de: 'Maisonette', gender: 'f', en: 'maisonette' },
  EINFAMILIENHAUS: { de: 'Einfamilienhaus', gender: 'n', en: 'detached house' },
  DOPPELHAUSHAELFTE: { de: 'Doppelhaushälfte', gender: 'f', en: 'semi-detached house' },
  REIHENHAUS: { de: 'Reihenhaus', gender: 'n', en: 'terraced house' },
  BUNGALOW: { de: 'Bungalow', gender: 'm', en: 'bungalow' },
};
const ENDING: Record<Gender, string> = { f: 'e', n: 'es', m: 'er' };
const INDEFINITE_NOM: Record<Gender, string> = { f: 'eine', n: 'ein', m: 'ein' };
const INDEFINITE_ACC: Record<Gender, string> = { f: 'eine', n: 'ein', m: 'einen' };
const SOURCE_DE: Record<EnergySource, string> = { GAS: 'Gas', OEL: 'Öl', FERN: 'Fernwärme', LUFTWP: 'Strom (Luft-Wärmepumpe)', ERDWAERME: 'Strom (Erdwärmepumpe)', PELLET: 'Holzpellets' };
const SOURCE_EN: Record<EnergySource, string> = { GAS: 'gas', OEL: 'oil', FERN: 'district heating', LUFTWP: 'electricity (air-source heat pump)', ERDWAERME: 'electricity (ground-source heat pump)', PELLET: 'wood pellets' };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const groupDigits = (n: number, sep: string) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
const deNumber = (n: number) => (Number.isInteger(n) ? groupDigits(n, '.') : `${groupDigits(Math.trunc(n), '.')},${String(Math.round((n % 1) * 10))}`);
const enNumber = (n: number) => (Number.isInteger(n) ? groupDigits(n, ',') : `${groupDigits(Math.trunc(n), ',')}.${String(Math.round((n % 1) * 10))}`);
const ordinalEn = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
function listDe(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
}
function listEn(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : items.length === 2 ? `${items[0]} and ${items[1]}` : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

type Facts = Omit<DemoListing, 'title' | 'description' | 'locationText' | 'featuresText' | 'images' | 'price'> & { price: number; cityEn: string };

/** Feature words for titles ("mit …", dative) and for the inventory sentence (with article). */
function featureWords(f: Facts): { de: { title: string; item: string }[]; en: string[] } {
  const de: { title: string; item: string }[] = [];
  const en: string[] = [];
  if (f.subtype === 'PENTHOUSE' && f.terraces > 0) {
    de.push({ title: 'Dachterrasse', item: 'eine Dachterrasse' });
    en.push('a roof terrace');
  } else if (f.terraces > 0) {
    de.push({ title: 'Terrasse', item: 'eine Terrasse' });
    en.push('a terrace');
  }
  if (f.balconies > 0) {
    de.push({ title: 'Balkon', item: 'ein Balkon' });
    en.push('a balcony');
  }
  if (f.garden) {
    de.push(f.type === 'apartment' ? { title: 'Gartenanteil', item: 'ein Gartenanteil' } : { title: 'Garten', item: 'ein Garten' });
    en.push(f.type === 'apartment' ? 'a share of the garden' : 'a garden');
  }
  if (f.parking) {
    const p = { TIEFGARAGE: ['Tiefgaragenstellplatz', 'ein Tiefgaragenstellplatz', 'an underground parking space'], GARAGE: ['Garage', 'eine Garage', 'a garage'], CARPORT: ['Carport', 'ein Carport', 'a carport'], FREIPLATZ: ['Stellplatz', 'ein Stellplatz', 'an outdoor parking space'] }[f.parking];
    de.push({ title: p[0]!, item: p[1]! });
    en.push(p[2]!);
  }
  if (f.cellar) {
    de.push(f.type === 'apartment' ? { title: 'Kellerabteil', item: 'ein Kellerabteil' } : { title: 'Keller', item: 'ein Keller' });
    en.push(f.type === 'apartment' ? 'a cellar storage room' : 'a cellar');
  }
  return { de, en };
}

/** The period as the reader writes it (formatPeriod with the city pages' words, here in the feed's two languages). */
const PERIOD_WORDS = {
  de: { periodUnstated: 'ohne Zeitangabe', periodQuarter: '{quarter}. Quartal {year}', periodHalf: '{half}. Halbjahr {year}' },
  en: { periodUnstated: 'period not stated', periodQuarter: 'Q{quarter} {year}', periodHalf: 'H{half} {year}' },
} as const;

function periodText(level: PriceLevel, language: 'de' | 'en'): string {
  const words: Record<string, string> = PERIOD_WORDS[language];
  const period = formatPeriod(level.period, language, (key, values = {}) => words[key]!.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k])));
  if (/^unstated\b/i.test(level.period)) return period;
  return language === 'de' ? `Zeitraum: ${period}` : `period: ${period}`;
}

/** The closing sentence of every description: demo data, and where the price level comes from. */
export function demoSourceSentence(level: PriceLevel, language: 'de' | 'en', cityEn: string): string {
  if (language === 'de') {
    const kind = level.priceKind === 'asking' ? 'Angebotspreise, ' : level.priceKind === 'transaction' ? 'gezahlte Preise, ' : '';
    return `Beispieldaten: Preis abgeleitet vom Quadratmeterpreis für ${level.type === 'apartment' ? 'Wohnungen' : 'Häuser'} in ${level.city} – ${deNumber(level.eurPerM2)} €/m², ${kind}${periodText(level, 'de')}; Quelle: ${level.source}.`;
  }
  const kind = level.priceKind === 'asking' ? 'asking prices, ' : level.priceKind === 'transaction' ? 'prices paid, ' : '';
  return `Demo data: the price is derived from the price per m² for ${level.type === 'apartment' ? 'apartments' : 'houses'} in ${cityEn} – €${enNumber(level.eurPerM2)}/m², ${kind}${periodText(level, 'en')}; source: ${level.source}.`;
}

function roomsDe(r: number) {
  return Number.isInteger(r) ? String(r) : `${Math.floor(r)},5`;
}

function germanTexts(rand: Rand, f: Facts): Pick<DemoListing, 'title' | 'description' | 'locationText' | 'featuresText'> {
  const word = SUBTYPE_WORDS[f.subtype]!;
  const features = featureWords(f).de;
  const featureTitle = features.length ? features[Math.floor(rand() * Math.min(2, features.length))]!.title : null;
  const feature = featureTitle ?? 'durchdachtem Grundriss';
  const area = deNumber(f.livingArea);
  const r = roomsDe(f.rooms);
  const isFlat = f.type === 'apartment';
  const adjectives = ['gepflegt', 'hell', 'gut geschnitten'];
  if (f.livingArea >= (isFlat ? 95 : 160)) adjectives.push('großzügig');
  if (isFlat && f.livingArea <= 45) adjectives.push('kompakt');
  if (REFURBISHED.has(f.condition)) adjectives.push(f.condition === 'VOLL_SANIERT' ? 'saniert' : 'modernisiert');
  if (!isFlat) adjectives.push('familienfreundlich');
  const needsWork = f.condition === 'RENOVIERUNGSBEDUERFTIG' || f.condition === 'SANIERUNGSBEDUERFTIG' || f.condition === 'TEILWEISE_SANIERT';
  // An adjective ending in -e takes the ending without a second e (solide → solide, solides, solider).
  const adj = (gender: Gender) => cap(`${pick(rand, needsWork ? ['solide', 'bezahlbar'] : adjectives).replace(/e$/, '')}${ENDING[gender]}`);

  const titles: string[] = isFlat
    ? [`${adj('f')} ${r}-Zimmer-Wohnung mit ${feature} in ${f.city}`, `${word.de} in ${f.city}: ${r} Zimmer, ${area} m²${featureTitle ? ` und ${featureTitle}` : ''}`]
    : [`${adj(word.gender)} ${word.de} mit ${f.garden ? 'Garten' : feature} in ${f.city}`, `${word.de} mit ${r} Zimmern auf ${deNumber(f.plotArea ?? 0)} m² Grundstück in ${f.city}`, `Platz für die Familie: ${word.de} mit ${feature} in ${f.city}`];
  if (f.condition === 'ERSTBEZUG') titles.push(isFlat ? `Erstbezug: ${r}-Zimmer-${word.de} mit ${feature} in ${f.city}` : `Neubau-${word.de} zum Erstbezug in ${f.city}`);
  if (f.yearBuilt < 1919 && isFlat) titles.push(`Altbau von ${f.yearBuilt}: ${r} Zimmer mit ${feature} in ${f.city}`);
  if (f.subtype === 'PENTHOUSE') titles.push(`Penthouse mit ${feature}: ${r} Zimmer über den Dächern von ${f.city}`);
  if (needsWork) titles.push(`${word.de} mit Potenzial in ${f.city} – ${r} Zimmer, ${area} m²`);
  const title = pick(rand, titles);

  // Where in the building, unless the type's name says it already (Erdgeschoss-, Dachgeschosswohnung, Penthouse).
  const where =
    !isFlat || ['ERDGESCHOSS', 'DACHGESCHOSS', 'PENTHOUSE'].includes(f.subtype)
      ? ''
      : f.subtype === 'MAISONETTE'
        ? ` über zwei Ebenen (${f.floor === 0 ? 'Erdgeschoss und 1.' : `${f.floor}. und ${f.floor! + 1}.`} Obergeschoss)`
        : ` im ${f.floor}. Obergeschoss`;
  const intro = pick(rand, [
    `Angeboten wird ${INDEFINITE_ACC[word.gender]} ${word.de} mit ${r} ${f.rooms === 1 ? 'Zimmer' : 'Zimmern'} und rund ${area} m² Wohnfläche${where}.`,
    `In ${f.city} steht ${INDEFINITE_NOM[word.gender]} ${word.de} zum Verkauf: ${r} Zimmer auf rund ${area} m² Wohnfläche${where}.`,
    `${{ f: 'Diese', n: 'Dieses', m: 'Dieser' }[word.gender]} ${word.de} in ${f.city} bietet ${r} Zimmer auf rund ${area} m² Wohnfläche${where}.`,
  ]);
  const building = isFlat
    ? `Das Haus mit ${f.storeys} Geschossen wurde ${f.yearBuilt} gebaut${f.lift ? ' und hat einen Aufzug' : ''}.`
    : `Das Haus wurde ${f.yearBuilt} gebaut und steht auf einem Grundstück von rund ${deNumber(f.plotArea ?? 0)} m².`;
  const full = Math.floor(f.rooms);
  const halfRoom = f.rooms % 1 ? ' Ein halbes Zimmer eignet sich als Arbeitsecke.' : '';
  const downstairs = downstairsRooms(full);
  const layout = !isFlat
    ? f.subtype === 'BUNGALOW'
      ? `Alle Räume liegen auf einer Ebene: Wohnzimmer, ${full - 1} weitere Zimmer, Küche, Bad und Flur.${halfRoom}`
      : `Im Erdgeschoss liegen das Wohnzimmer${downstairs ? `, ${downstairs === 1 ? 'ein weiteres Zimmer' : `${downstairs} weitere Zimmer`}` : ''}, die Küche und ein Gäste-WC, im Obergeschoss ${full - 1 - downstairs === 1 ? 'ein weiteres Zimmer' : `${full - 1 - downstairs} weitere Zimmer`} und das Bad.${halfRoom}`
    : full === 1
      ? `Wohnen und Schlafen teilen sich einen Raum; dazu kommen Küche, Bad und Flur.${halfRoom}`
      : `Neben dem Wohnzimmer gibt es ${full - 1 === 1 ? 'ein weiteres Zimmer' : `${full - 1} weitere Zimmer`}; dazu kommen Küche, ${f.bathrooms > 1 ? 'zwei Bäder' : 'Bad'} und Flur.${halfRoom}`;
  const state: Record<Condition, string> = {
    ERSTBEZUG: 'Die Immobilie wird zum Erstbezug übergeben.',
    NEUWERTIG: 'Der Zustand ist neuwertig.',
    GEPFLEGT: 'Die Immobilie ist in gepflegtem Zustand.',
    MODERNISIERT: 'Die Immobilie wurde in den vergangenen Jahren modernisiert.',
    VOLL_SANIERT: 'Die Immobilie wurde umfassend saniert.',
    TEILWEISE_SANIERT: 'Teile der Immobilie sind saniert; weitere Arbeiten lassen sich nach eigenen Vorstellungen planen.',
    RENOVIERUNGSBEDUERFTIG: 'Die Immobilie ist renovierungsbedürftig – eine Gelegenheit für alle, die eigene Vorstellungen umsetzen möchten.',
    SANIERUNGSBEDUERFTIG: 'Die Immobilie ist sanierungsbedürftig; der Kaufpreis berücksichtigt den Aufwand.',
  };
  const items = features.map((x) => x.item);
  const inventory = items.length ? `Zur ${isFlat ? 'Wohnung' : 'Immobilie'} ${items.length === 1 ? 'gehört' : 'gehören'} ${listDe(items)}.` : '';
  const energy = `Energieausweis: ${f.energyCertificate === 'BEDARF' ? 'Bedarfsausweis' : 'Verbrauchsausweis'}, ${deNumber(f.energyValue)} kWh/(m²·a), Effizienzklasse ${f.energyClass}, wesentlicher Energieträger ${SOURCE_DE[f.energySource]}.`;
  const hausgeld = f.hausgeld !== null ? ` Das monatliche Hausgeld beträgt ${deNumber(f.hausgeld)} €.` : '';
  const description = [`${intro} ${building}`, `${layout} ${state[f.condition]}${inventory ? ` ${inventory}` : ''}`, `${energy}${hausgeld}`, demoSourceSentence(f.level, 'de', f.cityEn)].join('\n\n');

  const locationText = pick(rand, [
    `Wohnlage im Postleitzahlbereich ${f.postalCode} in ${f.city}. Geschäfte für den täglichen Bedarf, Kitas und Schulen sowie Bus und Bahn sind im Stadtgebiet gut zu erreichen.`,
    `Die ${isFlat ? 'Wohnung' : 'Immobilie'} liegt in einem Wohnviertel von ${f.city} (${f.postalCode}). Einkaufsmöglichkeiten, Ärzte und Haltestellen des Nahverkehrs finden sich in der Umgebung.`,
    `${f.city}, ${f.postalCode}: eine gewachsene Wohngegend mit Nahversorgung, Schulen und Anbindung an den öffentlichen Nahverkehr.`,
  ]);

  const fittings: string[] = [];
  fittings.push(f.yearBuilt < 1919 ? 'Dielenböden' : pick(rand, ['Parkett', 'Eichenparkett', 'Vinylboden', 'Laminat', 'Fliesen und Parkett']));
  if (chance(rand, 0.55)) fittings.push('Einbauküche');
  fittings.push(f.bathrooms > 1 ? 'zwei Bäder' : pick(rand, ['Tageslichtbad', 'Bad mit Dusche', 'Bad mit Wanne', 'Bad mit Wanne und Dusche']));
  if (!isFlat || f.rooms >= 4) fittings.push('Gäste-WC');
  if (f.heating.includes('FUSSBODEN')) fittings.push('Fußbodenheizung');
  if (f.yearBuilt >= 2010 || f.condition === 'VOLL_SANIERT') fittings.push('dreifach verglaste Fenster');
  if (f.lift) fittings.push('Aufzug');
  fittings.push(...features.map((x) => x.title));
  if (chance(rand, 0.3)) fittings.push('Abstellraum');
  const featuresText = `${cap(fittings.join(', '))}.`;
  return { title, description, locationText, featuresText };
}

function englishTexts(rand: Rand, f: Facts): Pick<DemoListing, 'title' | 'description' | 'locationText' | 'featuresText'> {
  const word = SUBTYPE_WORDS[f.subtype]!;
  const features = featureWords(f).en;
  const feature = features.length ? features[Math.floor(rand() * Math.min(2, features.length))]!.replace(/^an? /, '') : 'a practical layout';
  const area = enNumber(f.livingArea);
  const r = enNumber(f.rooms);
  const roomsEn = `${r} ${f.rooms === 1 ? 'room' : 'rooms'}`;
  const isFlat = f.type === 'apartment';
  const needsWork = f.condition === 'RENOVIERUNGSBEDUERFTIG' || f.condition === 'SANIERUNGSBEDUERFTIG' || f.condition === 'TEILWEISE_SANIERT';
  const adjectives = needsWork ? ['solid', 'affordable'] : ['well-kept', 'bright', 'well laid-out', ...(REFURBISHED.has(f.condition) ? ['modernised'] : []), ...(f.livingArea >= (isFlat ? 95 : 160) ? ['spacious'] : [])];
  const titles = isFlat
    ? [`${cap(pick(rand, adjectives))} ${r}-room ${word.en} with ${feature} in ${f.cityEn}`, `${cap(word.en)} in ${f.cityEn}: ${roomsEn}, ${area} m² and ${feature}`]
    : [`${cap(pick(rand, adjectives))} ${word.en} with ${f.garden ? 'garden' : feature} in ${f.cityEn}`, `${cap(word.en)} with ${roomsEn} on a ${enNumber(f.plotArea ?? 0)} m² plot in ${f.cityEn}`];
  if (f.condition === 'ERSTBEZUG') titles.push(`New build, first occupancy: ${r}-room ${word.en} in ${f.cityEn}`);
  if (needsWork) titles.push(`${cap(word.en)} with potential in ${f.cityEn} – ${roomsEn}, ${area} m²`);
  const title = pick(rand, titles);

  const where = !isFlat || ['ERDGESCHOSS', 'DACHGESCHOSS', 'PENTHOUSE'].includes(f.subtype) ? '' : f.subtype === 'MAISONETTE' ? ' on two levels' : ` on the ${ordinalEn(f.floor!)} floor`;
  const intro = pick(rand, [
    `For sale: a ${word.en} with ${roomsEn} and about ${area} m² of living space${where}.`,
    `This ${word.en} in ${f.cityEn} offers ${roomsEn} on about ${area} m² of living space${where}.`,
  ]);
  const building = isFlat ? `The building has ${f.storeys} storeys and was built in ${f.yearBuilt}${f.lift ? '; there is a lift' : ''}.` : `The house was built in ${f.yearBuilt} and stands on a plot of about ${enNumber(f.plotArea ?? 0)} m².`;
  const full = Math.floor(f.rooms);
  const halfRoom = f.rooms % 1 ? ' A half room works as a study corner.' : '';
  const downstairs = downstairsRooms(full);
  const further = (k: number) => (k === 1 ? 'one further room' : `${k} further rooms`);
  const layout = !isFlat
    ? f.subtype === 'BUNGALOW'
      ? `All rooms are on one level: living room, ${further(full - 1)}, kitchen, bathroom and hall.${halfRoom}`
      : `The living room${downstairs ? `, ${further(downstairs)}` : ''}, the kitchen and a guest WC are on the ground floor; ${further(full - 1 - downstairs)} and the bathroom are upstairs.${halfRoom}`
    : full === 1
      ? `Living and sleeping share one room, with a kitchen, bathroom and hall.${halfRoom}`
      : `Besides the living room there ${full - 1 === 1 ? 'is one further room' : `are ${full - 1} further rooms`}, plus kitchen, ${f.bathrooms > 1 ? 'two bathrooms' : 'bathroom'} and hall.${halfRoom}`;
  const state: Record<Condition, string> = {
    ERSTBEZUG: 'It is handed over for first occupancy.',
    NEUWERTIG: 'It is in as-new condition.',
    GEPFLEGT: 'It is well kept.',
    MODERNISIERT: 'It has been modernised in recent years.',
    VOLL_SANIERT: 'It has been fully refurbished.',
    TEILWEISE_SANIERT: 'It has been partly refurbished; further work can be planned to your own taste.',
    RENOVIERUNGSBEDUERFTIG: 'It needs renovation – a chance to realise your own ideas.',
    SANIERUNGSBEDUERFTIG: 'It needs refurbishment; the price reflects the work.',
  };
  const inventory = features.length ? `It comes with ${listEn(features)}.` : '';
  const energy = `Energy certificate: ${f.energyCertificate === 'BEDARF' ? 'demand-based' : 'consumption-based'}, ${enNumber(f.energyValue)} kWh/(m²·a), efficiency class ${f.energyClass}, main energy source ${SOURCE_EN[f.energySource]}.`;
  const hausgeld = f.hausgeld !== null ? ` The monthly service charge (Hausgeld) is €${enNumber(f.hausgeld)}.` : '';
  const description = [`${intro} ${building}`, `${layout} ${state[f.condition]}${inventory ? ` ${inventory}` : ''}`, `${energy}${hausgeld}`, demoSourceSentence(f.level, 'en', f.cityEn)].join('\n\n');
  const locationText = pick(rand, [
    `A residential area in ${f.cityEn} (postal code ${f.postalCode}). Shops for daily needs, nurseries, schools and public transport are within easy reach in the city.`,
    `Located in a residential neighbourhood of ${f.cityEn} (${f.postalCode}), with shops, doctors and public transport stops in the area.`,
  ]);
  const fittings = [f.yearBuilt < 1919 ? 'wooden floorboards' : pick(rand, ['parquet', 'oak parquet', 'vinyl flooring', 'laminate'])];
  if (chance(rand, 0.55)) fittings.push('fitted kitchen');
  fittings.push(f.bathrooms > 1 ? 'two bathrooms' : pick(rand, ['bathroom with window', 'shower room', 'bathroom with bathtub']));
  if (!isFlat || f.rooms >= 4) fittings.push('guest WC');
  if (f.heating.includes('FUSSBODEN')) fittings.push('underfloor heating');
  if (f.yearBuilt >= 2010 || f.condition === 'VOLL_SANIERT') fittings.push('triple glazing');
  if (f.lift) fittings.push('lift');
  fittings.push(...features.map((x) => x.replace(/^an? /, '')));
  return { title, description, locationText, featuresText: `${cap(fittings.join(', '))}.` };
}

// ---------------------------------------------------------------------------------------------------------
// One listing

function generateListing(index: number, city: DemoCity, type: ListingType, seed: number): DemoListing {
  const rand = mulberry32(seed);
  const level = (type === 'apartment' ? city.apartment : city.house)!;
  const externalId = `DEMO-${String(index + 1).padStart(5, '0')}`;
  const language = chance(rand, ENGLISH_SHARE) ? 'en' : 'de';
  const isFlat = type === 'apartment';

  const postalCode = pick(rand, city.postalCodes);
  const place = postalPlace(postalCode)!;
  const lat = Math.round((place.lat + between(rand, -0.004, 0.004)) * 1e5) / 1e5;
  const lon = Math.round((place.lon + between(rand, -0.004, 0.004)) * 1e5) / 1e5;
  const street = pick(rand, STREETS);
  const houseNumber = `${int(rand, 1, isFlat ? 140 : 90)}${chance(rand, 0.08) ? pick(rand, ['a', 'b']) : ''}`;
  const addressPublic = chance(rand, 0.5);

  const year = yearBuilt(rand, type);
  let subtype = isFlat
    ? weighted(rand, [['ETAGE', 56], ['ERDGESCHOSS', 14], ['DACHGESCHOSS', 14], ['MAISONETTE', 8], ['PENTHOUSE', 8]] as const)
    : weighted(rand, [['EINFAMILIENHAUS', 45], ['DOPPELHAUSHAELFTE', 25], ['REIHENHAUS', 22], ['BUNGALOW', 8]] as const);
  // Penthouses are a feature of buildings from the 1960s on; an older top floor is a Dachgeschosswohnung.
  if (subtype === 'PENTHOUSE' && year < 1960) subtype = 'DACHGESCHOSS';
  // Bungalows are a post-war house type; an older single house is an Einfamilienhaus.
  if (subtype === 'BUNGALOW' && year < 1955) subtype = 'EINFAMILIENHAUS';
  const cond = condition(rand, year);

  let livingArea: number;
  let plotArea: number | null = null;
  if (isFlat) {
    livingArea = subtype === 'PENTHOUSE' ? between(rand, 75, 150) : subtype === 'MAISONETTE' ? 60 + 90 * rand() ** 1.2 : 30 + 120 * rand() ** 1.5;
  } else {
    const sizes: Record<string, readonly [number, number, number, number]> = { REIHENHAUS: [90, 150, 150, 320], DOPPELHAUSHAELFTE: [100, 170, 250, 550], EINFAMILIENHAUS: [110, 230, 400, 900], BUNGALOW: [90, 160, 450, 900] };
    const [areaMin, areaMax, plotMin, plotMax] = sizes[subtype]!;
    livingArea = between(rand, areaMin, areaMax);
    plotArea = Math.round(between(rand, plotMin, plotMax) / 5) * 5;
  }
  livingArea = Math.round(livingArea * 2) / 2;
  const roomCount = rooms(rand, livingArea, type);
  const bathrooms = livingArea >= (isFlat ? 110 : 140) && chance(rand, 0.6) ? 2 : 1;

  let storeys: number | null = null;
  let floor: number | null = null;
  if (isFlat) {
    storeys = year < 1919 ? int(rand, 4, 5) : year < 1949 ? int(rand, 3, 4) : year < 1979 ? int(rand, 3, 8) : year < 2001 ? int(rand, 3, 6) : int(rand, 4, 7);
    floor = subtype === 'ERDGESCHOSS' ? 0 : subtype === 'DACHGESCHOSS' || subtype === 'PENTHOUSE' ? storeys - 1 : subtype === 'MAISONETTE' ? int(rand, 0, storeys - 2) : int(rand, 1, storeys - 2);
  }

  const source = energySource(rand, type, year, cond);
  const heat = heating(rand, type, source, year);
  const value = energyValue(rand, type, subtype, year, cond, source);
  const energyCertificate = year >= 2016 || (!isFlat && year < 1978 && !REFURBISHED.has(cond)) ? 'BEDARF' : chance(rand, 0.5) ? 'VERBRAUCH' : 'BEDARF';
  const issuedYear = int(rand, Math.max(2019, Math.min(2025, year)), 2025);
  const certificateIssued = `${issuedYear}-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`;

  let balconies = 0;
  let terraces = 0;
  let garden = false;
  let lift = false;
  let parking: Parking | null = null;
  let cellar: boolean;
  if (isFlat) {
    if (subtype === 'ERDGESCHOSS') {
      terraces = chance(rand, 0.6) ? 1 : 0;
      garden = chance(rand, 0.5);
    } else if (subtype === 'PENTHOUSE') terraces = 1;
    else balconies = chance(rand, subtype === 'DACHGESCHOSS' ? 0.5 : year < 1949 ? 0.55 : 0.85) ? 1 : 0;
    // Lifts mostly in newer and taller buildings; few pre-war buildings have had one added.
    const liftChance = year >= 1990 && storeys! >= 4 ? 0.9 : year >= 1960 && storeys! >= 5 ? 0.6 : year < 1949 ? 0.12 : 0.2;
    lift = subtype === 'PENTHOUSE' && year >= 1990 ? true : chance(rand, liftChance);
    parking = year >= 1970 ? weighted(rand, [['TIEFGARAGE', 45], ['FREIPLATZ', 20], [null, 35]] as const) : weighted(rand, [['FREIPLATZ', 15], ['GARAGE', 5], [null, 80]] as const);
    cellar = chance(rand, year >= 2016 ? 0.7 : 0.85);
  } else {
    terraces = chance(rand, 0.9) ? 1 : 0;
    balconies = subtype !== 'BUNGALOW' && chance(rand, 0.35) ? 1 : 0;
    garden = true;
    parking = weighted(rand, [['GARAGE', 50], ['CARPORT', 20], ['FREIPLATZ', 20], [null, 10]] as const);
    cellar = chance(rand, subtype === 'BUNGALOW' ? 0.3 : year < 1990 ? 0.85 : 0.45);
  }
  const hausgeld = isFlat ? Math.round(livingArea * Math.min(4.5, between(rand, 2.5, 4.3) + (lift ? 0.2 : 0))) : null;
  // Since 2020 the buyer pays at most half the commission (§ 656c BGB): typically 3.57 % incl. VAT, sometimes 2.98 %;
  // new builds from developers are often commission-free.
  const commission = chance(rand, cond === 'ERSTBEZUG' ? 0.6 : 0.14) ? 'provisionsfrei' : chance(rand, 0.82) ? '3,57 % inkl. MwSt.' : '2,98 % inkl. MwSt.';

  const energyClass = energyClassOf(value);
  const facts: Facts = {
    externalId,
    seed,
    language,
    city: city.name,
    cityEn: city.nameEn,
    level,
    type,
    subtype,
    postalCode,
    lat,
    lon,
    street,
    houseNumber,
    addressPublic,
    livingArea,
    plotArea,
    rooms: roomCount,
    bathrooms,
    floor,
    storeys,
    yearBuilt: year,
    condition: cond,
    energyCertificate,
    energyValue: value,
    energyClass,
    energySource: source,
    heating: heat,
    certificateIssued,
    balconies,
    terraces,
    garden,
    lift,
    parking,
    cellar,
    hausgeld,
    commission,
    price: 0,
  };
  facts.price = price(rand, level, facts);
  const texts = language === 'de' ? germanTexts(rand, facts) : englishTexts(rand, facts);
  const { cityEn: _cityEn, ...rest } = facts;
  return { ...rest, ...texts, images: drawImages(rand, facts) };
}

function drawImages(rand: Rand, f: Facts): DemoImage[] {
  const de = f.language === 'de';
  const word = SUBTYPE_WORDS[f.subtype]!;
  const what = de ? `${word.de} in ${f.city}` : `${word.en} in ${f.cityEn}`;
  const base = `images/${f.externalId.toLowerCase()}`;
  const facade = (variant: FacadeSpec['variant']) =>
    facadeSvg({
      seed: f.seed,
      type: f.type,
      subtype: f.subtype,
      storeys: f.storeys ?? 2,
      floor: f.floor,
      balcony: f.balconies > 0,
      garden: f.garden,
      yearBuilt: f.yearBuilt,
      variant,
      title: de ? `Beispielbild (Demo): ${variant === 'evening' ? 'Ansicht am Abend' : variant === 'street' ? 'Straßenseite' : 'Ansicht'} – ${what}` : `Example image (demo): ${variant === 'evening' ? 'evening view' : variant === 'street' ? 'street side' : 'view'} – ${what}`,
    });
  const images: DemoImage[] = [{ path: `${base}-ansicht.svg`, group: 'TITELBILD', title: de ? 'Ansicht (Beispielbild)' : 'View (example image)', svg: facade('day') }];
  const variants: FacadeSpec['variant'][] = chance(rand, 0.5) ? ['evening', 'street'] : [pick(rand, ['evening', 'street'] as const)];
  for (const v of variants) images.push({ path: `${base}-${v === 'evening' ? 'abend' : 'strasse'}.svg`, group: 'BILD', title: de ? (v === 'evening' ? 'Ansicht am Abend (Beispielbild)' : 'Straßenseite (Beispielbild)') : v === 'evening' ? 'Evening view (example image)' : 'Street side (example image)', svg: facade(v) });
  images.push({
    path: `${base}-grundriss.svg`,
    group: 'GRUNDRISS',
    title: de ? 'Grundriss (Skizze)' : 'Floor plan (sketch)',
    svg: floorPlanSvg({ seed: f.seed, rooms: f.rooms, livingArea: f.livingArea, levels: f.type === 'house' ? (f.subtype === 'BUNGALOW' ? 1 : 2) : f.subtype === 'MAISONETTE' ? 2 : 1, language: f.language, title: de ? `Grundriss-Skizze (Demo): ${what}` : `Floor plan sketch (demo): ${what}` }),
  });
  return images;
}

/** The generated listings (what demoFeed writes). */
export function demoListings({ count = DEMO_FEED_DEFAULT_COUNT, seed = DEMO_FEED_DEFAULT_SEED }: { count?: number; seed?: number } = {}): DemoListing[] {
  if (!Number.isInteger(count) || count < 1 || count > 1000) throw new RangeError(`demo feed: count must be a whole number from 1 to 1000, not ${count}`);
  const cities = demoCities();
  const allocation = cityAllocation(count);
  const slots = cities.flatMap((c) => Array.from({ length: allocation.get(c.name) ?? 0 }, () => c));
  // Shuffle (Fisher–Yates) so that the listing numbers do not run city by city.
  const rand = mulberry32(seed);
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  // In a city with both levels, its first 30 % of slots (rounded) are houses; a city with one level gets only that type.
  const seen = new Map<string, number>();
  return slots.map((city, index) => {
    const nth = seen.get(city.name) ?? 0;
    seen.set(city.name, nth + 1);
    const houses = city.apartment ? Math.round((allocation.get(city.name) ?? 0) * HOUSE_SHARE) : Infinity;
    const type: ListingType = city.house && nth < houses ? 'house' : 'apartment';
    return generateListing(index, city, type, listingSeed(seed, index));
  });
}

// ---------------------------------------------------------------------------------------------------------
// OpenImmo XML

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const money = (n: number) => n.toFixed(2);

function immobilie(l: DemoListing, bundesland: string): string {
  const x: string[] = [];
  const add = (indent: number, line: string) => x.push(`${'  '.repeat(indent)}${line}`);
  const el = (indent: number, name: string, value: string | number) => add(indent, `<${name}>${typeof value === 'number' ? value : esc(value)}</${name}>`);
  add(2, '<immobilie>');
  add(3, '<objektkategorie>');
  add(4, '<nutzungsart WOHNEN="true" GEWERBE="false"/>');
  add(4, '<vermarktungsart KAUF="true" MIETE_PACHT="false"/>');
  add(4, `<objektart><${l.type === 'apartment' ? `wohnung wohnungtyp="${l.subtype}"` : `haus haustyp="${l.subtype}"`}/></objektart>`);
  add(3, '</objektkategorie>');
  add(3, '<geo>');
  el(4, 'plz', l.postalCode);
  el(4, 'ort', l.city);
  add(4, `<geokoordinaten breitengrad="${l.lat.toFixed(5)}" laengengrad="${l.lon.toFixed(5)}"/>`);
  el(4, 'strasse', l.street);
  el(4, 'hausnummer', l.houseNumber);
  if (bundesland) el(4, 'bundesland', bundesland);
  add(4, '<land iso_land="DEU"/>');
  if (l.floor !== null) el(4, 'etage', l.floor);
  if (l.storeys !== null) el(4, 'anzahl_etagen', l.storeys);
  add(3, '</geo>');
  add(3, '<kontaktperson>');
  el(4, 'email_zentrale', 'demo@hauslotse.invalid');
  el(4, 'name', DEMO_PROVIDER.name);
  add(3, '</kontaktperson>');
  add(3, '<preise>');
  el(4, 'kaufpreis', money(l.price));
  if (l.hausgeld !== null) el(4, 'hausgeld', money(l.hausgeld));
  el(4, 'provisionspflichtig', l.commission === 'provisionsfrei' ? 'false' : 'true');
  add(4, `<aussen_courtage mit_mwst="true">${esc(l.commission)}</aussen_courtage>`);
  add(4, '<waehrung iso_waehrung="EUR"/>');
  add(3, '</preise>');
  add(3, '<flaechen>');
  el(4, 'wohnflaeche', money(l.livingArea));
  if (l.plotArea !== null) el(4, 'grundstuecksflaeche', money(l.plotArea));
  el(4, 'anzahl_zimmer', String(l.rooms));
  el(4, 'anzahl_badezimmer', l.bathrooms);
  if (l.balconies) el(4, 'anzahl_balkone', l.balconies);
  if (l.terraces) el(4, 'anzahl_terrassen', l.terraces);
  if (l.parking) el(4, 'anzahl_stellplaetze', 1);
  add(3, '</flaechen>');
  add(3, '<ausstattung>');
  add(4, `<heizungsart ${l.heating.map((h) => `${h}="true"`).join(' ')}/>`);
  add(4, `<befeuerung ${l.energySource}="true"/>`);
  if (l.lift) add(4, '<fahrstuhl PERSONEN="true"/>');
  if (l.parking) add(4, `<stellplatzart ${l.parking}="true"/>`);
  if (l.garden) el(4, 'gartennutzung', 'true');
  add(4, `<unterkellert keller="${l.cellar ? 'JA' : 'NEIN'}"/>`);
  add(3, '</ausstattung>');
  add(3, '<zustand_angaben>');
  el(4, 'baujahr', l.yearBuilt);
  add(4, `<zustand zustand_art="${l.condition}"/>`);
  add(4, '<energiepass>');
  el(5, 'epart', l.energyCertificate);
  el(5, 'gueltig_bis', `${Number(l.certificateIssued.slice(0, 4)) + 10}${l.certificateIssued.slice(4)}`);
  if (l.energyCertificate === 'VERBRAUCH') {
    el(5, 'energieverbrauchkennwert', l.energyValue.toFixed(1));
    el(5, 'mitwarmwasser', 'true');
  } else el(5, 'endenergiebedarf', l.energyValue.toFixed(1));
  el(5, 'primaerenergietraeger', l.energySource);
  el(5, 'wertklasse', l.energyClass);
  el(5, 'baujahr', l.yearBuilt);
  el(5, 'ausstelldatum', l.certificateIssued);
  el(5, 'jahrgang', '2014');
  el(5, 'gebaeudeart', 'wohn');
  add(4, '</energiepass>');
  add(3, '</zustand_angaben>');
  add(3, '<freitexte>');
  el(4, 'objekttitel', l.title);
  el(4, 'lage', l.locationText);
  el(4, 'ausstatt_beschr', l.featuresText);
  el(4, 'objektbeschreibung', l.description);
  add(3, '</freitexte>');
  add(3, '<anhaenge>');
  for (const image of l.images) {
    add(4, `<anhang location="INTERN" gruppe="${image.group}">`);
    el(5, 'anhangtitel', image.title);
    el(5, 'format', 'image/svg+xml');
    add(5, `<daten><pfad>${esc(image.path)}</pfad></daten>`);
    add(4, '</anhang>');
  }
  add(3, '</anhaenge>');
  add(3, '<verwaltung_objekt>');
  el(4, 'objektadresse_freigeben', l.addressPublic ? 'true' : 'false');
  add(3, '</verwaltung_objekt>');
  add(3, '<verwaltung_techn>');
  el(4, 'objektnr_extern', l.externalId);
  add(4, '<aktion aktionart="CHANGE"/>');
  el(4, 'stand_vom', FEED_DATE);
  el(4, 'weitergabe_generell', 'false');
  el(4, 'sprache', l.language);
  add(4, '<user_defined_simplefield feldname="demo">true</user_defined_simplefield>');
  add(3, '</verwaltung_techn>');
  add(2, '</immobilie>');
  return x.join('\n');
}

/** The OpenImmo document of the listings. */
export function demoFeedXml(listings: DemoListing[]): string {
  const states = new Map(demoCities().map((c) => [c.name, c.state]));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- DEMO DATA: generated by src/demo/properties/feed.ts (npm run listings:demo-feed). None of these listings exists;',
    '     prices are derived from published price levels per m² (vendor/price-levels/price-levels.csv), named in each description. -->',
    '<openimmo>',
    `  <uebertragung art="OFFLINE" umfang="VOLL" modus="NEW" version="1.2.7" sendersoftware="Hauslotse Demo-Feed" senderversion="1" techn_email="demo@hauslotse.invalid" timestamp="${FEED_DATE}T08:00:00"/>`,
    '  <anbieter>',
    `    <anbieternr>${DEMO_PROVIDER.id}</anbieternr>`,
    `    <firma>${esc(DEMO_PROVIDER.name)}</firma>`,
    ...listings.map((l) => immobilie(l, states.get(l.city) ?? '')),
    '  </anbieter>',
    '</openimmo>',
    '',
  ].join('\n');
}

/** The demo feed: a zip with demo-feed.xml and the drawn images (images/…), byte for byte the same for the same options. */
export function demoFeed(options: { count?: number; seed?: number } = {}): Uint8Array {
  const listings = demoListings(options);
  const encoder = new TextEncoder();
  const files: Record<string, Uint8Array> = { [DEMO_FEED_DOCUMENT]: encoder.encode(demoFeedXml(listings)) };
  for (const l of listings) for (const image of l.images) files[image.path] = encoder.encode(image.svg);
  const entries = Object.keys(files).length;
  if (entries > ARCHIVE_LIMITS.entries) throw new RangeError(`demo feed: ${entries} files exceed the import's limit of ${ARCHIVE_LIMITS.entries} per zip; ask for fewer listings`);
  return zipSync(files, { mtime: ZIP_MTIME, level: 6 });
}
