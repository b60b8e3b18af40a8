/**
 * Staff on the command line (there is no public staff sign-up):
 *   npm run staff -- add <e-mail> <advisor|admin> "<name>" [ADVISOR_ENUM_VALUE]
 *   npm run staff -- link <e-mail>      prints a one-time login link (15 minutes)
 * With the embedded PGlite database, stop the server first (one process at a time may open its folder).
 */
import { env } from '../src/env';
import { openDatabase } from '../src/db/client';
import { DataDirLockedError } from '../src/db/pglite-lock';
import { addStaff, findStaffByEmail, issueStaffLoginToken } from '../src/features/staff/staff';
import { localizedPath } from '../src/i18n/paths';

const [command, ...args] = process.argv.slice(2);
const usage = 'Usage: npm run staff -- add <e-mail> <advisor|admin> "<name>" [ADVISOR_ENUM_VALUE] | npm run staff -- link <e-mail>';
if (command !== 'add' && command !== 'link') {
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
