/**
 * The band on a listing page from the statistics the set-up seeds (issue 48, ADR 030): a Munich flat of 1995 against
 * the asking figures for existing Munich flats (8,153 and 8,266 €/m², immowelt and ImmoScout24); a new Leipzig flat
 * against the one figure for new flats there, which is a price paid (5,425 €/m², 2023-H1); a place without figures
 * gets none.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { listingPriceBand } from '@/features/properties/price-band';
import { cityStatistics, seedStatistics } from '@/features/properties/statistics';

describe.each(DATABASE_KINDS)('listing price band from the seeded statistics on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await seedStatistics(h.db, new Date('2026-11-29T08:00:00Z'));
  }, 60_000);
  afterAll(async () => h?.dispose());

  const band = async (place: string, type: string, listing: { price: number; livingArea: number; yearBuilt: number | null }) => {
    const stats = await cityStatistics(h.db, place, type);
    return listingPriceBand(listing, stats.ok ? stats.figures : [], 2026);
  };

  test('a Munich flat of 1995 at 720,000 € for 80 m² lies above the asking figures for existing Munich flats', async () => {
    const b = await band('München', 'apartment', { price: 720_000, livingArea: 80, yearBuilt: 1995 });
    expect(b).toMatchObject({ ok: true, segment: 'existing', priceKind: 'asking', low: 8153, high: 8266, own: 9000, position: 'above' });
    expect(b.ok && b.figures.map((f) => [f.eurPerM2, f.period])).toEqual([[8153, '2024-07-01'], [8266, '2025-Q4']]);
    expect(b.ok && b.figures.every((f) => f.url.startsWith('https://') && f.source.length > 0)).toBe(true);
  });

  test('a new Leipzig flat: the one figure for new flats there is a price paid, and the band says so', async () => {
    expect(await band('Leipzig', 'apartment', { price: 400_000, livingArea: 80, yearBuilt: 2025 })).toMatchObject({ ok: true, segment: 'new', priceKind: 'transaction', low: 5425, high: 5425, own: 5000, position: 'below' });
  });

  test('a place without sourced figures gets no band', async () => {
    expect(await band('Posemuckel', 'house', { price: 300_000, livingArea: 120, yearBuilt: 1980 })).toEqual({ ok: false, reason: 'noFigures', age: 'existing' });
  });
});
