/** Child process for the lock test: opens a PGlite data folder, writes a row, then holds it until killed. */
import { openDatabase } from '@/db/client';
import { insertAdvisors } from '@/features/advisors/repository';
import { DEMO_ADVISORS } from '@/demo/advisors';

const dir = process.argv[2]!;
const handle = await openDatabase({ dataDir: dir });
await handle.migrate();
await insertAdvisors(handle.db, [DEMO_ADVISORS[0]!]);
process.stdout.write('ready\n');
setInterval(() => {}, 1000);
