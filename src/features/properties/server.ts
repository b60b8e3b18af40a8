/**
 * Public server entry of the properties feature (ADR 023): what other features' server code and the composition
 * roots may use, besides ./index.ts.
 */
export * from './index';
export { listingsDataVersion } from './data-version';
export { importListings, describeListingsImport, type ListingsImportReport, type ImportEvent } from './import-listings';
export { runPropertySearch, resolveSearchCentre, type SearchOutcome, type SearchResultItem } from './search';
export { imageBytes, imageSizeBytes, withdrawDemoListings, countShownDemoListings } from './listings-repository';
export { parseSizeFileName } from './listing-images';
export { nearestPostalPlace } from './postal-places';
export { apiListing } from './search-api';
export { listingTitle, listingHeadline, listingFacts, commissionText, placeName, type DescribedListing } from './listing-texts';
export { listingForBooking, type BookingListing } from './booking-listing';
export { enquiriesOf, type LeadEnquiry } from './enquiries-repository';
export { radarRequest, favouriteRequest, PENDING_SAVE_COOKIE } from './radar-http';
export { unsubscribeRadar, propertyDataOf, saveRadar, radarsOf, favouritesOf, addFavourite, claimPending, savePending, recordSearchVisit, radarForToken, savedSavingsOf, savedHouseholdOf } from './radar';
export { radarSummariesOf, type RadarSummary } from './radar-summaries';
export { matchListingEvents, deliverRadarAlert, sweepRadars, requestRadarSweep, startRadarWorker, radarName, RADAR_SWEEP_CRON } from './radar-alerts';
export { propertyAlertEmail, PROPERTIES_EMAILS, type AlertListing, type PropertyAlertData } from './email-templates';
export { AccountPropertySearch } from './components/AccountPropertySearch';
export { UnsubscribeBody } from './components/UnsubscribeBody';
export { cityStatistics, importStatistics, seedStatistics, describeStatisticsImport, type PriceFigure, type StatisticsImportReport } from './statistics';
export { ageSegment, type AgeSegment } from './price-band';
export { comparableListings, type ComparableListing } from './search-repository';
export { formatPeriod, formatPublished } from './price-statistics';
export { priceGapsOf, type PriceGapStatement } from './price-gaps';
export { propertyCityIds, readPropertyCityIds, hasPropertyCityPageNow, type PropertyCityIds } from './city-pages';
export { propertySearchEntries, type PropertySearchEntry } from './site-search';
export { RadarIntro } from './components/RadarIntro';
