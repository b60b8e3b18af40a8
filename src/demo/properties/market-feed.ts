/**
 * DEMO DATA. A market's worth of generated listings (issue 47): OpenImmo documents of tens of thousands of listings
 * spread over every German postal code by population, for measuring the import, the search and the pages at the size
 * of a real market. None of these listings exists; every one is flagged demo and its description says where its
 * price comes from.
 *
 * - Where: every postal code of the GeoNames table (src/datasets/postal-places.json) with a weight for the people
 *   living there: a large city's population (engine/geo/cities) shared among its postal codes, 8,000 for every other
 *   postal code (about the national mean: 84 million people, some 8,200 postal codes in use). So all 16 states get
 *   listings, Berlin, Hamburg and Munich most.
 * - Price: the sourced price level per m² (vendor/price-levels, ./price-levels.ts) of the nearest city that has one
 *   for the type, times a location factor that falls from 1 within 10 km to 0.45 at 90 km and beyond, times ±20 %.
 * - Feeds: `providers` providers (default 12). Nine are regional (a state's listings go to the state's provider
 *   with 70 % probability), three are national and take the rest, so postal codes overlap between feeds. Each
 *   provider writes its full feed in documents of at most 4,000 listings (`market-NN-K.xml`, purchases and about 3 % rentals, which the import refuses as
 *   NOT_A_PURCHASE) and an update (`market-NN-update.xml`) that withdraws about 4 % of its purchases (DELETE).
 *
 * Deterministic: mulberry32 seeded from the seed and the listing's index, no clock, no Math.random. Written by
 * `npm run listings:market-feed` (scripts/listings-market-feed.ts) into a folder (e.g. under /tmp, never the
 * repository: 50,000 listings are about 80 MB of XML).
 */
import { CITIES } from '@/engine/geo/cities';
import { stateForPostalCode } from '@/engine/geo/lookup';
import { distanceKm, postalPlacesIn, type ListingType, type PriceLevel } from '@/features/properties/cli';
import { demoCities, energyClassOf } from './feed';
import { mulberry32 } from './images';

export const MARKET_FEED_DEFAULT_COUNT = 50_000;
export const MARKET_FEED_DEFAULT_SEED = 47;
export const MARKET_FEED_DEFAULT_PROVIDERS = 12;
/** A postal code outside the large cities stands for about this many people. */
const PEOPLE_PER_POSTAL_CODE = 8_000;
const RENTAL_SHARE = 0.03;
const WITHDRAWN_SHARE = 0.04;
const FEED_DATE = '2026-11-29';
/** Listings per full document. */
const PART_SIZE = 4_000;

export interface MarketListing {
  externalId: string;
  provider: number;
  rental: boolean;
  withdrawn: boolean;
  type: ListingType;
  subtype: string;
  postalCode: string;
  place: string;
  /** ISO 3166-2 (DE-BE). */
  state: string;
  lat: number;
  lon: number;
  price: number;
  livingArea: number;
  plotArea: number | null;
  rooms: number;
  floor: number | null;
  yearBuilt: number;
  condition: string;
  energyValue: number;
  energyClass: string;
  balcony: boolean;
  garden: boolean;
  lift: boolean;
  parking: boolean;
  cellar: boolean;
  hausgeld: number | null;
  commission: string;
  level: PriceLevel;
  levelFactor: number;
  levelDistanceKm: number;
}

type Rand = () => number;
const between = (rand: Rand, min: number, max: number) => min + rand() * (max - min);
const int = (rand: Rand, min: number, max: number) => Math.floor(between(rand, min, max + 1));
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

function listingSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x51ed270b, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

interface Weighted {
  postalCode: string;
  place: string;
  state: string;
  lat: number;
  lon: number;
  /** People the postal code stands for. */
  people: number;
  /** In a large city (more flats, fewer houses). */
  urban: boolean;
}

let placesCache: { places: Weighted[]; cumulative: Float64Array } | null = null;

