/**
 * A listing's €/m² against its city's sourced figures (issue 48): the band from the lowest to the highest published
 * figure for the city, the listing's type and its age (new build or existing), and where the listing lies in it. Pure:
 * the figures come from the statistics store (statistics.ts, ADR 030). Asking prices and prices paid are never put in
 * one band (ADR 030): a listing's price is an asking price, so asking figures are used when there are any, else the
 * figures paid, else those whose kind the source does not state; the band says which.
 */
import type { PriceFigure } from './statistics';

/** A listing built in the last two calendar years counts as a new build ("Neubau" in the sources), older as existing. */
export const NEW_BUILD_YEARS = 2;

export type AgeSegment = 'new' | 'existing';

export type PriceBand =
  | {
      ok: true;
      /** The segment the figures are for: the listing's age, or 'all' when no source gives one for its age (or its age is unknown). */
      segment: AgeSegment | 'all';
      /** The listing's age segment when known (then `segment` 'all' means: no figure for its age). */
      age: AgeSegment | null;
      priceKind: 'asking' | 'transaction' | 'unknown';
      low: number;
      high: number;
      /** The listing's own price per m², whole euros. */
      own: number;
      position: 'below' | 'within' | 'above';
      /** The figures the band spans, lowest first. */
      figures: PriceFigure[];
    }
  | { ok: false; reason: 'noFigures'; age: AgeSegment | null };

export function ageSegment(yearBuilt: number | null, year: number): AgeSegment | null {
  if (yearBuilt === null) return null;
  return yearBuilt >= year - NEW_BUILD_YEARS ? 'new' : 'existing';
}

const KINDS = ['asking', 'transaction', 'unknown'] as const;

/**
 * The band for a listing from its city's figures of its type (district figures are left out: the band is the city's).
 * `year` is the current year in Berlin (what "new" means).
 */
export function listingPriceBand(listing: { price: number; livingArea: number; yearBuilt: number | null }, figures: readonly PriceFigure[], year: number): PriceBand {
  const age = ageSegment(listing.yearBuilt, year);
  const city = figures.filter((f) => f.district === '');
  const ofAge = age ? city.filter((f) => f.segment === age) : [];
  const pool = ofAge.length > 0 ? ofAge : city.filter((f) => f.segment === 'all');
  const segment = ofAge.length > 0 ? age! : 'all';
  const priceKind = KINDS.find((k) => pool.some((f) => f.priceKind === k));
  if (!priceKind) return { ok: false, reason: 'noFigures', age };
  const used = pool.filter((f) => f.priceKind === priceKind).sort((a, b) => a.eurPerM2 - b.eurPerM2 || a.source.localeCompare(b.source));
  const low = used[0]!.eurPerM2;
  const high = used.at(-1)!.eurPerM2;
  const own = Math.round(listing.price / listing.livingArea);
  return { ok: true, segment, age, priceKind, low, high, own, position: own < low ? 'below' : own > high ? 'above' : 'within', figures: used };
}

/** The drawing's geometry: the scale spans the band and the listing with a margin; x in 0..width. */
export function bandGeometry(band: { low: number; high: number; own: number }, width: number): { lowX: number; highX: number; ownX: number; min: number; max: number } {
  const lo = Math.min(band.low, band.own);
  const hi = Math.max(band.high, band.own);
  const pad = Math.max((hi - lo) * 0.15, hi * 0.05);
  const min = Math.max(0, lo - pad);
  const max = hi + pad;
  const x = (v: number) => Math.round(((v - min) / (max - min)) * width * 10) / 10;
  return { lowX: x(band.low), highX: x(band.high), ownX: x(band.own), min, max };
}
