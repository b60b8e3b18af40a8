/**
 * Public entry of the properties feature for the command-line scripts (scripts/) and the demo module (src/demo/;
 * ADR 023, issue 46): modules without React and without the `server-only` marker, which throws outside Next's
 * server bundle.
 */
export { describeListingsImport, importListings, type ListingsImportReport } from './import-listings';
export { listingsTableIsEmpty } from './listings-repository';
// After an import: the property radar's sweep, asked through the job queue (issue 48).
export { requestRadarSweepFromCommand } from './radar-sweep';
export { describeStatisticsImport, importStatistics, seedStatistics } from './statistics';
// The property pages' entries of the site search, which the setup script hands to the content feature's sync (issue 48).
export { propertySearchEntries } from './site-search';
// What the demo feed (src/demo/properties/) builds its listings from: the import's limits and types, the postal
// places, the sourced price levels and how their periods read.
export { ARCHIVE_LIMITS } from './openimmo/archive';
export type { ListingType } from './openimmo/parse';
export { distanceKm, placeCentre, postalPlace, postalPlacesIn, type PostalPlace } from './postal-places';
export { parsePriceLevels, periodEnd, PRICE_LEVELS_CSV, type PriceLevel } from './price-levels';
export { formatPeriod } from './price-statistics';
