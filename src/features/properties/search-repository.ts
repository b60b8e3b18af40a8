/**
 * The property search's query (issue 25): active listings filtered, within a radius of a centre (great-circle
 * distance in SQL after a bounding box on the position's GiST index), sorted and paged, each filter and order on an
 * index of the listings on the market (migration 0034, ADR 048). Runs the same on PGlite and PostgreSQL.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { listingImages, listings } from './tables';
import { ENERGY_CLASSES, SEARCH_PAGE_SIZE, type PropertySearch } from './search-form';

export interface SearchCentre {
  place: string;
  lat: number;
  lon: number;
  /** The centre's own postal codes (radius 0 searches these). */
  postalCodes: string[];
}

export interface ListingSummary {
  id: string;
  slug: string;
  isDemo: boolean;
  type: 'apartment' | 'house';
  subtype: string | null;
  postalCode: string;
  place: string;
  state: string;
  lat: number;
  lon: number;
  price: number;
  livingArea: number;
  plotArea: number | null;
  rooms: number | null;
  yearBuilt: number | null;
  energyClass: string | null;
  balcony: boolean;
  garden: boolean;
  lift: boolean;
  parking: boolean;
  cellar: boolean;
  hausgeld: number | null;
  buyerCommission: number | null;
  title: string;
  language: string;
  firstSeenAt: Date;
  /** The title image, if any. */
  imageId: string | null;
  imageTitle: string | null;
  /** What its sizes' URLs need (listing-images.ts, issue 48); width and height null for SVG. */
  imageHash: string | null;
  imageMime: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  /** km from the search centre, when there is one. */
  distanceKm: number | null;
}

const rad = (v: SQL | number) => sql`radians(${v})`;

/** Great-circle distance in km between the listing and a point (haversine, earth radius 6,371 km). */
function distanceSql(lat: number, lon: number): SQL<number> {
  return sql<number>`(6371 * 2 * asin(least(1, sqrt(power(sin((${rad(sql`${listings.lat}`)} - ${rad(lat)}) / 2), 2) + cos(${rad(lat)}) * cos(${rad(sql`${listings.lat}`)}) * power(sin((${rad(sql`${listings.lon}`)} - ${rad(lon)}) / 2), 2)))))`;
}

/** The listing's position as the GiST index `listings_active_position` holds it (migration 0034): point(lon, lat). */
const position = sql`point(${listings.lon}, ${listings.lat})`;

/** A box around the circle of `radiusKm` (1° latitude ≈ 111.2 km), answered by the position's GiST index. */
function inBox(centre: { lat: number; lon: number }, radiusKm: number): SQL {
  const dLat = radiusKm / 111.2;
  const dLon = radiusKm / (111.2 * Math.cos((centre.lat * Math.PI) / 180));
  return sql`${position} <@ box(point(${centre.lon - dLon}, ${centre.lat - dLat}), point(${centre.lon + dLon}, ${centre.lat + dLat}))`;
}

/** The columns of a search card (ListingSummary without the image and the distance). */
const SUMMARY = {
  id: listings.id,
  slug: listings.slug,
  isDemo: listings.isDemo,
  type: listings.type,
  subtype: listings.subtype,
  postalCode: listings.postalCode,
  place: listings.place,
  state: listings.state,
  lat: listings.lat,
  lon: listings.lon,
  price: listings.price,
  livingArea: listings.livingArea,
  plotArea: listings.plotArea,
  rooms: listings.rooms,
  yearBuilt: listings.yearBuilt,
  energyClass: listings.energyClass,
  balcony: listings.balcony,
  garden: listings.garden,
  lift: listings.lift,
  parking: listings.parking,
  cellar: listings.cellar,
  hausgeld: listings.hausgeld,
  buyerCommission: listings.buyerCommission,
  title: listings.title,
  language: listings.language,
  firstSeenAt: listings.firstSeenAt,
};

function conditions(search: PropertySearch, centre: SearchCentre | null): SQL[] {
  const where: SQL[] = [isNull(listings.withdrawnAt)];
  if (search.type) where.push(eq(listings.type, search.type));
  if (search.priceMin !== null) where.push(gte(listings.price, search.priceMin));
  if (search.priceMax !== null) where.push(lte(listings.price, search.priceMax));
  if (search.roomsMin !== null) where.push(gte(listings.rooms, search.roomsMin));
  if (search.areaMin !== null) where.push(gte(listings.livingArea, search.areaMin));
  if (search.areaMax !== null) where.push(lte(listings.livingArea, search.areaMax));
  if (search.builtMin !== null) where.push(gte(listings.yearBuilt, search.builtMin));
  if (search.builtMax !== null) where.push(lte(listings.yearBuilt, search.builtMax));
  if (search.energy) where.push(inArray(listings.energyClass, ENERGY_CLASSES.slice(0, ENERGY_CLASSES.indexOf(search.energy) + 1)));
  for (const feature of search.features) where.push(eq(listings[feature], true));
  if (centre) {
    if (search.radius === 0) where.push(inArray(listings.postalCode, centre.postalCodes));
    else {
      // A box around the circle on the GiST index of the position, then the exact distance (ADR 048).
      where.push(inBox(centre, search.radius), sql`${distanceSql(centre.lat, centre.lon)} <= ${search.radius}`);
    }
  }
  return where;
}

