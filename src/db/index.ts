import { env } from '@/env';
import { openDatabase, type Database, type DatabaseHandle } from './client';

type Holder = { promise?: Promise<DatabaseHandle> };
// One connection per server process (kept across dev hot reloads on globalThis).
const holder = ((globalThis as Record<string, unknown>).__hauslotseDb ??= {}) as Holder;

/** The application's database: PostgreSQL when DATABASE_URL is set, else PGlite in PGLITE_DATA_DIR. Migrated on first use. */
export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

/** The handle behind getDb (the job queue needs its connection too). */
export async function getDbHandle(): Promise<DatabaseHandle> {
  holder.promise ??= (async () => {
    const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR });
    await handle.migrate();
    return handle;
  })().catch((e: unknown) => {
    holder.promise = undefined;
    throw e;
  });
  return holder.promise;
}