/** Every postal code with a state and its weight, in postal-code order, and the running sum of the weights. */
export function marketPlaces(): { places: Weighted[]; cumulative: Float64Array } {
  if (placesCache) return placesCache;
  const all = postalPlacesIn({ south: -90, north: 90, west: -180, east: 180 }).sort((a, b) => a.postalCode.localeCompare(b.postalCode));
  const cityOf = new Map<string, { population: number; codes: number }>();
  const byPlace = new Map<string, string[]>();
  for (const p of all) byPlace.set(p.place, [...(byPlace.get(p.place) ?? []), p.postalCode]);
  for (const city of CITIES) {
    const codes = byPlace.get(city.name.de) ?? [];
    for (const code of codes) cityOf.set(code, { population: city.population, codes: codes.length });
  }
  const places: Weighted[] = [];
  for (const p of all) {
    const state = stateForPostalCode(p.postalCode);
    if (!state) continue;
    const city = cityOf.get(p.postalCode);
    places.push({ postalCode: p.postalCode, place: p.place, state: `DE-${state.state}`, lat: p.lat, lon: p.lon, people: city ? city.population / city.codes : PEOPLE_PER_POSTAL_CODE, urban: city !== undefined && city.population >= 100_000 });
  }
  const cumulative = new Float64Array(places.length);
  let sum = 0;
  places.forEach((p, i) => (cumulative[i] = sum += p.people));
  placesCache = { places, cumulative };
  return placesCache;
}

function drawPlace(rand: Rand): Weighted {
  const { places, cumulative } = marketPlaces();
  const r = rand() * cumulative[cumulative.length - 1]!;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > r) hi = mid;
    else lo = mid + 1;
  }
  return places[lo]!;
}

let levelCentres: { type: ListingType; level: PriceLevel; lat: number; lon: number }[] | null = null;

/** The nearest sourced level of the type, its distance and the location factor (1 within 10 km, 0.45 from 90 km). */
function levelFor(type: ListingType, at: { lat: number; lon: number }): { level: PriceLevel; factor: number; distance: number } {
  levelCentres ??= demoCities().flatMap((c) => {
    const { places } = marketPlaces();
    const own = places.filter((p) => c.postalCodes.includes(p.postalCode));
    if (own.length === 0) return [];
    const lat = own.reduce((s, p) => s + p.lat, 0) / own.length;
    const lon = own.reduce((s, p) => s + p.lon, 0) / own.length;
    return [c.apartment, c.house].filter((l): l is PriceLevel => l !== null).map((level) => ({ type: level.type, level, lat, lon }));
  });
  let best: { level: PriceLevel; distance: number } | null = null;
  for (const c of levelCentres) {
    if (c.type !== type) continue;
    const d = distanceKm(at, c);
    if (!best || d < best.distance) best = { level: c.level, distance: d };
  }
  if (!best) throw new Error(`market feed: no price level for ${type}`);
  const factor = best.distance <= 10 ? 1 : Math.max(0.45, 1 - (0.55 * (best.distance - 10)) / 80);
  return { ...best, factor: Math.round(factor * 100) / 100 };
}

const REGIONAL_PROVIDERS = 9;
const STATE_ORDER = ['DE-BW', 'DE-BY', 'DE-BE', 'DE-BB', 'DE-HB', 'DE-HH', 'DE-HE', 'DE-MV', 'DE-NI', 'DE-NW', 'DE-RP', 'DE-SL', 'DE-SN', 'DE-ST', 'DE-SH', 'DE-TH'];
const CONDITIONS = ['ERSTBEZUG', 'NEUWERTIG', 'GEPFLEGT', 'GEPFLEGT', 'GEPFLEGT', 'MODERNISIERT', 'TEILWEISE_SANIERT', 'RENOVIERUNGSBEDUERFTIG'] as const;
const CONDITION_FACTOR: Record<string, number> = { ERSTBEZUG: 1.12, NEUWERTIG: 1.08, MODERNISIERT: 1.02, GEPFLEGT: 1, TEILWEISE_SANIERT: 0.97, RENOVIERUNGSBEDUERFTIG: 0.9 };

