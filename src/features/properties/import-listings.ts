/**
 * The listings import (issue 25, ADR 028): OpenImmo files in, listings store updated, a report out. Idempotent:
 * the same file twice adds and changes nothing. Properties are committed in batches; whatever goes wrong with one
 * (refused by the mapping, or by the database, which rolls back that property only) is a line of the report with its
 * listing number and the reason: one property never stops the file (issue 47).
 */
import { createHash } from 'node:crypto';
import type { Database } from '@/db/client';
import { stateForPostalCode, toSlug } from '@/engine/geo/lookup';
import { ArchiveError, imageMime, normalisePath, readImportFile } from './openimmo/archive';
import { openOpenImmo, type ListingRecord, type ParsedProperty, type RefusalCode } from './openimmo/parse';
import { hashesWithSizes, listingKey, listingsByProvider, upsertListing, withdrawListing, type ImageValues, type ListingRow, type ListingValues } from './listings-repository';
import { ImageRefused, rasterDimensions, resizeImage, type ImageSize } from './image-resize';
import { postalPlace } from './postal-places';

export interface ImportEvent {
  listingId: string;
  /** added: new or back after a withdrawal; reduced: the price went down. */
  kind: 'added' | 'reduced' | 'changed' | 'withdrawn';
}

export interface ListingsImportReport {
  files: { name: string; ok: boolean; code?: string; detail?: string; properties: number }[];
  added: number;
  changed: number;
  unchanged: number;
  withdrawn: number;
  /** NOT_STORED: the database refused the listing (the detail says why); the file's other listings went on. */
  refused: { file: string; externalId: string | null; code: RefusalCode | 'UNKNOWN_LISTING' | 'NOT_STORED'; field: string; detail: string }[];
  warnings: { file: string; externalId: string; detail: string }[];
  events: ImportEvent[];
}

type SlugSource = Pick<ListingRecord, 'place' | 'postalCode' | 'providerId' | 'externalId'> & { type: string };

/**
 * A listing's slug: type and place in German, the postal code, and the first `hexChars` hex characters (6 unless
 * told) of the SHA-256 of its identity (provider and listing number).
 */
export function listingSlug(record: SlugSource, hexChars = 6): string {
  return slugStem(record) + identityHash(record).slice(0, hexChars);
}

const slugStem = (record: SlugSource) => `${record.type === 'apartment' ? 'wohnung' : 'haus'}-${toSlug(record.place)}-${record.postalCode}-`;
const identityHash = (record: SlugSource) => createHash('sha256').update(`${record.providerId}\u0000${record.externalId}`).digest('hex');

/**
 * The slugs a new listing may take, in order (issue 47): 6 hash characters, then 8, 10, … up to all 64. Two
 * listings of one type and postal code share the first 6 with a chance of 1 in 16.7 million, so a feed of 3,000
 * there holds such a pair one time in four; the second to arrive takes the first longer slug no listing holds
 * (listings-repository.ts decides it with the unique constraint). The same feed imported again gives the same
 * slugs: a stored listing keeps its own.
 */
function listingSlugCandidates(record: SlugSource): string[] {
  const stem = slugStem(record);
  const hash = identityHash(record);
  return Array.from({ length: 30 }, (_, i) => stem + hash.slice(0, 6 + 2 * i));
}

/** Properties per committed batch: few enough that the embedded database (one connection) serves pages in between. */
const IMPORT_BATCH = 100;

/** Why the database refused a listing: the driver's message (drizzle wraps it, with the query, as the cause). */
function storeFailure(error: unknown): string {
  let reason = error instanceof Error ? error.message : String(error);
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) reason = e.message;
  return reason.split('\n')[0]!.slice(0, 300);
}

const emptyReport = (): ListingsImportReport => ({ files: [], added: 0, changed: 0, unchanged: 0, withdrawn: 0, refused: [], warnings: [], events: [] });

/** Adds a committed batch's counts and lines to the report. */
function addReport(report: ListingsImportReport, part: ListingsImportReport): void {
  report.added += part.added;
  report.changed += part.changed;
  report.unchanged += part.unchanged;
  report.withdrawn += part.withdrawn;
  report.refused.push(...part.refused);
  report.warnings.push(...part.warnings);
  report.events.push(...part.events);
}

