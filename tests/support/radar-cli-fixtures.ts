/**
 * The command-line import test's data (tests/e2e/radar-cli-import.spec.ts), written into the fixed-clock server's
 * database before it starts (tests/support/clock-server.ts `prepare`): a lead (German) with a property radar "at
 * once" for apartments within 10 km of Leipzig, saved before the import. Writes the lead's address as JSON.
 *     tsx tests/support/radar-cli-fixtures.ts OUT_JSON_FILE
 */
import fs from 'node:fs';
import { withCommandDatabase } from '../../scripts/command-database';
import { leads } from '../../src/features/leads/tables';
import { parseSearch, searchToParams } from '../../src/features/properties/search-form';
import { propertyRadars } from '../../src/features/properties/tables';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: tsx tests/support/radar-cli-fixtures.ts OUT_JSON_FILE');
  process.exit(2);
}

process.exit(
  await withCommandDatabase(async ({ db }) => {
    const email = `jana.${Date.now()}@example.de`;
    const [lead] = await db.insert(leads).values({ email, locale: 'de', givenName: 'Jana', surname: 'Krause' }).returning();
    // As the account's save stores it (radar.ts saveRadar, which this script cannot import: it is server-only).
    const parsed = parseSearch(new URLSearchParams('place=Leipzig&radius=10&type=apartment'));
    if (!parsed.ok) throw new Error('the search does not parse');
    const at = new Date('2026-11-27T09:00:00Z');
    await db.insert(propertyRadars).values({ leadId: lead!.id, name: 'Wohnung Leipzig', criteria: searchToParams({ ...parsed.search, sort: 'newest', page: 1 }).toString(), frequency: 'immediate', createdAt: at, updatedAt: at });
    fs.writeFileSync(file, JSON.stringify({ email }));
    return 0;
  }),
);
