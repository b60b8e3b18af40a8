/**
 * The listing's €/m² against its city's sourced figures (issue 48): the band spans the figures of its type and age,
 * asking figures before prices paid and never both, district figures left out, and it says where the listing lies;
 * without a figure it says so. And the certificate link's prefill: checked like the form, dropped when it fails.
 */
import { describe, expect, test } from 'vitest';
import { ageSegment, bandGeometry, listingPriceBand } from '@/features/properties/price-band';
import type { PriceFigure } from '@/features/properties/statistics';
import { certificatePrefill, certificatePrefillQuery } from '@/features/certificates';

const figure = (over: Partial<PriceFigure>): PriceFigure => ({
  city: 'München', district: '', type: 'apartment', segment: 'existing', eurPerM2: 8000, priceKind: 'asking', period: '2025-Q4', periodEnd: '2025-12-31', published: '2026-01-08', source: 'A', url: 'https://example.org/a', ...over,
});

const MUNICH: PriceFigure[] = [
  figure({ segment: 'existing', eurPerM2: 8266, source: 'ImmoScout24' }),
  figure({ segment: 'existing', eurPerM2: 8153, source: 'immowelt', period: '2024-07-01' }),
  figure({ segment: 'new', eurPerM2: 11235, source: 'empirica', period: '2025-Q3' }),
  figure({ segment: 'all', eurPerM2: 8187, source: 'immowelt Ratgeber', period: 'unstated' }),
  figure({ segment: 'all', eurPerM2: 9965, priceKind: 'unknown', source: 'RE/MAX' }),
  figure({ segment: 'existing', eurPerM2: 7400, priceKind: 'transaction', source: 'Gutachterausschuss' }),
  figure({ segment: 'existing', eurPerM2: 12500, district: 'Altstadt-Lehel', source: 'District source' }),
];

describe('listing price band', () => {
  test('an existing flat: the asking figures for existing flats, 8,153 to 8,266 €/m²; a flat at 10,000 €/m² lies above', () => {
    const band = listingPriceBand({ price: 800_000, livingArea: 80, yearBuilt: 1995 }, MUNICH, 2026);
    expect(band).toMatchObject({ ok: true, segment: 'existing', age: 'existing', priceKind: 'asking', low: 8153, high: 8266, own: 10_000, position: 'above' });
    // Neither the price paid (7,400) nor the district's 12,500 nor another age is in the band.
    expect(band.ok && band.figures.map((f) => f.source)).toEqual(['immowelt', 'ImmoScout24']);
  });

  test('a new build: the new-build figure; own €/m² rounded to the euro and within or below', () => {
    expect(listingPriceBand({ price: 900_000, livingArea: 80, yearBuilt: 2025 }, MUNICH, 2026)).toMatchObject({ ok: true, segment: 'new', low: 11235, high: 11235, own: 11250, position: 'above' });
    expect(listingPriceBand({ price: 1_000_001, livingArea: 89, yearBuilt: 2024 }, MUNICH, 2026)).toMatchObject({ own: 11236, position: 'above' });
    expect(listingPriceBand({ price: 898_800, livingArea: 80, yearBuilt: 2026 }, MUNICH, 2026)).toMatchObject({ own: 11235, position: 'within' });
    expect(listingPriceBand({ price: 650_000, livingArea: 80, yearBuilt: 1970 }, MUNICH, 2026)).toMatchObject({ own: 8125, position: 'below' });
  });

  test('no figure for its age, or no year of construction: the figures for all ages, asking before kind not stated', () => {
    const houses = [figure({ type: 'house', segment: 'all', eurPerM2: 9744 }), figure({ type: 'house', segment: 'all', eurPerM2: 9411, priceKind: 'unknown' })];
    expect(listingPriceBand({ price: 1_000_000, livingArea: 100, yearBuilt: 2025 }, houses, 2026)).toMatchObject({ ok: true, segment: 'all', age: 'new', priceKind: 'asking', low: 9744, high: 9744 });
    expect(listingPriceBand({ price: 1_000_000, livingArea: 100, yearBuilt: null }, MUNICH, 2026)).toMatchObject({ ok: true, segment: 'all', age: null, priceKind: 'asking', low: 8187, high: 8187 });
    // Only prices paid for the segment: those, never mixed with asking figures of another segment.
    expect(listingPriceBand({ price: 600_000, livingArea: 80, yearBuilt: 1990 }, [figure({ priceKind: 'transaction', eurPerM2: 7400 })], 2026)).toMatchObject({ priceKind: 'transaction', low: 7400, high: 7400, own: 7500, position: 'above' });
  });

  test('no figure for the city and type: no band', () => {
    expect(listingPriceBand({ price: 300_000, livingArea: 100, yearBuilt: 2000 }, [], 2026)).toEqual({ ok: false, reason: 'noFigures', age: 'existing' });
    expect(listingPriceBand({ price: 300_000, livingArea: 100, yearBuilt: 2000 }, [figure({ district: 'Mitte' })], 2026)).toMatchObject({ ok: false });
  });

  test('age: built in the last two calendar years is new', () => {
    expect([ageSegment(2024, 2026), ageSegment(2023, 2026), ageSegment(null, 2026)]).toEqual(['new', 'existing', null]);
  });

  test('the drawing puts the listing beside the band on one scale', () => {
    const g = bandGeometry({ low: 8153, high: 8266, own: 10_000 }, 320);
    expect(g.lowX).toBeLessThan(g.highX);
    expect(g.highX).toBeLessThan(g.ownX);
    expect(g.ownX).toBeLessThanOrEqual(320);
    expect(g.lowX).toBeGreaterThanOrEqual(0);
  });
});

describe('certificate prefill from a listing', () => {
  test('price, postal code, place and savings as the form writes them', () => {
    const query = certificatePrefillQuery({ price: 412_345, zip: '04109', city: 'Leipzig', savings: 120_000 });
    expect(query.toString()).toBe('price=412345&prop_zip=04109&prop_city=Leipzig&savings=120000');
    expect(certificatePrefill(query)).toEqual({ price: '412345', prop_zip: '04109', prop_city: 'Leipzig', savings: '120000' });
    expect(certificatePrefillQuery({ price: 300_000, zip: '10115', city: 'Frankfurt (Oder)', savings: null }).has('savings')).toBe(false);
    expect(certificatePrefill(new URLSearchParams('prop_city=Frankfurt (Oder)&price=300.000'))).toEqual({ prop_city: 'Frankfurt (Oder)', price: '300000' });
  });

  test('what fails the form’s rules is dropped, never shown', () => {
    expect(certificatePrefill(new URLSearchParams({ price: '49999', prop_zip: '1234', prop_city: '<script>', savings: '-5' }))).toEqual({});
    expect(certificatePrefill(new URLSearchParams({ price: '10000001', savings: 'lots', prop_city: 'x'.repeat(81) }))).toEqual({});
    expect(certificatePrefill({})).toEqual({});
  });
});
