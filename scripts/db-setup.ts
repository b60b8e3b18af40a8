/**
 * Migrate the database, fill the content search index (src/features/content/search/sync.ts), seed the rate data into empty tables (always: the Bundesbank's real curves and the
 * model's first spread set, ADR 019; the sourced price levels per m², ADR 030) and demo data into an empty database (unless SEED_DEMO_DATA=false): the demo
 * advisors, and the demo listings (src/features/properties/demo-seed.ts) when the listings table is empty, and the demo
 * webinars (src/features/webinars/demo-seed.ts) when there is none.
 * Run by `npm start` before the server starts, and on its own with `npm run seed`.
 */
import { env } from '../src/env';
import { withCommandDatabase } from './command-database';
import { seedDemoData } from '../src/features/advisors/cli';
import { seedDemoListings, seedStatistics } from '../src/features/properties/cli';
import { seedDemoWebinars } from '../src/features/webinars/cli';
import { seedDemoPartner } from '../src/features/widgets/cli';
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
    const seeded = await seedDemoData(handle.db);
    console.log(seeded.advisors > 0 ? `Seeded ${seeded.advisors} demo advisors with their weekly hours.` : 'Database already has data; nothing seeded.');
    const listings = await seedDemoListings(handle.db);
    if (listings.seeded > 0) console.log(`Seeded ${listings.seeded} demo listings.`);
    const demoWebinars = await seedDemoWebinars(handle.db);
    if (demoWebinars > 0) console.log(`Seeded ${demoWebinars} demo webinars.`);
    // The widget library shows each widget live through a demo partner allowed on the site's own origin (ADR 044).
    const partner = await seedDemoPartner(handle.db, new URL(env.PUBLIC_BASE_URL).origin);
    if (partner) console.log(`Seeded the demo widget partner (${partner.allowedOrigins.join(' ')}).`);
  }
  const search = await syncContentSearch(handle.db, contentSearchEntries());
  console.log(`Search index: ${search.upserted} updated, ${search.deleted} removed, ${search.unchanged} unchanged.`);
  console.log(`Database ready (${handle.kind}).`);
  return 0;
});
