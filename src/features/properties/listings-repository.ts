/**
 * The listings store (issue 25): the only code that writes listings, their price history and images.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { ImageSize } from './image-resize';
import { listingEvents, listingImageSizes, listingImages, listingPrices, listings } from './tables';

export type ListingRow = typeof listings.$inferSelect;
export type ListingValues = Omit<typeof listings.$inferInsert, 'id' | 'slug' | 'firstSeenAt' | 'updatedAt' | 'withdrawnAt'>;
export interface ImageValues {
  mime: string;
  title: string;
  bytes: Buffer;
  /** photo | floorplan (issue 48) */
  kind?: 'photo' | 'floorplan';
  /** A raster image's upright size (null for SVG). */
  width?: number | null;
  height?: number | null;
  /** Its responsive sizes, made by image-resize.ts; empty when `hashesWithSizes` already holds them. */
  sizes?: ImageSize[];
  /** sha-256 of `bytes`, when the caller computed it already. */
  hash?: string;
}

/** The fields whose change makes a re-import a change (everything a visitor sees; the images are compared apart). */
const COMPARED: (keyof ListingValues)[] = [
  'providerName', 'source', 'isDemo', 'type', 'subtype', 'street', 'houseNumber', 'addressPublic', 'postalCode', 'place', 'state', 'lat', 'lon',
  'price', 'livingArea', 'plotArea', 'rooms', 'floor', 'yearBuilt', 'condition', 'energyClass', 'energyValue', 'energyCertificate', 'energySource',
  'heating', 'balcony', 'garden', 'lift', 'parking', 'cellar', 'hausgeld', 'buyerCommission', 'buyerCommissionText', 'title', 'description',
  'locationText', 'featuresText', 'language', 'objectText', 'objectTextLanguage',
];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export type UpsertOutcome = { outcome: 'added' | 'changed' | 'unchanged'; listingId: string; previousPrice: number | null; wasWithdrawn: boolean };

/** PostgreSQL's unique_violation, on the error or on the cause drizzle wraps it in. */
const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth += 1) {
    if (e.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * Inserts or updates the listing of (providerId, externalId) in one transaction (a savepoint when `db` is itself a
 * transaction), or, for a new listing without images, in one statement (ADR 048, amendment of session 27): a new
 * price adds a price row, a withdrawn listing that comes back is active again, images are replaced when their
 * contents differ. An unchanged listing is found on two reads and written not at all. A caller whose transaction
 * must outlive a refused listing wraps the call in a savepoint (import-listings.ts does, when a batch fails).
 *
 * `slug` is a new listing's slug, or its candidates in order of preference (import-listings.ts: 6, 8, 10, … hash
 * characters): the first that no other listing holds, with the unique constraint as the arbiter (`ON CONFLICT (slug)
 * DO NOTHING`, so a taken candidate costs no error and two imports at once cannot take the same one). A stored
 * listing keeps its slug for good: slugs are public URLs. When another import adds the same listing at the same time,
 * the insert meets the (provider, listing number) constraint (or, for the one statement, does nothing and a read
 * finds that row); the whole upsert runs once more on that row. `read`: the stored row (or null) when the caller has
 * just read it (`listingsByProvider`), instead of the first read.
 */
export async function upsertListing(db: Database, values: ListingValues, slug: string | readonly string[], images: ImageValues[], now: Date, read?: { stored: ListingRow | null }): Promise<UpsertOutcome> {
  const candidates = typeof slug === 'string' ? [slug] : slug;
  try {
    return await upsertOnce(db, values, candidates, images, now, read);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return upsertOnce(db, values, candidates, images, now);
  }
}

/**
 * The stored rows of many listings in one read, keyed by `listingKey` (the import reads a batch's listings at once:
 * ADR 048, amendment of session 27). What it returns is what `upsertListing`'s own first read would find: pass it
 * as `read` only while nothing has written that listing since.
 */
export async function listingsByProvider(db: Database, keys: readonly { providerId: string; externalId: string }[]): Promise<Map<string, ListingRow>> {
  const found = new Map<string, ListingRow>();
  if (keys.length === 0) return found;
  const rows = await db
    .select()
    .from(listings)
    .where(or(...keys.map((k) => and(eq(listings.providerId, k.providerId), eq(listings.externalId, k.externalId)))));
  for (const row of rows) found.set(listingKey(row), row);
  return found;
}

export const listingKey = (k: { providerId: string; externalId: string }) => `${k.providerId}\u0000${k.externalId}`;

const fieldsDiffer = (existing: ListingRow, values: ListingValues) => COMPARED.some((k) => (existing[k as keyof ListingRow] ?? null) !== (values[k] ?? null));

/** A raster image stored before its sizes existed (issue 48) counts as changed, so that the next import adds them. */
async function imagesDiffer(db: Database, listingId: string, images: ImageValues[], hashes: string[]): Promise<boolean> {
  const stored = await db
    .select({ hash: listingImages.hash, title: listingImages.title, kind: listingImages.kind, width: listingImages.width })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position));
  return stored.length !== images.length || stored.some((s, i) => s.hash !== hashes[i] || s.title !== images[i]!.title || s.kind !== (images[i]!.kind ?? 'photo') || (s.width === null && (images[i]!.width ?? null) !== null));
}