function generate(index: number, seed: number, providers: number): MarketListing {
  const rand = mulberry32(listingSeed(seed, index));
  const where = drawPlace(rand);
  const stateIndex = STATE_ORDER.indexOf(where.state);
  const regional = Math.min(REGIONAL_PROVIDERS, providers);
  const provider = providers <= regional || rand() < 0.7 ? stateIndex % regional : regional + Math.floor(rand() * (providers - regional));
  const rental = rand() < RENTAL_SHARE;
  const type: ListingType = rand() < (where.urban ? 0.8 : 0.4) ? 'apartment' : 'house';
  const isFlat = type === 'apartment';
  const subtype = isFlat ? pick(rand, ['ETAGE', 'ETAGE', 'ETAGE', 'ERDGESCHOSS', 'DACHGESCHOSS', 'MAISONETTE', 'PENTHOUSE']) : pick(rand, ['EINFAMILIENHAUS', 'EINFAMILIENHAUS', 'DOPPELHAUSHAELFTE', 'REIHENHAUS', 'BUNGALOW']);
  const livingArea = Math.round((isFlat ? 28 + 120 * rand() ** 1.5 : 85 + 170 * rand() ** 1.3) * 2) / 2;
  const plotArea = isFlat ? null : Math.round(between(rand, 150, 1100) / 5) * 5;
  const rooms = Math.max(1, Math.min(isFlat ? 6 : 9, Math.round((livingArea / (isFlat ? 27 : 30) + between(rand, -0.6, 0.6)) * 2) / 2));
  const yearBuilt = int(rand, 1900, 2026);
  const condition = yearBuilt >= 2024 ? 'ERSTBEZUG' : pick(rand, CONDITIONS.slice(1));
  const energyValue = Math.round(Math.max(15, (yearBuilt >= 2016 ? 45 : yearBuilt >= 1995 ? 95 : 165) * between(rand, 0.6, 1.4)) * 10) / 10;
  const energyClass = energyClassOf(energyValue);
  const storeys = isFlat ? int(rand, 3, 7) : null;
  const floor = storeys === null ? null : subtype === 'ERDGESCHOSS' ? 0 : subtype === 'DACHGESCHOSS' || subtype === 'PENTHOUSE' ? storeys - 1 : int(rand, 1, storeys - 1);
  const { level, factor, distance } = levelFor(type, where);
  const eurPerM2 = level.eurPerM2 * factor * (CONDITION_FACTOR[condition] ?? 1) * between(rand, 0.8, 1.2);
  const price = rental ? Math.round((eurPerM2 / 300) * livingArea) : Math.max(20_000, Math.round((eurPerM2 * livingArea) / 1000) * 1000);
  return {
    externalId: `M${String(seed).padStart(3, '0')}-${String(index + 1).padStart(6, '0')}`,
    provider,
    rental,
    withdrawn: !rental && rand() < WITHDRAWN_SHARE,
    type,
    subtype,
    postalCode: where.postalCode,
    place: where.place,
    state: where.state,
    lat: Math.round((where.lat + between(rand, -0.01, 0.01)) * 1e5) / 1e5,
    lon: Math.round((where.lon + between(rand, -0.012, 0.012)) * 1e5) / 1e5,
    price,
    livingArea,
    plotArea,
    rooms,
    floor,
    yearBuilt,
    condition,
    energyValue,
    energyClass,
    balcony: isFlat ? rand() < 0.7 : rand() < 0.4,
    garden: !isFlat || (subtype === 'ERDGESCHOSS' && rand() < 0.5),
    lift: isFlat && (storeys ?? 0) >= 4 && rand() < (yearBuilt >= 1990 ? 0.85 : 0.3),
    parking: rand() < (isFlat ? 0.55 : 0.9),
    cellar: rand() < 0.75,
    hausgeld: isFlat ? Math.round(livingArea * between(rand, 2.5, 4.3)) : null,
    commission: rand() < 0.2 ? 'provisionsfrei' : '3,57 % inkl. MwSt.',
    level,
    levelFactor: factor,
    levelDistanceKm: Math.round(distance),
  };
}

