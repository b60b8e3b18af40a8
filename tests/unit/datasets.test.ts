/**
 * The generated data files of src/datasets/ (ADR 023, amendment of issue 46): each is what its generator makes of
 * the vendored GeoNames CSV, credits GeoNames, and decodes to what the code reads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { collect, encode, render as renderPostalCodes } from '../../scripts/build-postal-codes';
import { build as buildPostalPlaces, render as renderPostalPlaces } from '../../scripts/build-postal-places';
import { decodePostalCodeData } from '@/engine/geo/lookup';
import { STATE_CODES } from '@/engine/geo/regions';
import POSTAL_CODES from '@/datasets/postal-codes.json' with { type: 'json' };
import POSTAL_PLACES from '@/datasets/postal-places.json' with { type: 'json' };
import { placeCentre, postalPlace } from '@/features/properties/cli';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CSV = path.join(ROOT, 'vendor/geonames/postal-codes-de.csv');
const POSTAL_CODES_FILE = path.join(ROOT, 'src/datasets/postal-codes.json');
const POSTAL_PLACES_FILE = path.join(ROOT, 'src/datasets/postal-places.json');

describe('postal-codes.json (postal code → state, the engine)', () => {
  test('credits GeoNames and stays small', () => {
    expect(POSTAL_CODES.attribution).toContain('GeoNames (geonames.org), CC BY 4.0');
    expect(POSTAL_CODES.attribution).toContain('zauberware/postal-codes-json-xml-csv (2026-03-30)');
    expect(readFileSync(POSTAL_CODES_FILE).length).toBeLessThan(150_000);
    expect(POSTAL_CODES.stateOrder).toBe(STATE_CODES.join(','));
  });

  test('encode/decode round trip', () => {
    const entries = new Map([
      ['01067', [['SN', 3]] as [(typeof STATE_CODES)[number], number][]],
      ['07919', [['SN', 1], ['TH', 1]] as [(typeof STATE_CODES)[number], number][]],
      ['99998', [['TH', 2]] as [(typeof STATE_CODES)[number], number][]],
    ]);
    const decoded = decodePostalCodeData(encode(entries), STATE_CODES.join(','));
    expect([...decoded.entries()]).toEqual([
      ['01067', ['SN']],
      ['07919', ['SN', 'TH']],
      ['99998', ['TH']],
    ]);
  });

  test('matches the CSV: every postal code, its states in order, and the file is up to date', () => {
    const { entries, rows } = collect(readFileSync(CSV, 'utf8'));
    const decoded = decodePostalCodeData(POSTAL_CODES.data.join(''), POSTAL_CODES.stateOrder);
    expect(decoded.size).toBe(entries.size);
    expect(decoded.size).toBe(POSTAL_CODES.count);
    for (const [zip, list] of entries) expect(decoded.get(zip), zip).toEqual(list.map(([s]) => s));
    const ambiguous = [...entries.values()].filter((l) => l.length > 1).length;
    expect(readFileSync(POSTAL_CODES_FILE, 'utf8')).toBe(renderPostalCodes(encode(entries), { zips: entries.size, ambiguous, rows }));
  });
});

describe('postal-places.json (postal code → place and coordinates, the properties feature)', () => {
  test('credits GeoNames and is up to date with the CSV', () => {
    expect(POSTAL_PLACES.attribution).toContain('GeoNames (geonames.org), CC BY 4.0');
    expect(readFileSync(POSTAL_PLACES_FILE, 'utf8')).toBe(renderPostalPlaces(buildPostalPlaces(readFileSync(CSV, 'utf8'))));
    expect(POSTAL_PLACES.places.join('').split(';')).toHaveLength(POSTAL_PLACES.count);
  });

  test('decodes to places and centres', () => {
    expect(postalPlace('10115')).toEqual({ postalCode: '10115', place: 'Berlin', lat: expect.closeTo(52.53, 1), lon: expect.closeTo(13.38, 1) });
    expect(postalPlace(' 80331 ')?.place).toBe('München');
    expect(postalPlace('00000')).toBeNull();
    const berlin = placeCentre('berlin')!;
    expect(berlin.place).toBe('Berlin');
    expect(berlin.postalCodes.length).toBeGreaterThan(150);
  });
});