/** The hashes among `hashes` whose sizes are stored already (the import resizes only the others). */
export async function hashesWithSizes(db: Database, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db.selectDistinct({ hash: listingImageSizes.hash }).from(listingImageSizes).where(inArray(listingImageSizes.hash, [...hashes]));
  return new Set(rows.map((r) => r.hash));
}

/** A listing's images and the sizes not stored yet; `replaced`: the hashes of the images they replace. */
async function insertImages(db: Database, listingId: string, images: ImageValues[], hashes: string[], replaced: string[] = []): Promise<void> {
  if (images.length) {
    await db.insert(listingImages).values(
      images.map((img, position) => ({ listingId, position, mime: img.mime, title: img.title, hash: hashes[position]!, bytes: img.bytes, kind: img.kind ?? 'photo', width: img.width ?? null, height: img.height ?? null })),
    );
  }
  const sizes = images.flatMap((img, i) => (img.sizes ?? []).map((size) => ({ hash: hashes[i]!, format: size.format, width: size.width, height: size.height, bytes: size.bytes })));
  if (sizes.length) await db.insert(listingImageSizes).values(sizes).onConflictDoNothing();
  // The sizes of a replaced image that no listing shows any more.
  const gone = replaced.filter((h) => !hashes.includes(h));
  if (gone.length) {
    await db.delete(listingImageSizes).where(and(inArray(listingImageSizes.hash, gone), notInArray(listingImageSizes.hash, db.select({ hash: listingImages.hash }).from(listingImages).where(inArray(listingImages.hash, gone)))));
  }
}

