/**
 * Postal code → place and coordinates (GeoNames, the data file src/datasets/postal-places.json built by
 * scripts/build-postal-places.ts), and a place's centre: where a listing lies when its document gives no
 * coordinates, and the centre of a radius search. Server code only (the data is about 360 kB): no client component
 * reaches this module.
 */
import { foldName } from '@/engine/geo/lookup';
import POSTAL_PLACE_DATA from '@/datasets/postal-places.json' with { type: 'json' };

export interface PostalPlace {
  postalCode: string;
  place: string;
  lat: number;
  lon: number;
}

let byZip: Map<string, PostalPlace> | null = null;
let byName: Map<string, PostalPlace[]> | null = null;

function tables() {
  if (!byZip || !byName) {
    byZip = new Map();
    byName = new Map();
    for (const line of POSTAL_PLACE_DATA.places.join('').split(';')) {
      const [postalCode = '', lat, lon, index] = line.split('|');
      const entry = { postalCode, place: POSTAL_PLACE_DATA.names[Number(index)] ?? '', lat: Number(lat), lon: Number(lon) };
      byZip.set(postalCode, entry);
      const key = foldName(entry.place);
      byName.set(key, [...(byName.get(key) ?? []), entry]);
    }
  }
  return { byZip, byName };
}

export function postalPlace(postalCode: string): PostalPlace | null {
  return tables().byZip.get(postalCode.trim()) ?? null;
}

/** The mean position of a place's postal codes ("Berlin": all of Berlin's), or null for an unknown name. */
export function placeCentre(name: string): { place: string; lat: number; lon: number; postalCodes: string[] } | null {
  const entries = tables().byName.get(foldName(name));
  if (!entries?.length) return null;
  return {
    place: entries[0]!.place,
    lat: entries.reduce((s, e) => s + e.lat, 0) / entries.length,
    lon: entries.reduce((s, e) => s + e.lon, 0) / entries.length,
    postalCodes: entries.map((e) => e.postalCode),
  };
}

/** Great-circle distance in km (haversine, mean earth radius 6,371 km). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Every postal code whose centre lies in the box (the map's context of where people live). */
export function postalPlacesIn(box: { south: number; north: number; west: number; east: number }): PostalPlace[] {
  return [...tables().byZip.values()].filter((p) => p.lat >= box.south && p.lat <= box.north && p.lon >= box.west && p.lon <= box.east);
}

/**
 * Names of organisations that the data builder's filter (scripts/build-postal-places.ts) lets through, because the
 * word is part of a compound ("Stadtverwaltung", "Amtsgericht München", "Landratsamt Bautzen") or is not on its list
 * ("Bayerischer Rundfunk", "Deutsches Museum"): a postal code of such a name is a large customer's, not an area.
 */
const ORGANISATION_NAME = /verwaltung|gericht|amt\b|rundfunk|museum|klinik|bank|versicherung|krankenkasse|agentur|zentrum|ordinariat|bibliothek|niederlassung|kinderdörfer|&|\d/i;

/**
 * The postal code of an area (not of an organisation) whose centre is nearest to a point (the street map's moved
 * search area, ADR 049), or null when none lies within `maxKm` (the point is outside Germany's postal areas). A
 * scan of ~9,500 centres: well under a millisecond.
 */
export function nearestPostalPlace(point: { lat: number; lon: number }, maxKm = 30): (PostalPlace & { distanceKm: number }) | null {
  let best: PostalPlace | null = null;
  let bestKm = Infinity;
  for (const p of tables().byZip.values()) {
    // A cheap bound first: a degree of latitude is ~111 km.
    if (Math.abs(p.lat - point.lat) * 111 > Math.min(bestKm, maxKm) || ORGANISATION_NAME.test(p.place)) continue;
    const km = distanceKm(point, p);
    if (km < bestKm) {
      best = p;
      bestKm = km;
    }
  }
  return best && bestKm <= maxKm ? { ...best, distanceKm: Math.round(bestKm * 10) / 10 } : null;
}
