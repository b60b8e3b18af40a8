/**
 * The end-to-end server's fixtures in one process (scripts/e2e-server.sh), after its database is set up: a staff
 * admin, three one-time staff login links (tests/e2e/staff.spec.ts, the draft preview of tests/e2e/content.spec.ts,
 * the certificate actions of tests/e2e/financing-certificate.spec.ts)
 * valid for 3 hours (the whole suite runs before they are used), and a demo advisor's calendar subscription URL.
 * Each is written to the file named on the command line:
 *   tsx tests/support/e2e-fixtures.ts STAFF_LINK_FILE PREVIEW_LINK_FILE CALENDAR_LINK_FILE CERTIFICATE_STAFF_LINK_FILE
 * One process opens the PGlite folder once (four `npm run staff` calls cost most of half a minute).
 */
import fs from 'node:fs';
import { env } from '../../src/env';
import { withCommandDatabase } from '../../scripts/command-database';
import { addStaff, issueStaffLoginToken } from '../../src/features/staff/staff';
import { issueCalendarToken } from '../../src/features/booking/calendar-feed';
import { localizedPath } from '../../src/i18n/paths';

const [staffLinkFile, previewLinkFile, calendarLinkFile, certificateLinkFile] = process.argv.slice(2);
if (!staffLinkFile || !previewLinkFile || !calendarLinkFile || !certificateLinkFile) {
  console.error('Usage: tsx tests/support/e2e-fixtures.ts STAFF_LINK_FILE PREVIEW_LINK_FILE CALENDAR_LINK_FILE CERTIFICATE_STAFF_LINK_FILE');
  process.exit(2);
}

process.exit(
  await withCommandDatabase(async ({ db }) => {
    const added = await addStaff(db, { email: 'e2e-admin@hauslotse.de', role: 'admin', name: 'Erika Admin', advisorEnumValue: null });
    if (!added.ok) throw new Error(`the e2e admin was not added: ${added.code}`);
    const link = async () => `${env.PUBLIC_BASE_URL}${localizedPath('staff', 'de')}?token=${await issueStaffLoginToken(db, added.staff.id, new Date(), 180 * 60)}`;
    fs.writeFileSync(staffLinkFile, `${await link()}\n`);
    fs.writeFileSync(previewLinkFile, `${await link()}\n`);
    fs.writeFileSync(certificateLinkFile, `${await link()}\n`);
    const calendar = await issueCalendarToken(db, 'DEMO_ANNA_LEHMANN');
    if (!calendar) throw new Error('the demo advisor DEMO_ANNA_LEHMANN is missing (SEED_DEMO_DATA=true?)');
    fs.writeFileSync(calendarLinkFile, `${env.PUBLIC_BASE_URL}/api/calendar/${calendar.token}.ics\n`);
    return 0;
  }),
);
