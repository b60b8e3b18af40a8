/**
 * The end-to-end server's fixtures in one process (scripts/e2e-server.sh), after its database is set up, written
 * as one JSON file (tests/support/staff-login.ts reads it):
 *   - staff admins, one per spec that signs in (two sign-ins in the same 30 seconds would share a code, which is
 *     accepted once), each with a one-time login link valid for 3 hours (the whole suite runs before they are
 *     used) and an authenticator secret set for them (ADR 037): `staff` (tests/e2e/staff.spec.ts), `preview` (the
 *     draft preview of tests/e2e/content.spec.ts), `certificate` (tests/e2e/financing-certificate.spec.ts);
 *   - `backoffice` (an admin) and `advisor` (the demo advisor David Okafor's staff login), and the same pair again
 *     as `calendarAdmin` / `calendarAdvisor`, and `membersAdmin`, all with secrets set, for the tests of
 *     tests/e2e/back-office.spec.ts;
 *   - `enrol`: the demo advisor Anna Lehmann's staff login, whose first sign-in sets up the app (staff.spec.ts);
 *   - `calendar`: a demo advisor's calendar subscription URL;
 *   - `widgetPartner`: a partner whose widgets may be framed by the static test page of tests/e2e/widgets.spec.ts
 *     (http://127.0.0.1:PORT+11, a second local origin), and `widgetsAdmin`, who reads its lead's attribution;
 *   - `plainFramePartner`: a second partner, whose page (http://127.0.0.1:PORT+13) frames a request widget with
 *     JavaScript off;
 *   - `noShow`: a lead (English) with an appointment with David Okafor yesterday, for "did not come" (a past
 *     appointment cannot be booked through the site).
 *     tsx tests/support/e2e-fixtures.ts FIXTURES_JSON_FILE
 * One process opens the PGlite folder once (several `npm run staff` calls cost most of half a minute).
 */
import fs from 'node:fs';
import { env } from '../../src/env';
import { withCommandDatabase } from '../../scripts/command-database';
import { addStaff, issueStaffLoginToken } from '../../src/features/staff/staff';
import { setTotpSecret } from '../../src/features/staff/second-factor';
import { newTotpSecret, resolveTotpKey } from '../../src/features/staff/totp';
import { issueCalendarToken } from '../../src/features/booking/calendar-feed';
import { localizedPath } from '../../src/i18n/paths';
import { advisors } from '../../src/features/advisors/tables';
import { appointments } from '../../src/features/booking/tables';
import { leads } from '../../src/features/leads/tables';
import { eq } from 'drizzle-orm';
import { addPartner } from '../../src/features/widgets/partners';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: tsx tests/support/e2e-fixtures.ts FIXTURES_JSON_FILE');
  process.exit(2);
}