function orderBy(search: PropertySearch): SQL[] {
  switch (search.sort) {
    case 'price_asc':
      return [asc(listings.price), asc(listings.id)];
    case 'price_desc':
      return [desc(listings.price), asc(listings.id)];
    case 'ppsqm_asc':
      return [asc(listings.pricePerSqm), asc(listings.id)];
    default:
      return [desc(listings.firstSeenAt), asc(listings.id)];
  }
}

/**
 * How many matches the search counts at most (issue 47, ADR 048): the count reads at most one row more than this,
 * so it costs the same however many listings there are; beyond it the search says "more than 1,000".
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * The search's two queries, unexecuted (tests/db/listings-query-plans.test.ts EXPLAINs them): the count of at most
 * `cap + 1` matches (a LIMIT inside, so the scan stops there) and the page, with one row more than a page holds to
 * tell whether a next page exists (the count cannot, beyond the cap).
 */
export function searchQueries(db: Database, search: PropertySearch, centre: SearchCentre | null, cap = SEARCH_COUNT_CAP) {
  const where = and(...conditions(search, centre));
  const matches = db.select({ one: sql<number>`1`.as('one') }).from(listings).where(where).limit(cap + 1).as('matches');
  const total = db.select({ total: count() }).from(matches);
  const page = db
    .select({
      ...SUMMARY,
      imageId: listingImages.id,
      imageTitle: listingImages.title,
      imageHash: listingImages.hash,
      imageMime: listingImages.mime,
      imageWidth: listingImages.width,
      imageHeight: listingImages.height,
      distanceKm: centre ? distanceSql(centre.lat, centre.lon) : sql<null>`null`,
    })
    .from(listings)
    .leftJoin(listingImages, and(eq(listingImages.listingId, listings.id), eq(listingImages.position, 0)))
    .where(where)
    .orderBy(...orderBy(search))
    .limit(SEARCH_PAGE_SIZE + 1)
    .offset((search.page - 1) * SEARCH_PAGE_SIZE);
  return { total, page };
}

export interface SearchPage {
  /** The matches, or `cap` when there are more (then `totalCapped`). */
  total: number;
  /** Whether there are more matches than `total`: the count stopped at its cap. */
  totalCapped: boolean;
  /** Whether a page follows this one (known from the page's query, beyond the cap too). */
  hasNext: boolean;
  items: ListingSummary[];
}

/** A page of the search and the count of its matches, at most `cap` (SEARCH_COUNT_CAP; a test passes a small one). */
export async function searchListings(db: Database, search: PropertySearch, centre: SearchCentre | null, cap = SEARCH_COUNT_CAP): Promise<SearchPage> {
  const queries = searchQueries(db, search, centre, cap);
  const [{ total: counted } = { total: 0 }] = await queries.total;
  if (counted === 0) return { total: 0, totalCapped: false, hasNext: false, items: [] };
  const rows = await queries.page;
  return {
    total: Math.min(counted, cap),
    totalCapped: counted > cap,
    hasNext: rows.length > SEARCH_PAGE_SIZE,
    items: rows.slice(0, SEARCH_PAGE_SIZE).map((r) => ({ ...r, type: r.type as ListingSummary['type'], distanceKm: r.distanceKm === null ? null : Number(r.distanceKm) })),
  };
}

/** How many of the nearest candidates "similar nearby" ranks by the exact distance (the index orders by degrees). */
const SIMILAR_CANDIDATES = 4;

type SimilarTo = { id: string; type: string; lat: number; lon: number; price: number };

/** The candidates of "similar nearby", unexecuted (tests/db/listings-query-plans.test.ts EXPLAINs it). */
export function similarCandidatesQuery(db: Database, listing: SimilarTo, limit = 3) {
  const radius = 25;
  const centre = { lat: listing.lat, lon: listing.lon };
  return db
    .select({ ...SUMMARY, distanceKm: distanceSql(centre.lat, centre.lon) })
    .from(listings)
    .where(
      and(
        isNull(listings.withdrawnAt),
        eq(listings.type, listing.type),
        gte(listings.price, Math.round(listing.price * 0.7)),
        lte(listings.price, Math.round(listing.price * 1.3)),
        ne(listings.id, listing.id),
        inBox(centre, radius),
        sql`${distanceSql(centre.lat, centre.lon)} <= ${radius}`,
      ),
    )
    .orderBy(sql`${position} <-> point(${centre.lon}, ${centre.lat})`)
    .limit(limit * SIMILAR_CANDIDATES);
}