export async function importListings(db: Database, files: { name: string; bytes: Uint8Array }[], now: Date = new Date()): Promise<ListingsImportReport> {
  const report = emptyReport();
  for (const file of files) {
    let contents;
    try {
      contents = readImportFile(file.name, file.bytes);
    } catch (error) {
      if (!(error instanceof ArchiveError)) throw error;
      report.files.push({ name: file.name, ok: false, code: error.code, detail: error.message, properties: 0 });
      continue;
    }
    for (const [docName, xml] of contents.documents) {
      let parsed: ReturnType<typeof openOpenImmo>;
      try {
        parsed = openOpenImmo(xml);
      } catch (error) {
        // The parser's own refusals (parse.ts checks what it can before): still a file not read, never a crash.
        parsed = { ok: false, code: 'NOT_XML', detail: error instanceof Error ? error.message : String(error) };
      }
      if (!parsed.ok) {
        report.files.push({ name: docName, ok: false, code: parsed.code, detail: parsed.detail, properties: 0 });
        continue;
      }
      const fileLine: ListingsImportReport['files'][number] = { name: docName, ok: true, properties: parsed.count };
      report.files.push(fileLine);
      // Committed in batches of IMPORT_BATCH properties (issue 47, ADR 048): a commit (a wait for the disk) comes once
      // per batch instead of once per listing, which made a market's feed take a quarter of an hour. A batch is tried
      // first without a savepoint per property (session 27: on embedded PGlite a savepoint and its release were a
      // third of the round trips); when the database refuses one of its properties, the batch is rolled back and done
      // again with each property in its own savepoint, so what the database refuses rolls back that property only, as
      // before, and the report counts each property once. The properties are parsed as the batches take them
      // (session 28): one batch's records exist at a time, not the document's.
      const context = { fileName: file.name, docName };
      const properties = parsed.properties();
      for (;;) {
        let batch: ParsedProperty[];
        try {
          batch = takeBatch(properties);
        } catch (error) {
          // Not expected: openOpenImmo checked the whole document first. Should a property still not parse, the file
          // is reported as not read; the batches before it are stored.
          Object.assign(fileLine, { ok: false, code: 'NOT_XML', detail: error instanceof Error ? error.message : String(error) });
          break;
        }
        if (batch.length === 0) break;
        // The batch's images are read and resized before its transaction (issue 48): sharp's work (a few tenths of a
        // second per new photo) holds no transaction, and on embedded PGlite no connection, while it runs.
        const images = await batchImages(db, batch, contents.images, docName);
        let part: ListingsImportReport;
        try {
          part = await db.transaction(async (tx) => {
            const attempt = emptyReport();
            const stored = await storedListings(tx, batch);
            for (const property of batch) await importProperty(tx, property, { ...context, stored, images }, attempt, now);
            return attempt;
          });
        } catch {
          part = await db.transaction(async (tx) => {
            const attempt = emptyReport();
            const stored = await storedListings(tx, batch);
            for (const property of batch) {
              try {
                await tx.transaction((savepoint) => importProperty(savepoint, property, { ...context, stored, images }, attempt, now));
              } catch (error) {
                // The listing's savepoint is rolled back; the batch and the file go on.
                attempt.refused.push({ file: docName, externalId: property.kind === 'listing' ? property.record.externalId : property.externalId, code: 'NOT_STORED', field: 'listing', detail: storeFailure(error) });
              }
            }
            return attempt;
          });
        }
        addReport(report, part);
      }
    }
  }
  return report;
}

/**
 * Images per batch, at most (issue 48): a batch's new photos are resized before its transaction and their sizes held
 * until it commits (about 0.6 MB a photo), so a batch ends once its listings name this many images.
 */
const IMAGE_BATCH = 50;

/** The next IMPORT_BATCH properties of a document (fewer at its end or once they name IMAGE_BATCH images, none after it). */
function takeBatch(properties: Iterator<ParsedProperty>): ParsedProperty[] {
  const batch: ParsedProperty[] = [];
  let images = 0;
  while (batch.length < IMPORT_BATCH && images < IMAGE_BATCH) {
    const next = properties.next();
    if (next.done) break;
    batch.push(next.value);
    if (next.value.kind === 'listing') images += next.value.record.images.length;
  }
  return batch;
}

/**
 * The stored rows of a batch's listings, read at once (one query instead of one per listing). A listing's entry is
 * taken out when a property of the batch touches it, so a listing that comes twice in a batch (or is withdrawn and
 * comes again) is read afresh the second time.
 */
