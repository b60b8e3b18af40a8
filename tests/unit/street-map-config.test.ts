/**
 * The street map's configuration and its server parts (ADR 049): which MAP_TILES_URL values are used and how, the
 * tiles' origin in the pages' connect-src, and the nearest postal code for a moved search area.
 */
import { describe, expect, test } from 'vitest';
import { parseEnv } from '@/env';
import { mapTilesOrigin, mapTilesProblem, mapTilesSource } from '@/lib/map-tiles';
import { pageCsp } from '@/lib/security-headers';
import { nearestPostalPlace } from '@/features/properties/server';
import { GET as nearestPlace } from '@/app/api/properties/nearest-place/route';

describe('MAP_TILES_URL', () => {
  test.each([
    ['https://tiles.hauslotse.de/germany.pmtiles', 'pmtiles'],
    ['/tiles/germany-2026.pmtiles', 'pmtiles'],
    ['https://s3.example/bucket/de.pmtiles?v=3', 'pmtiles'],
    ['https://tiles.hauslotse.de/{z}/{x}/{y}.mvt', 'xyz'],
    ['/tiles/{z}/{x}/{y}.pbf', 'xyz'],
  ])('%s is a %s source', (url, kind) => {
    expect(mapTilesSource(url)).toEqual({ kind, url });
    expect(parseEnv({ MAP_TILES_URL: url }).MAP_TILES_URL).toBe(url);
  });

  test('unset or empty: no street map', () => {
    expect(mapTilesSource(undefined)).toBeNull();
    expect(mapTilesSource('  ')).toBeNull();
  });

  test.each([
    ['tiles.example/{z}/{x}/{y}.pbf', /http\(s\) URL or a path/],
    ['ftp://tiles.example/de.pmtiles', /http\(s\) URL or a path/],
    ['//tiles.example/de.pmtiles', /http\(s\) URL or a path/],
    ['https://user:secret@tiles.example/de.pmtiles', /credentials/],
    ['https://tiles.example/{z}/{x}.pbf', /\{z\}, \{x\} and \{y\}/],
    ['https://tiles.example/style.json', /\.pmtiles archive/],
  ])('%s is refused at start with a reason', (url, reason) => {
    expect(mapTilesProblem(url)).toMatch(reason);
    expect(mapTilesSource(url)).toBeNull();
    expect(() => parseEnv({ MAP_TILES_URL: url })).toThrow(/MAP_TILES_URL/);
  });

  test("the pages may fetch from the tiles' origin, and only when it is another one", () => {
    expect(mapTilesOrigin('https://tiles.hauslotse.de/{z}/{x}/{y}.pbf')).toBe('https://tiles.hauslotse.de');
    expect(mapTilesOrigin('http://127.0.0.1:3226/{z}/{x}/{y}.pbf')).toBe('http://127.0.0.1:3226');
    expect(mapTilesOrigin('https://s3.example:9000/b/de.pmtiles')).toBe('https://s3.example:9000');
    expect(mapTilesOrigin('/tiles/de.pmtiles')).toBeNull();
    expect(mapTilesOrigin(undefined)).toBeNull();
    const hashes = { scriptHashes: [], styleHashes: [] };
    expect(pageCsp(hashes)).toContain(`connect-src 'self';`);
    expect(pageCsp({ ...hashes, connectSources: ['https://tiles.hauslotse.de'] })).toContain(`connect-src 'self' https://tiles.hauslotse.de;`);
    // Nothing else widens: workers stay on this origin.
    expect(pageCsp({ ...hashes, connectSources: ['https://tiles.hauslotse.de'] })).toContain(`worker-src 'self';`);
  });
});

describe('the nearest postal code (a moved search area)', () => {
  test("a point in Leipzig's centre is in 04109; Munich's Marienplatz in a central Munich postal code", () => {
    expect(nearestPostalPlace({ lat: 51.3406, lon: 12.3747 })).toMatchObject({ postalCode: '04109', place: 'Leipzig' });
    const munich = nearestPostalPlace({ lat: 48.1374, lon: 11.5755 })!;
    expect(munich.place).toBe('München');
    expect(munich.postalCode).toMatch(/^80[23]\d\d$/);
    expect(munich.distanceKm).toBeLessThan(1);
  });

  test('a point far outside Germany has none', () => {
    expect(nearestPostalPlace({ lat: 48.8566, lon: 2.3522 })).toBeNull();
  });

  const get = (query: string) => nearestPlace(new Request(`http://localhost/api/properties/nearest-place?${query}`));

  test('the endpoint answers with the postal code, cached for a day', async () => {
    const response = get('lat=51.3406&lon=12.3747');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.json()).toMatchObject({ postal_code: '04109', place: 'Leipzig' });
  });

  test.each([
    ['lat=51.34', 400, { code: 'INVALID_INPUT', params: { fields: { lon: 'required' } } }],
    ['lat=north&lon=12', 400, { code: 'INVALID_INPUT', params: { fields: { lat: 'notANumber' } } }],
    ['lat=95&lon=12', 400, { code: 'INVALID_INPUT', params: { fields: { lat: 'outOfRange' } } }],
    ['lat=51&lon=12&zoom=3', 400, { code: 'UNKNOWN_INPUT' }],
    ['lat=48.8566&lon=2.3522', 404, { code: 'NOT_FOUND' }],
  ])('%s → %i', async (query, status, error) => {
    const response = get(query);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toMatchObject(error);
  });
});