/** The listings, in listing-number order (deterministic for the same count, seed and providers). */
export function marketListings({ count = MARKET_FEED_DEFAULT_COUNT, seed = MARKET_FEED_DEFAULT_SEED, providers = MARKET_FEED_DEFAULT_PROVIDERS } = {}): MarketListing[] {
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) throw new RangeError(`market feed: count must be a whole number from 1 to 1,000,000, not ${count}`);
  if (!Number.isInteger(providers) || providers < 1 || providers > 99) throw new RangeError(`market feed: providers must be a whole number from 1 to 99, not ${providers}`);
  return Array.from({ length: count }, (_, i) => generate(i, seed, providers));
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const SUBTYPE_DE: Record<string, string> = {
  ETAGE: 'Etagenwohnung', ERDGESCHOSS: 'Erdgeschosswohnung', DACHGESCHOSS: 'Dachgeschosswohnung', MAISONETTE: 'Maisonette', PENTHOUSE: 'Penthouse',
  EINFAMILIENHAUS: 'Einfamilienhaus', DOPPELHAUSHAELFTE: 'Doppelhaushälfte', REIHENHAUS: 'Reihenhaus', BUNGALOW: 'Bungalow',
};
const providerId = (n: number) => `MARKT-${String(n + 1).padStart(2, '0')}`;

function immobilie(l: MarketListing): string {
  const what = `${String(l.rooms).replace('.', ',')}-Zimmer-${SUBTYPE_DE[l.subtype]} in ${l.place}`;
  const source = `Beispieldaten (Marktfeed): Preis abgeleitet vom Quadratmeterpreis für ${l.type === 'apartment' ? 'Wohnungen' : 'Häuser'} in ${l.level.city} (${l.level.eurPerM2} €/m², Quelle: ${l.level.source}) mit dem Lagefaktor ${String(l.levelFactor).replace('.', ',')} für ${l.levelDistanceKm} km Entfernung.`;
  return [
    '    <immobilie>',
    '      <objektkategorie>',
    '        <nutzungsart WOHNEN="true" GEWERBE="false"/>',
    `        <vermarktungsart KAUF="${!l.rental}" MIETE_PACHT="${l.rental}"/>`,
    `        <objektart><${l.type === 'apartment' ? `wohnung wohnungtyp="${l.subtype}"` : `haus haustyp="${l.subtype}"`}/></objektart>`,
    '      </objektkategorie>',
    '      <geo>',
    `        <plz>${l.postalCode}</plz><ort>${esc(l.place)}</ort>`,
    `        <geokoordinaten breitengrad="${l.lat.toFixed(5)}" laengengrad="${l.lon.toFixed(5)}"/>`,
    ...(l.floor !== null ? [`        <etage>${l.floor}</etage>`] : []),
    '        <land iso_land="DEU"/>',
    '      </geo>',
    '      <preise>',
    l.rental ? `        <kaltmiete>${l.price}.00</kaltmiete>` : `        <kaufpreis>${l.price}.00</kaufpreis>`,
    ...(l.hausgeld !== null && !l.rental ? [`        <hausgeld>${l.hausgeld}.00</hausgeld>`] : []),
    `        <aussen_courtage mit_mwst="true">${l.commission}</aussen_courtage>`,
    '      </preise>',
    '      <flaechen>',
    `        <wohnflaeche>${l.livingArea.toFixed(2)}</wohnflaeche>`,
    ...(l.plotArea !== null ? [`        <grundstuecksflaeche>${l.plotArea.toFixed(2)}</grundstuecksflaeche>`] : []),
    `        <anzahl_zimmer>${l.rooms}</anzahl_zimmer>`,
    ...(l.balcony ? ['        <anzahl_balkone>1</anzahl_balkone>'] : []),
    ...(l.parking ? ['        <anzahl_stellplaetze>1</anzahl_stellplaetze>'] : []),
    '      </flaechen>',
    '      <ausstattung>',
    '        <heizungsart ZENTRAL="true"/>',
    ...(l.lift ? ['        <fahrstuhl PERSONEN="true"/>'] : []),
    ...(l.garden ? ['        <gartennutzung>true</gartennutzung>'] : []),
    `        <unterkellert keller="${l.cellar ? 'JA' : 'NEIN'}"/>`,
    '      </ausstattung>',
    '      <zustand_angaben>',
    `        <baujahr>${l.yearBuilt}</baujahr>`,
    `        <zustand zustand_art="${l.condition}"/>`,
    `        <energiepass><epart>BEDARF</epart><endenergiebedarf>${l.energyValue.toFixed(1)}</endenergiebedarf><primaerenergietraeger>GAS</primaerenergietraeger><wertklasse>${l.energyClass}</wertklasse></energiepass>`,
    '      </zustand_angaben>',
    '      <freitexte>',
    `        <objekttitel>${esc(what)}</objekttitel>`,
    `        <objektbeschreibung>${esc(`${what}, ${l.livingArea.toFixed(0)} m² Wohnfläche, Baujahr ${l.yearBuilt}, Energieklasse ${l.energyClass}. ${source}`)}</objektbeschreibung>`,
    '      </freitexte>',
    '      <verwaltung_techn>',
    `        <objektnr_extern>${l.externalId}</objektnr_extern>`,
    '        <aktion aktionart="CHANGE"/>',
    `        <stand_vom>${FEED_DATE}</stand_vom>`,
    '        <sprache>de</sprache>',
    '        <user_defined_simplefield feldname="demo">true</user_defined_simplefield>',
    '      </verwaltung_techn>',
    '    </immobilie>',
  ].join('\n');
}

