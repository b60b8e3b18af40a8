/**
 * DEMO DATA, the demo module's entry (ADR 023, amendment of issue 46): everything that exists only to try the site
 * out lives in src/demo/, outside the features' regular code: the demo advisors and their hours (./advisors.ts), the
 * generated OpenImmo feed with its drawn pictures and the price levels it draws from (./properties/), the demo
 * webinars (./webinars.ts), the widgets' demo partner (./partner.ts) and the demo lenders with their condition sheets
 * (./lenders.ts). Each is written through the owning
 * feature's `cli` entry, only into empty tables, flagged as demo.
 *
 * Loaded only where demo data is on: scripts/db-setup.ts imports this module dynamically behind SEED_DEMO_DATA=true,
 * `npm run listings:demo-feed` writes the feed; nothing the server runs reaches src/demo
 * (tests/unit/layers.test.ts). Switching demo data off in the back office needs none of it: it acts on the rows'
 * is_demo flags through the features.
 */
import type { Database } from '@/db/client';
import type { Partner } from '@/features/widgets/cli';
import { seedDemoAdvisors } from './advisors';
import { seedDemoLenders } from './lenders';
import { seedDemoPartner } from './partner';
import { seedDemoListings } from './properties/seed';
import { seedDemoWebinars } from './webinars';

export interface DemoSeedReport {
  /** Demo advisors and their weekly hours' rows added (0 when the database has advisors). */
  advisors: number;
  hours: number;
  /** Demo listings added (0 when the listings table has rows). */
  listings: number;
  /** Demo webinars added (0 when there is any webinar). */
  webinars: number;
  /** The demo widget partner added, or null when there is one. */
  partner: Partner | null;
  /** Demo lenders added, each with its condition sheet (0 when there is any lender, or no rate data). */
  lenders: number;
}

/** Seeds every kind of demo data into its empty tables; the widgets' demo partner is allowed on `siteOrigin`. */
export async function seedDemoData(db: Database, siteOrigin: string, now: Date = new Date()): Promise<DemoSeedReport> {
  const { advisors, hours } = await seedDemoAdvisors(db);
  const listings = await seedDemoListings(db, now);
  const webinars = await seedDemoWebinars(db, now);
  // The widget library shows each widget live through a demo partner allowed on the site's own origin (ADR 044).
  const partner = await seedDemoPartner(db, siteOrigin, now);
  // The demo lenders' conditions are derived from the model rate of the day (the rates are seeded before, db-setup.ts).
  const lenders = await seedDemoLenders(db, now);
  return { advisors, hours, listings: listings.seeded, webinars, partner, lenders };
}

/** The set-up's lines about what was seeded. */
export function describeDemoSeed(report: DemoSeedReport): string[] {
  return [
    report.advisors > 0 ? `Seeded ${report.advisors} demo advisors with their weekly hours.` : 'Database already has data; nothing seeded.',
    ...(report.listings > 0 ? [`Seeded ${report.listings} demo listings.`] : []),
    ...(report.webinars > 0 ? [`Seeded ${report.webinars} demo webinars.`] : []),
    ...(report.partner ? [`Seeded the demo widget partner (${report.partner.allowedOrigins.join(' ')}).`] : []),
    ...(report.lenders > 0 ? [`Seeded ${report.lenders} demo lenders with their condition sheets.`] : []),
  ];
}
