/**
 * The price statistics store (issue 26) on PGlite and PostgreSQL: the sourced seed, a statistics file imported
 * with its source and period (idempotent, a corrected figure replaces the old one, every refused row named with
 * its line, field and reason, a file without the columns refused whole), and the city's figures newest first
 * with source and date, by German or English name, with coded errors for an unknown city or type.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import fs from 'node:fs';
import { cityStatistics, describeStatisticsImport, DISTRICT_PRICE_LEVELS_CSV, importStatistics, parseStatistics, seedStatistics } from '@/features/properties/statistics';
import { allPriceLevels } from '@/features/properties/price-levels';
import { listingsDataVersion } from '@/features/properties/data-version';
import { propertyCityIds } from '@/features/properties/city-pages';
import { PROPERTY_CITY_PAGES } from '@/config/taxonomy';

const NOW = new Date('2026-11-27T09:00:00Z');
const HEADER = 'city,district,type,segment,eur_per_m2,price_kind,period,published,source,url,quote';
const FILE = [
  HEADER,
  'Paderborn,,apartment,existing,3350,asking,2025-Q3,2025-10-14,Testquelle Wohnbarometer,https://example.org/paderborn,"Wohnungen kosten in Paderborn 3.350 Euro pro Quadratmeter"',
  'Paderborn,Schloß Neuhaus,apartment,existing,4900,transaction,2024,2025-03,Gutachterausschuss Paderborn (Test),https://example.org/paderborn-gaa,',
  'Paderborn,,castle,existing,3000,asking,2025,,X,https://example.org/x,',
  'Paderborn,,house,existing,drei,asking,2025,,X,https://example.org/x,',
  'Paderborn,,house,existing,3100,asking,2025,,X,http://example.org/insecure,',
  'Paderborn,,house,existing,3100,asking,letztes Jahr,,X,https://example.org/x,',
].join('\n');

describe.each(DATABASE_KINDS)('price statistics on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('the seed brings every sourced row of the repository’s files once, districts included', async () => {
    const districtFile = parseStatistics(fs.readFileSync(DISTRICT_PRICE_LEVELS_CSV, 'utf8'));
    if (!districtFile.ok) throw new Error(districtFile.detail);
    expect(districtFile.refused).toEqual([]);
    expect(await seedStatistics(h.db, NOW)).toBe(allPriceLevels().length + districtFile.rows.length);
    expect(await seedStatistics(h.db, NOW)).toBe(0);
  });

  test('districts of the big cities: each figure with its district, kind, period and source; a correction by import survives the next seed', async () => {
    const berlin = await cityStatistics(h.db, 'Berlin', 'apartment');
    const kreuzberg = berlin.ok ? berlin.figures.filter((f) => f.district === 'Friedrichshain-Kreuzberg') : [];
    expect(kreuzberg.map((f) => [f.period, f.eurPerM2, f.priceKind])).toEqual([
      ['2025-Q3', 6208, 'asking'],
      ['2024-Q3', 6024, 'asking'],
      ['2023-Q3', 6196, 'asking'],
    ]);
    const hamburg = await cityStatistics(h.db, 'Hamburg', 'apartment');
    const paid2022 = hamburg.ok ? hamburg.figures.filter((f) => f.period === '2022' && f.priceKind === 'transaction') : [];
    expect(paid2022.find((f) => f.district === 'HafenCity')).toMatchObject({ eurPerM2: 14694, published: '2023', url: expect.stringMatching(/^https:\/\/cdn\.von-poll\.com\//) });
    expect(paid2022.find((f) => f.district === '')).toMatchObject({ eurPerM2: 6486 });
    expect(paid2022.filter((f) => f.district !== '')).toHaveLength(10);
    // An import corrects a seeded figure (same key); the next set-up's seed leaves the correction alone.
    const row = fs.readFileSync(DISTRICT_PRICE_LEVELS_CSV, 'utf8').split('\n').find((l) => l.startsWith('Hamburg,HafenCity,'))!;
    const header = fs.readFileSync(DISTRICT_PRICE_LEVELS_CSV, 'utf8').split('\n')[0]!;
    expect(await importStatistics(h.db, 'hamburg-fix.csv', `${header}\n${row.replace(',14694,', ',14700,')}`, NOW)).toMatchObject({ changed: 1 });
    expect(await seedStatistics(h.db, NOW)).toBe(0);
    const again = await cityStatistics(h.db, 'Hamburg', 'apartment');
    expect(again.ok && again.figures.find((f) => f.district === 'HafenCity')?.eurPerM2).toBe(14700);
  });

  test('a file: rows added with source and period, refused rows named with line, field and reason; a second import changes nothing', async () => {
    // The seeded cities have their pages (the seeded list of the config); Paderborn has none yet.
    const seeded = await propertyCityIds(h.db);
    expect([...seeded.apartment].sort()).toEqual([...PROPERTY_CITY_PAGES.apartment].sort());
    expect([...seeded.house].sort()).toEqual([...PROPERTY_CITY_PAGES.house].sort());
    const report = await importStatistics(h.db, 'paderborn-2025.csv', FILE, NOW);
    expect(report).toMatchObject({ file: 'paderborn-2025.csv', ok: true, added: 2, changed: 0, unchanged: 0 });
    expect(report.refused.map((r) => [r.line, r.field])).toEqual([
      [4, 'type'],
      [5, 'eur_per_m2'],
      [6, 'url'],
      [7, 'period'],
    ]);
    expect(describeStatisticsImport(report)).toContain('line 5, eur_per_m2: whole euros');
    // Paderborn has an apartment page now (its figures arrived by import), still no house page.
    const after = await propertyCityIds(h.db);
    expect([...after.apartment].sort()).toEqual([...seeded.apartment, 'paderborn'].sort());
    expect([...after.house].sort()).toEqual([...seeded.house].sort());
    expect(await importStatistics(h.db, 'paderborn-2025.csv', FILE, NOW)).toMatchObject({ added: 0, changed: 0, unchanged: 2 });
    const corrected = FILE.replace(',3350,', ',3380,');
    expect(await importStatistics(h.db, 'paderborn-2025b.csv', corrected, NOW)).toMatchObject({ added: 0, changed: 1, unchanged: 1 });
  });

  test('an import changes the page data version, so the city pages kept by the server show the new figures', async () => {
    const before = await listingsDataVersion(h.db);
    await importStatistics(h.db, 'later.csv', `${HEADER}\nPaderborn,,house,existing,3050,asking,2026-Q1,2026-04-02,Test,https://example.org/pb,`, new Date('2026-11-27T12:00:00Z'));
    expect(await listingsDataVersion(h.db)).not.toBe(before);
  });

  test('a file without the columns is refused whole with the reason', async () => {
    expect(await importStatistics(h.db, 'x.csv', 'stadt;preis\nPaderborn;3000', NOW)).toMatchObject({ ok: false, code: 'NOT_CSV' });
    expect(await importStatistics(h.db, 'y.csv', 'city,type,eur_per_m2\nPaderborn,apartment,3000', NOW)).toMatchObject({ ok: false, code: 'MISSING_COLUMNS', detail: expect.stringContaining('segment') });
  });

  test('a city’s figures: newest period first, each with source, link and date; English names work; unknown city or type are coded errors', async () => {
    const paderborn = await cityStatistics(h.db, 'Paderborn', 'apartment');
    expect(paderborn).toEqual({
      ok: true,
      city: 'Paderborn',
      type: 'apartment',
      figures: [
        { city: 'Paderborn', district: '', type: 'apartment', segment: 'existing', eurPerM2: 3380, priceKind: 'asking', period: '2025-Q3', periodEnd: '2025-09-30', published: '2025-10-14', source: 'Testquelle Wohnbarometer', url: 'https://example.org/paderborn' },
        { city: 'Paderborn', district: 'Schloß Neuhaus', type: 'apartment', segment: 'existing', eurPerM2: 4900, priceKind: 'transaction', period: '2024', periodEnd: '2024-12-31', published: '2025-03', source: 'Gutachterausschuss Paderborn (Test)', url: 'https://example.org/paderborn-gaa' },
      ],
    });
    const munich = await cityStatistics(h.db, 'Munich', 'apartment');
    expect(munich.ok && munich.city).toBe('München');
    const figures = munich.ok ? munich.figures : [];
    expect(figures.length).toBeGreaterThan(1);
    const ends = figures.map((f) => f.periodEnd ?? '0000');
    expect(ends).toEqual([...ends].sort().reverse());
    expect(figures.every((f) => f.source !== '' && f.url.startsWith('https://'))).toBe(true);
    expect(await cityStatistics(h.db, 'Atlantis', 'apartment')).toEqual({ ok: false, code: 'UNKNOWN_LOCATION', field: 'city' });
    expect(await cityStatistics(h.db, 'Paderborn', 'castle')).toEqual({ ok: false, code: 'INVALID_INPUT', field: 'type' });
    // A known city without figures: an empty list, not an error.
    expect(await cityStatistics(h.db, 'Regensburg', 'house')).toEqual({ ok: true, city: 'Regensburg', type: 'house', figures: [] });
  });
});
