import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';
import { emails } from '../email/tables';
import { leads } from '../leads/tables';

/**
 * The tables the properties feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Purchase listings of apartments and houses (issue 25, ADR 028), imported from OpenImmo documents
 * (src/features/properties/openimmo). One provider's `objektnr_extern` is one listing: a re-import updates the row,
 * a new price adds a row to listing_prices, an `aktionart="DELETE"` sets withdrawn_at. Money in whole euros,
 * areas in m². Coordinates come from the document or else from the postal code table (engine/geo).
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** URL slug: type, place and a short id (`wohnung-berlin-10115-3f9a2c`), stable across imports. */
    slug: text('slug').notNull().unique(),
    /** The provider: OpenImmo `anbieternr` (or `openimmo_anid`), and its name (`firma`). */
    providerId: text('provider_id').notNull(),
    providerName: text('provider_name').notNull(),
    /** OpenImmo `objektnr_extern`: the provider's listing number. */
    externalId: text('external_id').notNull(),
    /** Where the row came from: the imported file's name. */
    source: text('source').notNull(),
    /** Generated demo listing (src/demo/properties/feed.ts), shown as demo wherever it appears. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** apartment | house */
    type: text('type').notNull(),
    /** OpenImmo wohnungtyp / haustyp, e.g. ETAGE, PENTHOUSE, EINFAMILIENHAUS, REIHENHAUS. */
    subtype: text('subtype'),
    street: text('street'),
    houseNumber: text('house_number'),
    /** Whether the provider allows the address to be shown (`objektadresse_freigeben`). */
    addressPublic: boolean('address_public').notNull().default(false),
    postalCode: text('postal_code').notNull(),
    place: text('place').notNull(),
    /** ISO 3166-2 state code (DE-BE) from the postal code. */
    state: text('state').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    price: integer('price').notNull(),
    livingArea: doublePrecision('living_area').notNull(),
    plotArea: doublePrecision('plot_area'),
    rooms: doublePrecision('rooms'),
    floor: integer('floor'),
    yearBuilt: integer('year_built'),
    /** OpenImmo zustand_art, e.g. ERSTBEZUG, GEPFLEGT, MODERNISIERT, SANIERUNGSBEDUERFTIG. */
    condition: text('condition'),
    /** A+, A … H */
    energyClass: text('energy_class'),
    /** kWh/(m²·a): the final energy demand (BEDARF) or consumption (VERBRAUCH) per `energyCertificate`. */
    energyValue: doublePrecision('energy_value'),
    /** BEDARF | VERBRAUCH */
    energyCertificate: text('energy_certificate'),
    /** Main energy source as the document names it (GAS, OEL, FERN, LUFTWP, PELLET …). */
    energySource: text('energy_source'),
    /** Heating type (ZENTRAL, ETAGE, FUSSBODEN, FERN, OFEN). */
    heating: text('heating'),
    balcony: boolean('balcony').notNull().default(false),
    garden: boolean('garden').notNull().default(false),
    lift: boolean('lift').notNull().default(false),
    parking: boolean('parking').notNull().default(false),
    cellar: boolean('cellar').notNull().default(false),
    /** Monthly Hausgeld in euros (apartments). */
    hausgeld: integer('hausgeld'),
    /** The buyer's commission as a fraction of the price including VAT (0.0357), null when none or not stated. */
    buyerCommission: doublePrecision('buyer_commission'),
    /** The document's own commission text (`aussen_courtage`). */
    buyerCommissionText: text('buyer_commission_text'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The document's texts on the location (`lage`) and the fittings (`ausstatt_beschr`). */
    locationText: text('location_text'),
    featuresText: text('features_text'),
    /** de | en: the language of title and description. */
    language: text('language').notNull(),
    /**
     * OpenImmo's one text in a further language (`<freitexte><objekt_text lang="en">`, issue 48) and that language (the
     * primary subtag, lower case), when it is another than `language`; null when the feed carries none.
     */
    objectText: text('object_text'),
    objectTextLanguage: text('object_text_language'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * Euros per m² of living area, computed by the database whenever the row is written (an import), so the search's
     * "price per m²" order reads an index instead of dividing every row per request (issue 47, ADR 048).
     */
    pricePerSqm: doublePrecision('price_per_sqm').generatedAlwaysAs(sql`price / living_area`),
  },
  // The search's filters and orders, each over the listings on the market only (partial indexes, ADR 048): nothing on a
  // request's path reads every listing. The position is a GiST index on point(lon, lat) (core PostgreSQL, also in
  // PGlite): the radius search's bounding box (`<@ box`) and the nearest-first order of "similar nearby" (`<->`).
  (t) => [
    uniqueIndex('listings_provider_external').on(t.providerId, t.externalId),
    index('listings_active_place').on(t.place).where(sql`${t.withdrawnAt} is null`),
    index('listings_active_type_price').on(t.type, t.price).where(sql`${t.withdrawnAt} is null`),
    index('listings_active_position').using('gist', sql`point(lon, lat)`).where(sql`${t.withdrawnAt} is null`),
    index('listings_active_postal_code').on(t.postalCode).where(sql`${t.withdrawnAt} is null`),
    index('listings_active_newest').on(t.firstSeenAt.desc().nullsFirst(), t.id.asc()).where(sql`${t.withdrawnAt} is null`),
    index('listings_active_price').on(t.price, t.id).where(sql`${t.withdrawnAt} is null`),
    index('listings_active_price_per_sqm').on(t.pricePerSqm, t.id).where(sql`${t.withdrawnAt} is null`),
    index('listings_active_rooms').on(t.rooms).where(sql`${t.withdrawnAt} is null`),
    index('listings_active_living_area').on(t.livingArea).where(sql`${t.withdrawnAt} is null`),
    index('listings_active_year_built').on(t.yearBuilt).where(sql`${t.withdrawnAt} is null`),
    index('listings_demo').on(t.isDemo).where(sql`${t.isDemo} and ${t.withdrawnAt} is null`),
  ],
);

