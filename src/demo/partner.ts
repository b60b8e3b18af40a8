/**
 * DEMO DATA: one widget partner, "Demo partner (not a real company)", allowed on the site's own origin, so that the
 * widget library shows each widget live through the real loader (ADR 044). Seeded once with the other demo data
 * (scripts/db-setup.ts through ./seed.ts); the library page finds it with the widgets feature's `findDemoPartner`.
 */
import type { Database } from '@/db/client';
import { addPartner, findDemoPartner, type Partner } from '@/features/widgets/cli';

export async function seedDemoPartner(db: Database, siteOrigin: string, now = new Date()): Promise<Partner | null> {
  const existing = await findDemoPartner(db);
  if (existing) return null;
  const added = await addPartner(db, { name: 'Demo partner (not a real company)', origins: [siteOrigin], isDemo: true }, now);
  return added.ok ? added.partner : null;
}
