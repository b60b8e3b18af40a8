/**
 * Migrate the database, fill the site search index (src/features/content/search/sync.ts: the content and the property pages), seed the rate data into empty tables (always: the Bundesbank's real curves and the
 * model's first spread set, ADR 019; the sourced price levels per m², ADR 030) and demo data into an empty database (unless SEED_DEMO_DATA=false): the demo
 * module (src/demo/seed.ts: the demo advisors, listings, webinars and widget partner, each only into its empty tables),
 * loaded only then, through a dynamic import (ADR 023, amendment of issue 46).
 * Run by `npm start` before the server starts, and on its own with `npm run seed`.
 */
// First: the .env files the server reads, before anything reads src/env.ts (scripts/server-env.ts).
import './server-env';
import { env } from '../src/env';
import { withCommandDatabase } from './command-database';
import { propertySearchEntries, seedStatistics } from '../src/features/properties/cli';
import { describeReport, seedRates } from '../src/features/rates/cli';
import { syncContentSearch, contentSearchEntries } from '../src/features/content/cli';

await withCommandDatabase(async (handle) => {
  const started = performance.now();
  const rates = await seedRates(handle.db);
  if (rates.curves) console.log(`Seeded the Bundesbank curves (vendor/bundesbank-svensson) in ${Math.round(performance.now() - started)} ms. ${describeReport(rates.curves)}`);
  if (rates.spreadSet) console.log("Seeded the rate model's first spread set (RATE_MODEL).");
  const statistics = await seedStatistics(handle.db);
  if (statistics > 0) console.log(`Seeded ${statistics} sourced price levels per m² (vendor/price-levels).`);
  if (env.SEED_DEMO_DATA === 'true') {
    // Demo data off: the demo module is never loaded (tests/unit/layers.test.ts holds this line to the switch).
    const { describeDemoSeed, seedDemoData } = await import('../src/demo/seed');
    const seeded = await seedDemoData(handle.db, new URL(env.PUBLIC_BASE_URL).origin);
    for (const line of describeDemoSeed(seeded)) console.log(line);
  }
  // The content's entries and the property pages' (issue 48: the search, buying, the cities with a page now).
  const search = await syncContentSearch(handle.db, [...contentSearchEntries(), ...(await propertySearchEntries(handle.db))]);
  console.log(`Search index: ${search.upserted} updated, ${search.deleted} removed, ${search.unchanged} unchanged.`);
  console.log(`Database ready (${handle.kind}).`);
  return 0;
});