/** A listing's prices over time: the first price and every change (issue 25). */
export const listingPrices = pgTable(
  'listing_prices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('listing_prices_listing').on(t.listingId, t.observedAt)],
);

/** A listing's images from the OpenImmo zip (`<anhang>`), in the document's order; the title image first. */
export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** image/jpeg | image/png | image/webp | image/svg+xml */
    mime: text('mime').notNull(),
    title: text('title').notNull(),
    /** sha-256 of the bytes: an unchanged image is not rewritten on re-import. */
    hash: text('hash').notNull(),
    bytes: bytea('bytes').notNull(),
    /** photo | floorplan (OpenImmo `gruppe="GRUNDRISS"`; issue 48): floor plans have their own section on the listing page. */
    kind: text('kind').notNull().default('photo'),
    /** A raster image's upright size in pixels; its sizes are in `listing_image_sizes` (issue 48). Null for SVG. */
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [uniqueIndex('listing_images_position').on(t.listingId, t.position)],
);

/**
 * A raster image's responsive sizes (issue 48, ADR 028's amendment): each width of `imageSizeWidths` as WebP and JPEG,
 * made at import, keyed by the original's hash, so an image imported again (by the same or another listing) is not
 * resized again. Rows whose hash no listing image holds any more are deleted when a listing's images are replaced.
 */
export const listingImageSizes = pgTable(
  'listing_image_sizes',
  {
    hash: text('hash').notNull(),
    /** webp | jpg */
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.format, t.width] })],
);

/**
 * What the property radar looks at (issue 25, ADR 029): a listing added (new, or back after a withdrawal) or
 * reduced in price, written in the import's transaction. The radar's matcher takes unmatched events in id
 * order and sets `matched_at`.
 */
export const listingEvents = pgTable(
  'listing_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** added (new, or back on the market) | reduced | withdrawn (issue 48; told only to radars that were told of the listing) */
    kind: text('kind').notNull(),
    /** The price then (for a withdrawal, the last asked). */
    price: integer('price').notNull(),
    /** The price before a reduction. */
    previousPrice: integer('previous_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
  },
  (t) => [index('listing_events_unmatched').on(t.id).where(sql`${t.matchedAt} is null`)],
);

