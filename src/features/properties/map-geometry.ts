/**
 * The geometry of the results map (issue 25): a frame around the search (the radius, the results, or Germany),
 * an equirectangular projection corrected for the latitude (fine at the scale of a city or a country), and the
 * context of where people live drawn as a grid of dots from the postal code centres (GeoNames). No map tiles:
 * nothing is requested from another host.
 */
import { CITIES } from '@/engine/geo/cities';
import { placeCentre, postalPlacesIn } from './postal-places';

export interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** Germany's extent with a small margin. */
export const GERMANY: Box = { south: 47.2, north: 55.1, west: 5.8, east: 15.1 };
const KM_PER_DEGREE = 111.2;

export function boxAround(lat: number, lon: number, km: number): Box {
  const dLat = km / KM_PER_DEGREE;
  const dLon = km / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return { south: lat - dLat, north: lat + dLat, west: lon - dLon, east: lon + dLon };
}

/** The box of the points, at least `minKm` across, with 12 % margin. */
export function boxOf(points: readonly { lat: number; lon: number }[], minKm = 4): Box {
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const mid = { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lon: (Math.min(...lons) + Math.max(...lons)) / 2 };
  const min = boxAround(mid.lat, mid.lon, minKm / 2);
  const box = { south: Math.min(min.south, ...lats), north: Math.max(min.north, ...lats), west: Math.min(min.west, ...lons), east: Math.max(min.east, ...lons) };
  const padLat = (box.north - box.south) * 0.12;
  const padLon = (box.east - box.west) * 0.12;
  return { south: box.south - padLat, north: box.north + padLat, west: box.west - padLon, east: box.east + padLon };
}

export interface Projection {
  width: number;
  height: number;
  x(lon: number): number;
  y(lat: number): number;
  /** Pixels per km. */
  scale: number;
}

export function projection(box: Box, width = 640): Projection {
  const k = Math.cos((((box.north + box.south) / 2) * Math.PI) / 180);
  const perDegree = width / ((box.east - box.west) * k);
  const height = Math.round((box.north - box.south) * perDegree);
  return {
    width,
    height,
    x: (lon) => Math.round((lon - box.west) * k * perDegree * 10) / 10,
    y: (lat) => Math.round((box.north - lat) * perDegree * 10) / 10,
    scale: perDegree / KM_PER_DEGREE,
  };
}

/** Where people live in the box: one dot per grid cell (about 70 across) that holds a postal code centre. */
export function settlementDots(box: Box, p: Projection): { x: number; y: number }[] {
  const cell = p.width / 70;
  const seen = new Set<string>();
  const dots: { x: number; y: number }[] = [];
  for (const place of postalPlacesIn(box)) {
    const cx = Math.floor(p.x(place.lon) / cell);
    const cy = Math.floor(p.y(place.lat) / cell);
    const key = `${cx}:${cy}`;
    if (seen.has(key)) continue;
    seen.add(key);
    dots.push({ x: Math.round((cx + 0.5) * cell * 10) / 10, y: Math.round((cy + 0.5) * cell * 10) / 10 });
  }
  return dots;
}

/** The largest cities' centres (the mean of their postal codes), computed once: the map's place names. */
let cityCentres: { name: { de: string; en: string }; lat: number; lon: number }[] | null = null;

/** A place's name on the map: its point, and where its text stands (anchored at its start, middle or end). */
export interface PlaceLabel {
  x: number;
  y: number;
  name: string;
  text: { x: number; y: number; anchor: 'start' | 'middle' | 'end' };
}

/** The larger cities (src/engine/geo/cities.ts, largest first) at their centres: the mean of their postal codes. */
function centres() {
  cityCentres ??= CITIES.flatMap((c) => {
    const centre = placeCentre(c.name.de);
    return centre ? [{ name: c.name, lat: centre.lat, lon: centre.lon }] : [];
  });
  return cityCentres;
}

/** The street map's place names (ADR 049): the largest `max` cities whose centre lies in the box, largest first. */
export function citiesIn(box: Box, locale: 'de' | 'en', max = 8): { name: string; lat: number; lon: number }[] {
  return centres()
    .filter((c) => c.lat >= box.south && c.lat <= box.north && c.lon >= box.west && c.lon <= box.east)
    .slice(0, max)
    .map((c) => ({ name: c.name[locale], lat: c.lat, lon: c.lon }));
}