async function storedListings(db: Database, batch: ParsedProperty[]): Promise<Map<string, ListingRow | null>> {
  const keys = batch.flatMap((p) => (p.kind === 'listing' ? [{ providerId: p.record.providerId, externalId: p.record.externalId }] : []));
  const found = await listingsByProvider(db, keys);
  return new Map(keys.map((k) => [listingKey(k), found.get(listingKey(k)) ?? null]));
}

/** One property of a document into the store and the report; throws only what the database refused. */
async function importProperty(
  db: Database,
  property: ParsedProperty,
  { fileName, docName, stored, images: prepared }: { fileName: string; docName: string; stored: Map<string, ListingRow | null>; images: Map<ParsedProperty, PreparedImages> },
  report: ListingsImportReport,
  now: Date,
): Promise<void> {
  const key = property.kind === 'listing' ? listingKey(property.record) : property.kind === 'delete' ? listingKey(property) : null;
  const known = key !== null && stored.has(key) ? { stored: stored.get(key) ?? null } : undefined;
  if (key !== null) stored.delete(key);
  if (property.kind === 'refused') {
    report.refused.push({ file: docName, externalId: property.externalId, code: property.code, field: property.field, detail: property.detail });
    return;
  }
  if (property.kind === 'delete') {
    const withdrawn = await withdrawListing(db, property.providerId, property.externalId, now);
    if (withdrawn) {
      report.withdrawn += 1;
      report.events.push({ listingId: withdrawn.listingId, kind: 'withdrawn' });
    } else report.refused.push({ file: docName, externalId: property.externalId, code: 'UNKNOWN_LISTING', field: 'verwaltung_techn/aktion', detail: 'DELETE for a listing that is not active here' });
    return;
  }
  const record = property.record;
  const state = stateForPostalCode(record.postalCode);
  const located = postalPlace(record.postalCode);
  if (!state || !located) {
    report.refused.push({ file: docName, externalId: record.externalId, code: 'BAD_POSTAL_CODE', field: 'geo/plz', detail: `${record.postalCode} is not a known German postal code` });
    return;
  }
  const { images, warnings } = prepared.get(property) ?? { images: [], warnings: [] };
  report.warnings.push(...warnings);
  const values: ListingValues = {
    providerId: record.providerId,
    providerName: record.providerName,
    externalId: record.externalId,
    source: fileName.split('/').pop() ?? fileName,
    isDemo: record.demo,
    type: record.type,
    subtype: record.subtype,
    street: record.street,
    houseNumber: record.houseNumber,
    addressPublic: record.addressPublic,
    postalCode: record.postalCode,
    place: record.place,
    state: `DE-${state.state}`,
    lat: record.lat ?? located.lat,
    lon: record.lon ?? located.lon,
    price: record.price,
    livingArea: record.livingArea,
    plotArea: record.plotArea,
    rooms: record.rooms,
    floor: record.floor,
    yearBuilt: record.yearBuilt,
    condition: record.condition,
    energyClass: record.energyClass,
    energyValue: record.energyValue,
    energyCertificate: record.energyCertificate,
    energySource: record.energySource,
    heating: record.heating,
    balcony: record.balcony,
    garden: record.garden,
    lift: record.lift,
    parking: record.parking,
    cellar: record.cellar,
    hausgeld: record.hausgeld,
    buyerCommission: record.buyerCommission,
    buyerCommissionText: record.buyerCommissionText,
    title: record.title,
    description: record.description,
    locationText: record.locationText,
    featuresText: record.featuresText,
    language: record.language,
    objectText: record.objectText,
    objectTextLanguage: record.objectTextLanguage,
  };
  const result = await upsertListing(db, values, listingSlugCandidates(record), images, now, known);
  if (result.outcome === 'unchanged') report.unchanged += 1;
  else if (result.outcome === 'added' || result.wasWithdrawn) {
    if (result.outcome === 'added') report.added += 1;
    else report.changed += 1;
    report.events.push({ listingId: result.listingId, kind: 'added' });
  } else {
    report.changed += 1;
    report.events.push({ listingId: result.listingId, kind: result.previousPrice !== null && values.price < result.previousPrice ? 'reduced' : 'changed' });
  }
}

type PreparedImages = { images: ImageValues[]; warnings: ListingsImportReport['warnings'] };