process.exit(
  await withCommandDatabase(async ({ db }) => {
    const key = resolveTotpKey(env);
    const now = new Date();
    const link = async (staffId: string, locale: 'de' | 'en' = 'de') => `${env.PUBLIC_BASE_URL}${localizedPath('staff', locale)}?token=${await issueStaffLoginToken(db, staffId, now, 180 * 60)}`;
    const admin = async (email: string, name: string, role: 'admin' | 'advisor' = 'admin', advisorEnumValue: string | null = null) => {
      const added = await addStaff(db, { email, role, name, advisorEnumValue });
      if (!added.ok) throw new Error(`the e2e staff member ${email} was not added: ${added.code}`);
      const secret = newTotpSecret();
      await setTotpSecret(db, added.staff.id, secret, key, now);
      return { email, link: await link(added.staff.id), secret };
    };
    const advisor = await addStaff(db, { email: 'anna.lehmann@hauslotse.de', role: 'advisor', name: 'Anna Lehmann', advisorEnumValue: 'DEMO_ANNA_LEHMANN' });
    if (!advisor.ok) throw new Error(`the e2e advisor was not added: ${advisor.code}`);
    const calendar = await issueCalendarToken(db, 'DEMO_ANNA_LEHMANN');
    if (!calendar) throw new Error('the demo advisor DEMO_ANNA_LEHMANN is missing (SEED_DEMO_DATA=true?)');
    const [david] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.enumValue, 'DEMO_DAVID_OKAFOR'));
    if (!david) throw new Error('the demo advisor DEMO_DAVID_OKAFOR is missing (SEED_DEMO_DATA=true?)');
    const noShowLead = `noshow.${Date.now()}@example.de`;
    const [missed] = await db.insert(leads).values({ email: noShowLead, locale: 'en', givenName: 'Nora', surname: 'Nichtda' }).returning();
    const yesterday = new Date(now.getTime() - 86_400_000);
    yesterday.setUTCHours(9, 0, 0, 0);
    const ends = new Date(yesterday.getTime() + 30 * 60_000);
    await db.insert(appointments).values({ leadId: missed!.id, advisorId: david.id, contactType: 'phone', startsAt: yesterday, endsAt: ends, blockedUntil: new Date(ends.getTime() + 15 * 60_000), advisorZone: 'Europe/Berlin', idempotencyKey: `e2e-no-show-${Date.now()}`, createdAt: new Date(yesterday.getTime() - 7 * 86_400_000) });
    const partnerOrigin = `http://127.0.0.1:${env.PORT + 11}`;
    const partner = await addPartner(db, { name: 'E2E Makler GmbH', origins: [partnerOrigin] });
    if (!partner.ok) throw new Error(`the e2e widget partner was not added: ${partner.code}`);
    // A second partner whose page frames a request widget without any script (PORT+13).
    const plainOrigin = `http://127.0.0.1:${env.PORT + 13}`;
    const plainPartner = await addPartner(db, { name: 'E2E Makler ohne Skript', origins: [plainOrigin] });
    if (!plainPartner.ok) throw new Error(`the second e2e widget partner was not added: ${plainPartner.code}`);
    const fixtures = {
      widgetPartner: { key: partner.partner.key, origin: partnerOrigin },
      plainFramePartner: { key: plainPartner.partner.key, origin: plainOrigin },
      widgetsAdmin: await admin('e2e-widgets@hauslotse.de', 'Wiebke Widget'),
      staff: await admin('e2e-admin@hauslotse.de', 'Erika Admin'),
      preview: await admin('e2e-preview@hauslotse.de', 'Paul Preview'),
      certificate: await admin('e2e-certificates@hauslotse.de', 'Clara Check'),
      backoffice: await admin('e2e-backoffice@hauslotse.de', 'Bea Backoffice'),
      advisor: await admin('david.okafor@hauslotse.de', 'David Okafor', 'advisor', 'DEMO_DAVID_OKAFOR'),
      // The calendar test's own pair: two sign-ins of one staff member in the same 30 seconds would share a code.
      calendarAdmin: await admin('e2e-calendar@hauslotse.de', 'Kai Kalender'),
      calendarAdvisor: await admin('david.calendar@hauslotse.de', 'David Okafor', 'advisor', 'DEMO_DAVID_OKAFOR'),
      membersAdmin: await admin('e2e-members@hauslotse.de', 'Mia Mitglieder'),
      // The advisor profiles test's own pair.
      profilesAdmin: await admin('e2e-profiles@hauslotse.de', 'Pia Profil'),
      ratesAdmin: await admin('e2e-rates@hauslotse.de', 'Rainer Rate'),
      flagsAdmin: await admin('e2e-flags@hauslotse.de', 'Fiona Flag'),
      analyticsAdmin: await admin('e2e-analytics@hauslotse.de', 'Anton Analyse'),
      // The careers test's own admin (tests/e2e/careers.spec.ts: the applications and the CV download).
      careersAdmin: await admin('e2e-careers@hauslotse.de', 'Karla Karriere'),
      // The advisor's offer's own pair (tests/e2e/advisor-offer.spec.ts): the admin gives leads to David, who makes the offers.
      offersAdmin: await admin('e2e-offers@hauslotse.de', 'Olga Offerte'),
      offersAdvisor: await admin('david.offers@hauslotse.de', 'David Okafor', 'advisor', 'DEMO_DAVID_OKAFOR'),
      profilesAdvisor: await admin('miriam.profiles@hauslotse.de', 'Miriam Schulz', 'advisor', 'DEMO_MIRIAM_SCHULZ'),
      enrol: { email: advisor.staff.email, link: await link(advisor.staff.id, 'en') },
      calendar: `${env.PUBLIC_BASE_URL}/api/calendar/${calendar.token}.ics`,
      noShow: { email: noShowLead, day: yesterday.toISOString().slice(0, 10) },
    };
    fs.writeFileSync(file, `${JSON.stringify(fixtures, null, 2)}\n`);
    return 0;
  }),
);
