/**
 * The reviews test's data (tests/e2e/reviews.spec.ts), written into the fixed-clock server's database before it
 * starts (tests/support/clock-server.ts `prepare`): a lead with an appointment with the demo advisor Anna Lehmann
 * that ended on 1 December 2026 at 11:45 in Berlin, four reviews imported from an external platform's export, and
 * a staff admin with a login link and an authenticator secret. Writes what the test needs as JSON.
 *     tsx tests/support/review-fixtures.ts OUT_JSON_FILE
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { env } from '../../src/env';
import { withCommandDatabase } from '../../scripts/command-database';
import { advisors } from '../../src/features/advisors/tables';
import { appointments } from '../../src/features/booking/tables';
import { leads } from '../../src/features/leads/tables';
import { importReviews } from '../../src/features/reviews/import';
import { setTotpSecret } from '../../src/features/staff/second-factor';
import { addStaff, issueStaffLoginToken } from '../../src/features/staff/staff';
import { newTotpSecret, resolveTotpKey } from '../../src/features/staff/totp';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: tsx tests/support/review-fixtures.ts OUT_JSON_FILE');
  process.exit(2);
}

export const REVIEW_EXPORT = [
  'id,date,rating,name,text,language',
  'pe-101,2026-04-14,5,Jonas M.,"Schnell, freundlich und verständlich.",de',
  'pe-102,2026-06-03,4,Sarah K.,Good advice in English.,en',
  'pe-103,2026-08-21,4,Ali R.,Alles gut erklärt.,de',
  'pe-104,2026-10-02,5,Lea W.,Sehr empfehlenswert.,de',
].join('\n');

process.exit(
  await withCommandDatabase(async ({ db }) => {
    const now = new Date('2026-12-01T12:00:00Z');
    const [anna] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.enumValue, 'DEMO_ANNA_LEHMANN'));
    if (!anna) throw new Error('the demo advisor DEMO_ANNA_LEHMANN is missing (SEED_DEMO_DATA=true?)');
    const email = `rita.${Date.now()}@example.de`;
    const [lead] = await db.insert(leads).values({ email, locale: 'de', givenName: 'Rita', surname: 'Rosen' }).returning();
    const starts = new Date('2026-12-01T10:00:00Z');
    const ends = new Date('2026-12-01T10:45:00Z');
    await db.insert(appointments).values({ leadId: lead!.id, advisorId: anna.id, contactType: 'video', startsAt: starts, endsAt: ends, blockedUntil: new Date(ends.getTime() + 15 * 60_000), advisorZone: 'Europe/Berlin', idempotencyKey: `e2e-review-${Date.now()}`, createdAt: new Date('2026-11-25T09:00:00Z') });
    const imported = await importReviews(db, REVIEW_EXPORT, 'ProvenExpert', { kind: 'command', label: 'e2e fixtures' }, now);
    if (!imported.ok || imported.added !== 4) throw new Error(`the review export was not imported: ${JSON.stringify(imported)}`);
    const added = await addStaff(db, { email: 'e2e-reviews@hauslotse.de', role: 'admin', name: 'Rebecca Review', advisorEnumValue: null });
    if (!added.ok) throw new Error(`the reviews admin was not added: ${added.code}`);
    const secret = newTotpSecret();
    await setTotpSecret(db, added.staff.id, secret, resolveTotpKey(env), new Date());
    // Valid for three hours of the server's fixed clock (the test signs in at about 13:46).
    const token = await issueStaffLoginToken(db, added.staff.id, now, 180 * 60);
    fs.writeFileSync(file, JSON.stringify({ leadEmail: email, admin: { token, secret } }));
    return 0;
  }),
);