/** A lead's saved property search, "radar" (issue 25, spec section 6: eligible leads only). */
export const propertyRadars = pgTable(
  'property_radars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search as the search page's URL parameters (features/properties/search-form.ts searchToParams). */
    criteria: text('criteria').notNull(),
    /** daily (one digest a day at most) | immediate | off (no e-mails; set by the unsubscribe link too) */
    frequency: text('frequency').notNull().default('daily'),
    /** A paused radar sends nothing; its matches still show in the account. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    alertsSent: integer('alerts_sent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('property_radars_lead').on(t.leadId)],
);

/** A listing event that matched a radar, and the alert e-mail that told the lead (null while pending). */
export const propertyRadarMatches = pgTable(
  'property_radar_matches',
  {
    radarId: uuid('radar_id')
      .notNull()
      .references(() => propertyRadars.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => listingEvents.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    /** pending | sent | skipped (the radar was paused or its e-mails off when the match was due) */
    status: text('status').notNull().default('pending'),
    emailId: uuid('email_id').references(() => emails.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.radarId, t.eventId] }), index('property_radar_matches_pending').on(t.radarId).where(sql`${t.status} = 'pending'`)],
);

/** Single-purpose unsubscribe links of alert e-mails: the token's SHA-256 and the radar it switches off. */
export const propertyRadarTokens = pgTable('property_radar_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  radarId: uuid('radar_id')
    .notNull()
    .references(() => propertyRadars.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A lead's saved listings with a note (issue 25). */
export const propertyFavourites = pgTable(
  'property_favourites',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.listingId] })],
);

/**
 * What a visitor asked to save before logging in (a radar or a favourite), kept under the SHA-256 of a cookie's
 * token for a day; the account's property search claims it for the lead once logged in.
 */
export const propertyPendingSaves = pgTable('property_pending_saves', {
  tokenHash: text('token_hash').primaryKey(),
  /** radar | favourite */
  kind: text('kind').notNull(),
  /** radar: the criteria; favourite: the listing's id */
  payload: text('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** When a lead last looked at the account's property search: "new since your last visit" (issue 25). */
export const propertySearchVisits = pgTable('property_search_visits', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  /** Listings first seen after this are new to the lead. */
  previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull(),
});

/**
 * Published price levels per m² (issues 25 and 26, ADR 030): one row per source, city (and district, when the
 * source gives one), type, segment, price kind and period. Asking prices (from listings) and transaction prices
 * (paid, e.g. a Gutachterausschuss market report) are kept apart and never blended. Filled by
 * `npm run statistics:import` and seeded from vendor/price-levels/*.csv (rows the table lacks, ADR 030).
 */
export const priceStatistics = pgTable(
  'price_statistics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The city as the source names it (German), e.g. München. */
    city: text('city').notNull(),
    /** A district of the city when the source gives one; '' for the whole city. */
    district: text('district').notNull().default(''),
    /** apartment | house */
    type: text('type').notNull(),
    /** existing | new | all */
    segment: text('segment').notNull(),
    eurPerM2: integer('eur_per_m2').notNull(),
    /** asking | transaction | unknown */
    priceKind: text('price_kind').notNull(),
    /** As the source states it: 2025-Q4, 2024, 2023-H1, 2024-07-01, "unstated …". */
    period: text('period').notNull(),
    /** The last day the period covers (null when the source states none): the order of the figures. */
    periodEnd: text('period_end'),
    /** YYYY-MM-DD, YYYY-MM, YYYY or ''. */
    published: text('published').notNull().default(''),
    source: text('source').notNull(),
    url: text('url').notNull(),
    /** The source's own words for the figure. */
    quote: text('quote').notNull().default(''),
    /** The imported file's name. */
    file: text('file').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('price_statistics_key').on(t.city, t.district, t.type, t.segment, t.priceKind, t.period, t.source), index('price_statistics_city_type').on(t.city, t.type)],
);

/**
 * Enquiries about one listing from its page (issue 48): who asked (the lead, found or created from the e-mail), the
 * listing and its reference as it was then (provider and listing number: the row may be withdrawn later), the
 * message and the optional phone. The visitor's confirmation and the responsible advisor's notice are queued in the
 * same transaction; a repeat of the same message within minutes is the first enquiry (nothing sent again).
 */
export const listingEnquiries = pgTable(
  'listing_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The listing's reference as the broker knows it: `<provider id>/<listing number>`. */
    listingRef: text('listing_ref').notNull(),
    message: text('message').notNull(),
    phone: text('phone'),
    locale: text('locale').notNull(),
    /** Whether the listing was a demo listing when asked about (the e-mails say so). */
    isDemo: boolean('is_demo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('listing_enquiries_lead').on(t.leadId, t.createdAt), index('listing_enquiries_listing').on(t.listingId)],
);