/** Rough size of a label's text at the map's 18 px: ~10 px a character, 20 px high. */
const CHAR_WIDTH = 10;
const TEXT_HEIGHT = 20;

/**
 * The names of the largest cities in the frame (issue 48: a sketch without streets still says where it is): at most
 * `max`, largest first, each at its city's centre (the mean of its postal codes), its text right of, left of, above
 * or below the point, wherever it covers neither a circle of `avoid` (the result markers) nor another label; a city
 * whose name fits nowhere is left out.
 */
export function placeLabels(box: Box, p: Projection, locale: 'de' | 'en', avoid: readonly { x: number; y: number; r: number }[] = [], max = 6): PlaceLabel[] {
  const labels: PlaceLabel[] = [];
  const taken: { left: number; top: number; right: number; bottom: number }[] = [];
  const clear = (r: { left: number; top: number; right: number; bottom: number }) =>
    r.left >= 0 && r.right <= p.width && r.top >= 0 && r.bottom <= p.height &&
    avoid.every((c) => Math.hypot(c.x - Math.max(r.left, Math.min(c.x, r.right)), c.y - Math.max(r.top, Math.min(c.y, r.bottom))) > c.r + 2) &&
    taken.every((t) => r.right < t.left || r.left > t.right || r.bottom < t.top || r.top > t.bottom);
  for (const c of centres()) {
    if (labels.length >= max) break;
    if (c.lat < box.south || c.lat > box.north || c.lon < box.west || c.lon > box.east) continue;
    const x = Math.round(p.x(c.lon) * 10) / 10;
    const y = Math.round(p.y(c.lat) * 10) / 10;
    const name = c.name[locale];
    const w = name.length * CHAR_WIDTH;
    const h = TEXT_HEIGHT;
    const options = [
      { text: { x: x + 8, y, anchor: 'start' as const }, rect: { left: x - 4, top: y - h / 2, right: x + 8 + w, bottom: y + h / 2 } },
      { text: { x: x - 8, y, anchor: 'end' as const }, rect: { left: x - 8 - w, top: y - h / 2, right: x + 4, bottom: y + h / 2 } },
      { text: { x, y: y - 16, anchor: 'middle' as const }, rect: { left: x - w / 2, top: y - 16 - h / 2, right: x + w / 2, bottom: y + 4 } },
      { text: { x, y: y + 16, anchor: 'middle' as const }, rect: { left: x - w / 2, top: y - 4, right: x + w / 2, bottom: y + 16 + h / 2 } },
    ];
    const fit = options.find((o) => clear(o.rect));
    if (!fit) continue;
    taken.push(fit.rect);
    labels.push({ x, y, name, text: fit.text });
  }
  return labels;
}

/**
 * Places round markers of diameter `gap` so that none covers another: each keeps its own point when that is free,
 * else takes the nearest free place on rings around it (12 directions per ring, rings `gap` apart), staying inside
 * the drawing (`width` × `height`). Earlier markers (a lower number in the list) keep their place first.
 */
export function spreadMarkers(points: readonly { x: number; y: number }[], gap: number, width: number, height: number): { x: number; y: number }[] {
  const placed: { x: number; y: number }[] = [];
  const margin = gap / 2;
  const inside = (x: number, y: number) => x >= margin && x <= width - margin && y >= margin && y <= height - margin;
  const free = (x: number, y: number) => placed.every((q) => Math.hypot(q.x - x, q.y - y) >= gap - 1e-9);
  for (const point of points) {
    let spot = { x: point.x, y: point.y };
    if (!free(spot.x, spot.y)) {
      search: for (let ring = 1; ring <= 20; ring++) {
        for (let k = 0; k < 12; k++) {
          const angle = -Math.PI / 2 + (k * Math.PI) / 6;
          const x = point.x + ring * gap * Math.cos(angle);
          const y = point.y + ring * gap * Math.sin(angle);
          if (inside(x, y) && free(x, y)) {
            spot = { x, y };
            break search;
          }
        }
      }
    }
    placed.push(spot);
  }
  return placed;
}