/**
 * The images of a batch's listings from the archive (issue 48), by property: photos first (the title picture leads),
 * floor plans (`GRUNDRISS`) after them. Each raster image (JPEG, PNG, WebP, told by its bytes) gets its upright size
 * and, unless an earlier import stored them for the same bytes, its responsive sizes (image-resize.ts); SVG is kept as
 * it is. An image that is missing, of another type, over the pixel limit or not decodable is a warning, and the
 * listing is stored without it. Listings the import will refuse for their postal code are skipped.
 */
async function batchImages(db: Database, batch: ParsedProperty[], archiveImages: ReadonlyMap<string, Uint8Array>, docName: string): Promise<Map<ParsedProperty, PreparedImages>> {
  const prepared = new Map<ParsedProperty, PreparedImages & { found: (ImageValues & { hash: string; path: string })[] }>();
  for (const property of batch) {
    if (property.kind !== 'listing' || !stateForPostalCode(property.record.postalCode) || !postalPlace(property.record.postalCode)) continue;
    const record = property.record;
    const entry: PreparedImages & { found: (ImageValues & { hash: string; path: string })[] } = { images: [], warnings: [], found: [] };
    prepared.set(property, entry);
    const warn = (detail: string) => entry.warnings.push({ file: docName, externalId: record.externalId, detail });
    const refs = [...record.images].sort((a, b) => Number(a.group === 'GRUNDRISS') - Number(b.group === 'GRUNDRISS'));
    for (const ref of refs) {
      const bytes = archiveImages.get(normalisePath(ref.path));
      const mime = bytes ? imageMime(bytes) : null;
      if (!bytes) warn(`image ${ref.path} is not in the archive`);
      else if (!mime) warn(`image ${ref.path} is not a JPEG, PNG, WebP or SVG image`);
      else {
        const image = { path: ref.path, mime, title: ref.title, bytes: Buffer.from(bytes), kind: ref.group === 'GRUNDRISS' ? ('floorplan' as const) : ('photo' as const), hash: createHash('sha256').update(bytes).digest('hex') };
        if (mime === 'image/svg+xml') entry.found.push(image);
        else {
          try {
            entry.found.push({ ...image, ...(await rasterDimensions(bytes)) });
          } catch (error) {
            if (!(error instanceof ImageRefused)) throw error;
            warn(`image ${ref.path} ${error.message}; the listing is stored without it`);
          }
        }
      }
    }
  }
  const resized = await hashesWithSizes(db, [...prepared.values()].flatMap((p) => p.found.filter((i) => i.width != null).map((i) => i.hash)));
  // Sizes made in this batch, by hash: a photo two listings share is resized once, and each carries its sizes (should
  // the first be refused by the database, the second still stores them).
  const made = new Map<string, ImageSize[]>();
  const result = new Map<ParsedProperty, PreparedImages>();
  for (const [property, { found, warnings }] of prepared) {
    const images: ImageValues[] = [];
    for (const { path, ...image } of found) {
      if (image.width == null || image.height == null || resized.has(image.hash)) images.push(image);
      else {
        try {
          const sizes = made.get(image.hash) ?? (await resizeImage(image.bytes, { width: image.width, height: image.height }));
          made.set(image.hash, sizes);
          images.push({ ...image, sizes });
        } catch (error) {
          if (!(error instanceof ImageRefused)) throw error;
          warnings.push({ file: docName, externalId: (property as Extract<ParsedProperty, { kind: 'listing' }>).record.externalId, detail: `image ${path} ${error.message}; the listing is stored without it` });
        }
      }
    }
    result.set(property, { images, warnings });
  }
  return result;
}

/** The report in plain words for the command line. */
export function describeListingsImport(report: ListingsImportReport): string {
  const lines: string[] = [];
  for (const f of report.files) lines.push(f.ok ? `Read ${f.name}: ${f.properties} properties.` : `Not read ${f.name}: ${f.code}: ${f.detail}`);
  lines.push(`Added ${report.added}, changed ${report.changed}, unchanged ${report.unchanged}, withdrawn ${report.withdrawn}, refused ${report.refused.length}.`);
  for (const r of report.refused) lines.push(`Refused ${r.externalId ?? '(no listing number)'} in ${r.file}: ${r.code} ${r.field}: ${r.detail}`);
  for (const w of report.warnings) lines.push(`Warning for ${w.externalId} in ${w.file}: ${w.detail}`);
  return lines.join('\n');
}
