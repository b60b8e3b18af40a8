import { describe, expect, test } from 'vitest';
import { CITIES } from './cities';
import { foldName, toSlug, transliterateName } from './lookup';
import { STATE_CODES } from './regions';

describe('CITIES data', () => {
  test('about 80 cities (Destatis Großstädte), unique ids and slugs', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(80);
    expect(CITIES.length).toBeLessThanOrEqual(85);
    expect(new Set(CITIES.map((c) => c.id)).size).toBe(CITIES.length);
    expect(new Set(CITIES.map((c) => c.slug.de)).size).toBe(CITIES.length);
    expect(new Set(CITIES.map((c) => c.slug.en)).size).toBe(CITIES.length);
  });

  test.each(CITIES.map((c) => ({ label: c.id, c })))('$label: ASCII slugs derived from the names, valid state', ({ c }) => {
    expect(c.slug.de).toBe(toSlug(c.name.de));
    expect(c.slug.en).toBe(toSlug(c.name.en));
    expect(c.id).toBe(c.slug.de);
    expect(c.slug.de).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(c.slug.en).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(STATE_CODES).toContain(c.state);
    expect(c.population).toBeGreaterThanOrEqual(95_000);
  });

  test('sorted by population, descending', () => {
    for (let i = 1; i < CITIES.length; i++) expect(CITIES[i]!.population).toBeLessThanOrEqual(CITIES[i - 1]!.population);
  });

  test('every state has at least one city', () => {
    const states = new Set(CITIES.map((c) => c.state));
    for (const s of STATE_CODES) expect(states.has(s)).toBe(true);
  });

  test('no two cities share a lookup key', () => {
    const seen = new Map<string, string>();
    for (const c of CITIES) {
      const keys = new Set(
        [c.name.de, c.name.en, c.slug.de, c.slug.en, ...(c.aliases ?? [])].flatMap((t) => [foldName(t), transliterateName(t)]),
      );
      for (const k of keys) {
        expect(seen.get(k) ?? c.id, `key ${k}`).toBe(c.id);
        seen.set(k, c.id);
      }
    }
  });

  test.each([
    { label: 'München', id: 'muenchen', expected: { de: 'München', en: 'Munich', slugDe: 'muenchen', slugEn: 'munich' } },
    { label: 'Köln', id: 'koeln', expected: { de: 'Köln', en: 'Cologne', slugDe: 'koeln', slugEn: 'cologne' } },
    { label: 'Nürnberg', id: 'nuernberg', expected: { de: 'Nürnberg', en: 'Nuremberg', slugDe: 'nuernberg', slugEn: 'nuremberg' } },
    { label: 'Hannover', id: 'hannover', expected: { de: 'Hannover', en: 'Hanover', slugDe: 'hannover', slugEn: 'hanover' } },
    { label: 'Braunschweig', id: 'braunschweig', expected: { de: 'Braunschweig', en: 'Brunswick', slugDe: 'braunschweig', slugEn: 'brunswick' } },
    { label: 'Düsseldorf', id: 'duesseldorf', expected: { de: 'Düsseldorf', en: 'Düsseldorf', slugDe: 'duesseldorf', slugEn: 'duesseldorf' } },
    { label: 'Halle (Saale)', id: 'halle-saale', expected: { de: 'Halle (Saale)', en: 'Halle (Saale)', slugDe: 'halle-saale', slugEn: 'halle-saale' } },
  ])('$label → $expected.en', ({ id, expected }) => {
    const c = CITIES.find((x) => x.id === id)!;
    expect({ de: c.name.de, en: c.name.en, slugDe: c.slug.de, slugEn: c.slug.en }).toEqual(expected);
  });
});
