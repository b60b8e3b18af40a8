/**
 * Staff on the command line (there is no public staff sign-up):
 *   npm run staff -- add <e-mail> <advisor|admin> "<name>" [ADVISOR_ENUM_VALUE]
 *   npm run staff -- link <e-mail>      prints a one-time login link (15 minutes)
 *   npm run staff -- calendar <ADVISOR_ENUM_VALUE>   prints the advisor's private calendar subscription URL
 *                                                     (a new one revokes the old ones)
 * With the embedded PGlite database, stop the server first (one process at a time may open its folder).
 */
import { env } from '../src/env';
import { openDatabase } from '../src/db/client';
import { DataDirLockedError } from '../src/db/pglite-lock';
import { addStaff, findStaffByEmail, issueStaffLoginToken } from '../src/features/staff/staff';
import { issueCalendarToken } from '../src/features/booking/calendar-feed';
import { localizedPath } from '../src/i18n/paths';

const [command, ...args] = process.argv.slice(2);
const usage = 'Usage: npm run staff -- add <e-mail> <advisor|admin> "<name>" [ADVISOR_ENUM_VALUE] | npm run staff -- link <e-mail> | npm run staff -- calendar <ADVISOR_ENUM_VALUE>';
if (command !== 'add' && command !== 'link' && command !== 'calendar') {
  console.error(usage);
  process.exit(2);
}

const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR }).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
let exitCode = 0;
try {
  await handle.migrate();
  if (command === 'add') {
    const [email = '', role = '', name = '', advisor] = args;
    const result = await addStaff(handle.db, { email, role, name, advisorEnumValue: advisor ?? null });
    if (result.ok) console.log(`Added ${result.staff.role} ${result.staff.name} <${result.staff.email}>.`);
    else {
      console.error(`Not added: ${result.code}. ${usage}`);
      exitCode = 1;
    }
  } else if (command === 'calendar') {
    const issued = await issueCalendarToken(handle.db, args[0] ?? '');
    if (!issued) {
      console.error(`No advisor with the enum value ${args[0] ?? '(none given)'}.`);
      exitCode = 1;
    } else console.log(`${env.PUBLIC_BASE_URL}/api/calendar/${issued.token}.ics`);
  } else {
    const staff = await findStaffByEmail(handle.db, args[0] ?? '');
    if (!staff) {
      console.error(`No staff member with the e-mail ${args[0] ?? '(none given)'}.`);
      exitCode = 1;
    } else {
      const token = await issueStaffLoginToken(handle.db, staff.id);
      console.log(`${env.PUBLIC_BASE_URL}${localizedPath('staff', 'de')}?token=${token}`);
    }
  }
} finally {
  await handle.close();
}
process.exit(exitCode);