/**
 * Up to `limit` active listings like this one: the same type within 25 km, the price within ±30 %, nearest first.
 * Bounded however many listings there are (issue 47, ADR 048): the position's GiST index walks outwards from the
 * listing (`<->`, nearest first, within the 25 km box) and stops after `limit × 4` candidates that pass the filters;
 * those are ranked by the great-circle distance. The index measures in degrees (a degree of longitude is about 0.6 of
 * one of latitude here), so the candidates beyond the first `limit` make up for that skew.
 */
export async function similarListings(db: Database, listing: SimilarTo, limit = 3): Promise<ListingSummary[]> {
  const rows = await similarCandidatesQuery(db, listing, limit);
  const nearest = rows
    .map((r) => ({ ...r, distanceKm: Number(r.distanceKm) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : 1))
    .slice(0, limit);
  if (nearest.length === 0) return [];
  const titles = await db
    .select({ listingId: listingImages.listingId, id: listingImages.id, title: listingImages.title, hash: listingImages.hash, mime: listingImages.mime, width: listingImages.width, height: listingImages.height })
    .from(listingImages)
    .where(and(inArray(listingImages.listingId, nearest.map((r) => r.id)), eq(listingImages.position, 0)));
  return nearest.map((r) => {
    const image = titles.find((i) => i.listingId === r.id);
    return { ...r, type: r.type as ListingSummary['type'], imageId: image?.id ?? null, imageTitle: image?.title ?? null, imageHash: image?.hash ?? null, imageMime: image?.mime ?? null, imageWidth: image?.width ?? null, imageHeight: image?.height ?? null };
  });
}

/** Which of these listings (ids) the search finds: the radar's matcher asks this of the listings an import added or reduced. */
export async function listingsAmong(db: Database, search: PropertySearch, centre: SearchCentre | null, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: listings.id }).from(listings).where(and(...conditions(search, centre), inArray(listings.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** How many listings the search finds that were first seen after `after` (the account's "new since your last visit"). */
export async function countListingsSince(db: Database, search: PropertySearch, centre: SearchCentre | null, after: Date): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(listings).where(and(...conditions(search, centre), sql`${listings.firstSeenAt} > ${after.toISOString()}::timestamptz`));
  return total;
}

/**
 * A listing as a valuation's comparable: what the comparison method converts (issue 26), and what its generated title
 * needs (type, subtype, rooms, place, living area: `listingTitle`, issue 48); `title` is the provider's own, in `language`.
 */
export interface ComparableListing {
  id: string;
  slug: string;
  title: string;
  language: string;
  type: 'apartment' | 'house';
  subtype: string | null;
  rooms: number | null;
  isDemo: boolean;
  postalCode: string;
  place: string;
  price: number;
  livingArea: number;
  yearBuilt: number | null;
  condition: string | null;
  energyClass: string | null;
  balcony: boolean;
  garden: boolean;
  lift: boolean;
  parking: boolean;
  cellar: boolean;
  firstSeenAt: Date;
  distanceKm: number;
}

/**
 * Active listings of the type within `radiusKm` of the centre whose living area is within ±35 % of `livingArea`,
 * nearest first, at most `limit` (a valuation's comparables, issue 26). Never demo listings (issue 49): their prices
 * are generated from the same published figures the valuation uses, so they would count the statistic twice and
 * present generated prices as a market.
 */
export async function comparableListings(db: Database, centre: SearchCentre, type: 'apartment' | 'house', livingArea: number, { radiusKm = 10, limit = 8 } = {}): Promise<ComparableListing[]> {
  const search: PropertySearch = {
    place: centre.place, radius: radiusKm, type, priceMin: null, priceMax: null, roomsMin: null, areaMin: Math.floor(livingArea * 0.65), areaMax: Math.ceil(livingArea * 1.35),
    builtMin: null, builtMax: null, energy: null, features: [], savings: 0, savingsGiven: false, sort: 'newest', page: 1,
  };
  const distance = distanceSql(centre.lat, centre.lon);
  const rows = await db
    .select({
      id: listings.id, slug: listings.slug, title: listings.title, language: listings.language, type: listings.type, subtype: listings.subtype, rooms: listings.rooms,
      isDemo: listings.isDemo, postalCode: listings.postalCode, place: listings.place,
      price: listings.price, livingArea: listings.livingArea, yearBuilt: listings.yearBuilt, condition: listings.condition, energyClass: listings.energyClass,
      balcony: listings.balcony, garden: listings.garden, lift: listings.lift, parking: listings.parking, cellar: listings.cellar, firstSeenAt: listings.firstSeenAt, distanceKm: distance,
    })
    .from(listings)
    .where(and(...conditions(search, centre), eq(listings.isDemo, false)))
    .orderBy(asc(distance), asc(listings.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, type: r.type as ComparableListing['type'], distanceKm: Number(r.distanceKm) }));
}
