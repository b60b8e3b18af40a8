/**
 * The market feed generator (issue 47, src/demo/properties/market-feed.ts): the same options give the same listings
 * and the same documents; listings in all 16 states, most where most people live; rentals and withdrawals among them;
 * several providers whose feeds share postal codes; every full document reads as OpenImmo within the import's limits.
 */
import { describe, expect, test } from 'vitest';
import { marketFeedDocuments, marketListings } from '@/demo/properties/market-feed';
import { parseOpenImmo } from '@/features/properties/openimmo/parse';
import { ARCHIVE_LIMITS } from '@/features/properties/openimmo/archive';

const text = (doc: { chunks: Iterable<string> }) => [...doc.chunks].join('');

describe('the market feed', () => {
  const listings = marketListings({ count: 3_000, seed: 7 });

  test('deterministic: the same seed gives the same listings and documents, another seed others', () => {
    const again = marketListings({ count: 3_000, seed: 7 });
    expect(again).toEqual(listings);
    expect([...marketFeedDocuments(again)].map(text)).toEqual([...marketFeedDocuments(listings)].map(text));
    expect(marketListings({ count: 50, seed: 8 }).map((l) => l.postalCode)).not.toEqual(listings.slice(0, 50).map((l) => l.postalCode));
  });

  test('spread: all 16 states, Berlin ahead of Bremen; rentals, withdrawals, both types; providers overlap on postal codes', () => {
    const byState = new Map<string, number>();
    for (const l of listings) byState.set(l.state, (byState.get(l.state) ?? 0) + 1);
    expect(byState.size).toBe(16);
    expect(byState.get('DE-BE')!).toBeGreaterThan(byState.get('DE-HB')!);
    expect(byState.get('DE-NW')!).toBeGreaterThan(byState.get('DE-SL')!);
    expect(listings.some((l) => l.rental)).toBe(true);
    expect(listings.some((l) => l.withdrawn)).toBe(true);
    expect(new Set(listings.map((l) => l.type))).toEqual(new Set(['apartment', 'house']));
    const providersOf = new Map<string, Set<number>>();
    for (const l of listings) providersOf.set(l.postalCode, (providersOf.get(l.postalCode) ?? new Set()).add(l.provider));
    expect([...providersOf.values()].some((p) => p.size > 1)).toBe(true);
    expect(new Set(listings.map((l) => l.provider)).size).toBeGreaterThan(3);
    // Prices follow the sourced levels: Munich's flats dearer per m² than those of a town in Saxony-Anhalt.
    const perSqm = (state: string) => {
      const own = listings.filter((l) => l.state === state && !l.rental && l.type === 'apartment');
      return own.reduce((s, l) => s + l.price / l.livingArea, 0) / own.length;
    };
    expect(perSqm('DE-BY')).toBeGreaterThan(perSqm('DE-ST'));
  });

  test('the documents read as OpenImmo: purchases as listings, rentals refused, updates withdraw', () => {
    const docs = [...marketFeedDocuments(listings)];
    expect(docs.length).toBeGreaterThan(2);
    let purchases = 0;
    let deletes = 0;
    let notPurchases = 0;
    for (const doc of docs) {
      const xml = text(doc);
      expect(xml.length).toBeLessThan(ARCHIVE_LIMITS.xmlBytes);
      const parsed = parseOpenImmo(xml);
      if (!parsed.ok) throw new Error(`${doc.name}: ${parsed.detail}`);
      for (const p of parsed.properties) {
        if (p.kind === 'listing') purchases += 1;
        else if (p.kind === 'delete') deletes += 1;
        else if (p.code === 'NOT_A_PURCHASE') notPurchases += 1;
        else throw new Error(`${doc.name}: ${p.code} ${p.field} ${p.detail}`);
      }
    }
    expect(purchases).toBe(listings.filter((l) => !l.rental).length);
    expect(notPurchases).toBe(listings.filter((l) => l.rental).length);
    expect(deletes).toBe(listings.filter((l) => l.withdrawn).length);
  });
});
