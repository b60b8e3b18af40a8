/**
 * The database of a command-line script: the app's database (PostgreSQL with DATABASE_URL, else the PGlite
 * folder), migrated, handed to `run`, closed again. A PGlite folder held by a running server is reported in
 * plain words with exit code 1. `run` returns the script's exit code.
 */
import { env } from '../src/env';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { DataDirLockedError } from '../src/db/pglite-lock';

export async function withCommandDatabase(run: (handle: DatabaseHandle) => Promise<number>): Promise<number> {
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR }).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  try {
    await handle.migrate();
    return await run(handle);
  } finally {
    await handle.close();
  }
}
