/**
 * Public entry of the properties feature for the command-line scripts (scripts/; ADR 023, issue 46): modules without React
 * and without the `server-only` marker, which throws outside Next's server bundle.
 */
export { DEMO_FEED_DEFAULT_COUNT, DEMO_FEED_DEFAULT_SEED, demoFeed } from './demo-feed';
export { seedDemoListings } from './demo-seed';
export { describeListingsImport, importListings } from './import-listings';
export { describeStatisticsImport, importStatistics, seedStatistics } from './statistics';