async function upsertOnce(db: Database, values: ListingValues, slugs: readonly string[], images: ImageValues[], now: Date, read?: { stored: ListingRow | null }): Promise<UpsertOutcome> {
  const hashes = images.map((i) => i.hash ?? sha256(i.bytes));
  const identity = and(eq(listings.providerId, values.providerId), eq(listings.externalId, values.externalId));
  // Most listings of a feed come unchanged: that is decided on a plain read, without a transaction or a lock (nothing
  // is written then; a change of the same listing by another import at that moment simply counts as the later one).
  const [seen] = read ? (read.stored ? [read.stored] : []) : await db.select().from(listings).where(identity);
  if (seen && seen.withdrawnAt === null && !fieldsDiffer(seen, values) && !(await imagesDiffer(db, seen.id, images, hashes))) {
    return { outcome: 'unchanged', listingId: seen.id, previousPrice: seen.price, wasWithdrawn: false };
  }
  if (!seen && images.length === 0) return insertWithoutImages(db, values, slugs, images, now);
  return db.transaction(async (tx) => {
    // A listing not seen is inserted at once: another import adding it at the same moment makes the insert meet the
    // (provider, listing number) constraint, and upsertListing runs once more.
    const [existing] = seen ? await tx.select().from(listings).where(identity).for('update') : [];
    if (!existing) {
      let row: { id: string } | undefined;
      for (const candidate of slugs) {
        [row] = await tx.insert(listings).values({ ...values, slug: candidate, firstSeenAt: now, updatedAt: now }).onConflictDoNothing({ target: listings.slug }).returning({ id: listings.id });
        if (row) break;
      }
      if (!row) throw new Error(`no free slug: ${slugs.length === 1 ? `${slugs[0]} is` : `${slugs[0]} and its longer forms are`} held by other listings`);
      const listingId = row.id;
      await tx.insert(listingPrices).values({ listingId, price: values.price, observedAt: now });
      await tx.insert(listingEvents).values({ listingId, kind: 'added', price: values.price, createdAt: now });
      await insertImages(tx, listingId, images, hashes);
      return { outcome: 'added', listingId, previousPrice: null, wasWithdrawn: false };
    }
    const imagesChanged = await imagesDiffer(tx, existing.id, images, hashes);
    const wasWithdrawn = existing.withdrawnAt !== null;
    if (!fieldsDiffer(existing, values) && !imagesChanged && !wasWithdrawn) return { outcome: 'unchanged', listingId: existing.id, previousPrice: existing.price, wasWithdrawn };
    await tx.update(listings).set({ ...values, updatedAt: now, withdrawnAt: null }).where(eq(listings.id, existing.id));
    if (existing.price !== values.price) await tx.insert(listingPrices).values({ listingId: existing.id, price: values.price, observedAt: now });
    // What the property radar looks at (radar-alerts.ts): a listing back on the market, or cheaper than before.
    if (wasWithdrawn) await tx.insert(listingEvents).values({ listingId: existing.id, kind: 'added', price: values.price, createdAt: now });
    else if (values.price < existing.price) await tx.insert(listingEvents).values({ listingId: existing.id, kind: 'reduced', price: values.price, previousPrice: existing.price, createdAt: now });
    if (imagesChanged) {
      const replaced = await tx.delete(listingImages).where(eq(listingImages.listingId, existing.id)).returning({ hash: listingImages.hash });
      await insertImages(tx, existing.id, images, hashes, replaced.map((r) => r.hash));
    }
    return { outcome: 'changed', listingId: existing.id, previousPrice: existing.price, wasWithdrawn };
  });
}

/**
 * A new listing without images (ADR 048, amendment of session 27): the row, its first price and its "added" event in
 * one statement, so one round trip and no transaction of its own (a statement is atomic; on embedded PGlite each
 * round trip, savepoints included, was most of the import's time). `ON CONFLICT DO NOTHING` covers both unique
 * constraints: a taken slug tries the next candidate, as before; a (provider, listing number) added meanwhile by
 * another import is found by the read that follows, and the upsert runs once more on that row (what the retry on the
 * unique violation did, which inside a caller's transaction would need a savepoint).
 */
async function insertWithoutImages(db: Database, values: ListingValues, slugs: readonly string[], images: ImageValues[], now: Date): Promise<UpsertOutcome> {
  const at = now.toISOString();
  for (const candidate of slugs) {
    const row = db.insert(listings).values({ ...values, slug: candidate, firstSeenAt: now, updatedAt: now }).onConflictDoNothing().returning({ id: listings.id, price: listings.price });
    const result = await db.execute<{ id: string }>(sql`with l as (${row.getSQL()}),
      p as (insert into ${listingPrices} (listing_id, price, observed_at) select id, price, ${at}::timestamptz from l)
      insert into ${listingEvents} (listing_id, kind, price, created_at) select id, 'added', price, ${at}::timestamptz from l returning listing_id as id`);
    const [added] = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) as { id: string }[];
    if (added) return { outcome: 'added', listingId: added.id, previousPrice: null, wasWithdrawn: false };
    const [stored] = await db.select({ id: listings.id }).from(listings).where(and(eq(listings.providerId, values.providerId), eq(listings.externalId, values.externalId)));
    if (stored) return upsertOnce(db, values, slugs, images, now);
  }
  throw new Error(`no free slug: ${slugs.length === 1 ? `${slugs[0]} is` : `${slugs[0]} and its longer forms are`} held by other listings`);
}

