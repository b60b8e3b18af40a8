/**
 * A feed's photos and floor plans (issue 48, part 7) on PGlite and PostgreSQL: a zip's JPEG and PNG are kept at import
 * in responsive sizes (never wider than the photo, WebP and JPEG), an image imported again is not resized again, an
 * image over the pixel limit or not decodable is a line of the report and the listing is stored without it; the image
 * route serves each size with its type and a year's caching; the listing page's pictures are <picture> elements with
 * srcset and an alt text in the page's language, and a GRUNDRISS attachment is in a floor plan section of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { useMemoryAppDb } from '../support/app-db';
import { listingImageSizes } from '@/features/properties/tables';
import { imagesOf, listingByProvider } from '@/features/properties/listings-repository';
import { imageSrcSet } from '@/features/properties/listing-images';
import { GET as getSize } from '@/app/api/listings/images/[id]/[file]/route';
import type { Database } from '@/db/client';
import { createTranslator } from 'next-intl';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

vi.mock('@/features/properties/image-resize', async (original) => {
  const actual = await original<typeof import('@/features/properties/image-resize')>();
  return { ...actual, resizeImage: vi.fn(actual.resizeImage) };
});

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) => createTranslator({ locale, messages: messagesFor(locale) as never, namespace: namespace as never }),
}));

// The test files share a worker's modules (ADR 026): the import is loaded afresh so that it sees the counted resize.
vi.resetModules();
const { importListings } = await import('@/features/properties/import-listings');
const resize = await import('@/features/properties/image-resize');
const { ListingPictures } = await import('@/features/properties/components/ListingPictures');

const DIR = path.join(process.cwd(), 'tests/fixtures/openimmo');
const XML = fs
  .readFileSync(path.join(DIR, 'feed-full.xml'), 'utf8')
  // The listing's plan as OpenImmo's floor plan group, a PNG instead of the SVG.
  .replace('<anhang location="INTERN" gruppe="BILD">\n          <anhangtitel>Grundriss</anhangtitel>', '<anhang location="INTERN" gruppe="GRUNDRISS">\n          <anhangtitel>Grundriss</anhangtitel>');
const FIRST = new Date('2026-11-20T09:00:00Z');

const photo = (width: number, height: number, format: 'jpeg' | 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })[format]().toBuffer();

/** A PNG whose header claims `width` × `height` pixels (nothing decoded reads more than the header). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await photo(4, 4, 'png'));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

const feed = (living: Uint8Array, plan: Uint8Array, name = 'feed.zip') => ({
  name,
  bytes: zipSync({ 'feed.xml': new TextEncoder().encode(XML), images: { 'b1-living.png': living, 'b1-plan.svg': plan } }),
});

async function sizesOf(db: Database, hash: string) {
  const rows = await db.select().from(listingImageSizes);
  return rows.filter((r) => r.hash === hash).map((r) => ({ format: r.format, width: r.width, height: r.height, bytes: r.bytes })).sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width);
}

describe.each(DATABASE_KINDS)('photos and floor plans of an import on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('a JPEG photo and a PNG floor plan are kept in their sizes, never wider than they are, as WebP and JPEG; once', async () => {
    const jpeg = await photo(2000, 1200, 'jpeg');
    const png = await photo(700, 500, 'png');
    vi.mocked(resize.resizeImage).mockClear();
    const report = await importListings(h.db, [feed(jpeg, png)], FIRST);
    expect(report.warnings).toEqual([]);
    const berlin = (await listingByProvider(h.db, 'TM-1001', 'TM-B-001'))!;
    const images = await imagesOf(h.db, berlin.id);
    expect(images.map((i) => [i.position, i.kind, i.mime, i.title, i.width, i.height])).toEqual([
      [0, 'photo', 'image/jpeg', 'Wohnzimmer', 2000, 1200],
      [1, 'floorplan', 'image/png', 'Grundriss', 700, 500],
    ]);
    const photoSizes = await sizesOf(h.db, images[0]!.hash);
    expect(photoSizes.map((s) => [s.format, s.width, s.height])).toEqual([
      ['jpg', 480, 288], ['jpg', 960, 576], ['jpg', 1600, 960],
      ['webp', 480, 288], ['webp', 960, 576], ['webp', 1600, 960],
    ]);
    for (const size of photoSizes) {
      const meta = await sharp(size.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([size.format === 'jpg' ? 'jpeg' : 'webp', size.width, size.height]);
    }
    // The 700-pixel plan is not blown up to 960 or 1600.
    expect((await sizesOf(h.db, images[1]!.hash)).map((s) => [s.format, s.width, s.height])).toEqual([
      ['jpg', 480, 343], ['jpg', 700, 500],
      ['webp', 480, 343], ['webp', 700, 500],
    ]);
    expect(resize.resizeImage).toHaveBeenCalledTimes(2);

    // The same feed again: the listing is unchanged and nothing is resized.
    const again = await importListings(h.db, [feed(jpeg, png)], new Date('2026-11-21T09:00:00Z'));
    expect(again.unchanged).toBe(2);
    expect(resize.resizeImage).toHaveBeenCalledTimes(2);
    expect((await imagesOf(h.db, berlin.id)).map((i) => i.id)).toEqual(images.map((i) => i.id));
  });

  test('an image over the pixel limit and one that does not decode are lines of the report; the listing is stored', async () => {
    const huge = await pngClaiming(9000, 6000);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const report = await importListings(h.db, [feed(huge, broken, 'bad-images.zip')], new Date('2026-11-22T09:00:00Z'));
    expect(report.refused).toHaveLength(4);
    expect(report.warnings.map((w) => [w.externalId, w.detail.split(' ').slice(0, 2).join(' ')])).toEqual([
      ['TM-B-001', 'image images/b1-living.png'],
      ['TM-B-001', 'image images/b1-plan.svg'],
    ]);
    expect(report.warnings[0]!.detail).toContain('9000 × 6000 pixels (limit 40 megapixels)');
    expect(report.warnings[1]!.detail).toContain('is not a readable image');
    expect(report.warnings[0]!.detail).toContain('the listing is stored without it');
    const berlin = (await listingByProvider(h.db, 'TM-1001', 'TM-B-001'))!;
    expect(berlin.updatedAt).toEqual(new Date('2026-11-22T09:00:00Z'));
    expect(await imagesOf(h.db, berlin.id)).toEqual([]);
    // The sizes of the images it no longer shows are gone with them.
    expect(await h.db.select({ hash: listingImageSizes.hash }).from(listingImageSizes)).toEqual([]);
  });
});

describe('the sizes served and shown', () => {
  let db: Database;
  let images: Awaited<ReturnType<typeof imagesOf>>;
  let listing: NonNullable<Awaited<ReturnType<typeof listingByProvider>>>;
  beforeAll(async () => {
    db = await useMemoryAppDb();
    await importListings(db, [feed(await photo(1200, 900, 'jpeg'), await photo(800, 600, 'png'))], FIRST);
    listing = (await listingByProvider(db, 'TM-1001', 'TM-B-001'))!;
    images = await imagesOf(db, listing.id);
  }, 60_000);

  const fetchSize = (url: string) => {
    const [, id, file] = /^\/api\/listings\/images\/([^/]+)\/([^/]+)$/.exec(url)!;
    return getSize(new Request(`http://localhost${url}`), { params: Promise.resolve({ id: id!, file: file! }) });
  };

  test('the image route serves each size with its type and a year of caching; a wrong hash or width is not found', async () => {
    const webp = imageSrcSet(images[0]!, 'webp')!.split(', ').map((s) => s.split(' ')[0]!);
    const jpg = imageSrcSet(images[0]!, 'jpg')!.split(', ').map((s) => s.split(' ')[0]!);
    expect(webp.map((u) => u.replace(images[0]!.id, 'ID').replace(images[0]!.hash.slice(0, 12), 'HASH'))).toEqual([
      '/api/listings/images/ID/480-HASH.webp', '/api/listings/images/ID/960-HASH.webp', '/api/listings/images/ID/1200-HASH.webp',
    ]);
    for (const [url, type] of [[webp[2]!, 'image/webp'], [jpg[0]!, 'image/jpeg']] as const) {
      const response = await fetchSize(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.width).toBe(url.includes('/1200-') ? 1200 : 480);
    }
    expect((await fetchSize(webp[0]!.replace(images[0]!.hash.slice(0, 12), '0'.repeat(12)))).status).toBe(404);
    expect((await fetchSize(webp[0]!.replace('/480-', '/1600-'))).status).toBe(404);
  });

  test('the listing page: <picture> with srcset, alt text in each language, the floor plan in its own section', async () => {
    const render = async (locale: 'de' | 'en') => renderToStaticMarkup(await ListingPictures({ locale, listing, images }));
    const de = await render('de');
    const en = await render('en');
    for (const html of [de, en]) {
      const gallery = html.slice(html.indexOf('data-testid="listing-gallery"'), html.indexOf('data-testid="listing-floor-plans"'));
      expect(gallery.match(/<picture>/g)).toHaveLength(1);
      expect(gallery).toMatch(/<source type="image\/webp" srcSet="[^"]*480-[0-9a-f]{12}\.webp 480w, [^"]*960-[0-9a-f]{12}\.webp 960w, [^"]*1200-[0-9a-f]{12}\.webp 1200w" sizes="[^"]+"\/>/);
      expect(gallery).toMatch(/<source type="image\/jpeg" srcSet="[^"]*\.jpg 480w/);
      expect(gallery).toContain('width="1200" height="900" loading="eager" decoding="async" fetchPriority="high"');
      expect(html.indexOf('Grundriss</anhangtitel>')).toBe(-1);
    }
    expect(de).toContain('alt="Foto 1 von 1: 3-Zimmer-Etagenwohnung in Berlin. Wohnzimmer"');
    expect(en).toContain('alt="Photo 1 of 1: 3-room apartment in Berlin. Provider&#x27;s caption: Wohnzimmer"');
    // The floor plan: its own section and heading, not in the gallery, lazy.
    expect(de).toMatch(/<section aria-labelledby="listing-floor-plans" data-testid="listing-floor-plans"><h2[^>]*>Grundriss<\/h2>.*<picture>.*alt="Grundriss 1 von 1: 3-Zimmer-Etagenwohnung in Berlin. Grundriss" width="800" height="600" loading="lazy"/);
    expect(en).toMatch(/<h2 id="listing-floor-plans"[^>]*>Floor plan<\/h2>.*alt="Floor plan 1 of 1: 3-room apartment in Berlin. Provider&#x27;s caption: Grundriss"/);
  });
});
