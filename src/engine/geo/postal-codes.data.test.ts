/** Checks the generated postal code module against the vendored source CSV. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { collect, encode, render } from '../../../scripts/build-postal-codes';
import { decodePostalCodeData } from './lookup';
import { POSTAL_CODE_ATTRIBUTION, POSTAL_CODE_COUNT, POSTAL_CODE_DATA, POSTAL_CODE_STATE_ORDER } from './postal-codes.data';
import { STATE_CODES } from './regions';

const CSV = path.resolve(import.meta.dirname, '../../../vendor/geonames/postal-codes-de.csv');
const DATA_FILE = path.resolve(import.meta.dirname, 'postal-codes.data.ts');

describe('postal-codes.data', () => {
  test('credits GeoNames and stays small', () => {
    expect(POSTAL_CODE_ATTRIBUTION).toContain('GeoNames (geonames.org), CC BY 4.0');
    expect(readFileSync(DATA_FILE, 'utf8')).toContain('zauberware/postal-codes-json-xml-csv (2026-03-30)');
    expect(readFileSync(DATA_FILE).length).toBeLessThan(150_000);
    expect(POSTAL_CODE_STATE_ORDER).toBe(STATE_CODES.join(','));
  });

  test('encode/decode round trip', () => {
    const entries = new Map([
      ['01067', [['SN', 3]] as [typeof STATE_CODES[number], number][]],
      ['07919', [['SN', 1], ['TH', 1]] as [typeof STATE_CODES[number], number][]],
      ['99998', [['TH', 2]] as [typeof STATE_CODES[number], number][]],
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
    const decoded = decodePostalCodeData(POSTAL_CODE_DATA, POSTAL_CODE_STATE_ORDER);
    expect(decoded.size).toBe(entries.size);
    expect(decoded.size).toBe(POSTAL_CODE_COUNT);
    for (const [zip, list] of entries) expect(decoded.get(zip), zip).toEqual(list.map(([s]) => s));
    const ambiguous = [...entries.values()].filter((l) => l.length > 1).length;
    expect(readFileSync(DATA_FILE, 'utf8')).toBe(render(encode(entries), { zips: entries.size, ambiguous, rows }));
  });
});