/**
 * Marks the listing withdrawn and writes its "withdrawn" event for the property radar (issue 48: radar-alerts.ts tells
 * the radars that were told of the listing), in one statement; null when there is no such active listing.
 */
export async function withdrawListing(db: Database, providerId: string, externalId: string, now: Date): Promise<{ listingId: string } | null> {
  const withdraw = db
    .update(listings)
    .set({ withdrawnAt: now, updatedAt: now })
    .where(and(eq(listings.providerId, providerId), eq(listings.externalId, externalId), isNull(listings.withdrawnAt)))
    .returning({ id: listings.id, price: listings.price });
  const result = await db.execute<{ id: string }>(sql`with l as (${withdraw.getSQL()})
    insert into ${listingEvents} (listing_id, kind, price, created_at) select id, 'withdrawn', price, ${now.toISOString()}::timestamptz from l returning listing_id as id`);
  const [row] = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) as { id: string }[];
  return row ? { listingId: row.id } : null;
}

export async function listingByProvider(db: Database, providerId: string, externalId: string): Promise<ListingRow | null> {
  const [row] = await db.select().from(listings).where(and(eq(listings.providerId, providerId), eq(listings.externalId, externalId)));
  return row ?? null;
}

export async function priceHistory(db: Database, listingId: string): Promise<{ price: number; observedAt: Date }[]> {
  return db.select({ price: listingPrices.price, observedAt: listingPrices.observedAt }).from(listingPrices).where(eq(listingPrices.listingId, listingId)).orderBy(asc(listingPrices.observedAt), asc(listingPrices.id));
}

export interface StoredImage {
  id: string;
  position: number;
  mime: string;
  title: string;
  hash: string;
  kind: string;
  width: number | null;
  height: number | null;
}

export async function imagesOf(db: Database, listingId: string): Promise<StoredImage[]> {
  return db
    .select({ id: listingImages.id, position: listingImages.position, mime: listingImages.mime, title: listingImages.title, hash: listingImages.hash, kind: listingImages.kind, width: listingImages.width, height: listingImages.height })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position));
}

export async function imageBytes(db: Database, imageId: string): Promise<{ mime: string; bytes: Buffer; hash: string } | null> {
  const [row] = await db.select({ mime: listingImages.mime, bytes: listingImages.bytes, hash: listingImages.hash }).from(listingImages).where(eq(listingImages.id, imageId));
  return row ?? null;
}

/** One stored size of a listing image (issue 48): by the image's id, its width and format; null when there is none. */
export async function imageSizeBytes(db: Database, imageId: string, width: number, format: string): Promise<{ hash: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ hash: listingImages.hash, bytes: listingImageSizes.bytes })
    .from(listingImages)
    .innerJoin(listingImageSizes, and(eq(listingImageSizes.hash, listingImages.hash), eq(listingImageSizes.format, format), eq(listingImageSizes.width, width)))
    .where(eq(listingImages.id, imageId));
  return row ?? null;
}

/** Whether the listings table has no rows at all (withdrawn listings count as rows): the demo feed seeds only then. */
export async function listingsTableIsEmpty(db: Database): Promise<boolean> {
  return (await db.select({ id: listings.id }).from(listings).limit(1)).length === 0;
}

export async function listingBySlug(db: Database, slug: string): Promise<ListingRow | null> {
  const [row] = await db.select().from(listings).where(eq(listings.slug, slug));
  return row ?? null;
}

/** Demo data off (the back office): every demo listing still shown is withdrawn; returns how many. */
export async function withdrawDemoListings(db: Pick<Database, 'update'>, now: Date): Promise<number> {
  const rows = await db.update(listings).set({ withdrawnAt: now, updatedAt: now }).where(and(eq(listings.isDemo, true), isNull(listings.withdrawnAt))).returning({ id: listings.id });
  return rows.length;
}

/** How many demo listings are shown now. */
export async function countShownDemoListings(db: Database): Promise<number> {
  const rows = await db.select({ id: listings.id }).from(listings).where(and(eq(listings.isDemo, true), isNull(listings.withdrawnAt)));
  return rows.length;
}