const withdrawal = (l: MarketListing) =>
  `    <immobilie>\n      <verwaltung_techn>\n        <objektnr_extern>${l.externalId}</objektnr_extern>\n        <aktion aktionart="DELETE"/>\n      </verwaltung_techn>\n    </immobilie>`;

/**
 * The documents: per provider a full feed and an update with its withdrawals, as (file name, chunks of XML): the
 * caller writes the chunks one after the other (50,000 listings never sit in memory as one string).
 */
export function* marketFeedDocuments(listings: readonly MarketListing[]): Generator<{ name: string; chunks: Iterable<string> }> {
  const providers = [...new Set(listings.map((l) => l.provider))].sort((a, b) => a - b);
  const head = (n: number, umfang: 'VOLL' | 'TEIL') => [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- DEMO DATA: generated by src/demo/properties/market-feed.ts (npm run listings:market-feed). None of these listings exists. -->',
    '<openimmo>',
    `  <uebertragung art="OFFLINE" umfang="${umfang}" modus="CHANGE" version="1.2.7" sendersoftware="Hauslotse Markt-Feed" senderversion="1" techn_email="demo@hauslotse.invalid" timestamp="${FEED_DATE}T08:00:00"/>`,
    '  <anbieter>',
    `    <anbieternr>${providerId(n)}</anbieternr>`,
    `    <firma>Demo-Makler ${String(n + 1).padStart(2, '0')} (Beispieldaten)</firma>`,
    '',
  ].join('\n');
  const tail = '\n  </anbieter>\n</openimmo>\n';
  for (const n of providers) {
    const own = listings.filter((l) => l.provider === n);
    // Parts of at most PART_SIZE listings (about 8 MB; the import reads at most 20 MB per document).
    for (let part = 0; part * PART_SIZE < own.length; part++) {
      yield {
        name: `market-${String(n + 1).padStart(2, '0')}-${part + 1}.xml`,
        chunks: (function* () {
          yield head(n, 'VOLL');
          for (const l of own.slice(part * PART_SIZE, (part + 1) * PART_SIZE)) yield immobilie(l) + '\n';
          yield tail;
        })(),
      };
    }
    yield {
      name: `market-${String(n + 1).padStart(2, '0')}-update.xml`,
      chunks: (function* () {
        yield head(n, 'TEIL');
        for (const l of own) if (l.withdrawn) yield withdrawal(l) + '\n';
        yield tail;
      })(),
    };
  }
}
