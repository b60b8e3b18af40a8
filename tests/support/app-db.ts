/**
 * Unit tests that call the app's routes (which use getDb()) get a fresh in-memory database of their own, with
 * the engine's fixture curves (2024-12-30, 2025-05-30, 2025-06-03) and the published model parameters as the
 * rate data: deterministic figures, and never the developer's ./data database.
 */
import { openDatabase } from '@/db/client';
import { migratedPglite } from './databases';
import { BUNDESBANK_SVENSSON } from '@/engine/rates/fixtures';
import { RATE_MODEL } from '@/engine/rates/model';
import { insertCurves, insertSpreadSet } from '@/features/rates/market-repository';
import type { Database } from '@/db/client';

/** The fixture rate data: the engine's three curves and RATE_MODEL as the spread set. */
export async function seedFixtureRates(db: Database): Promise<void> {
  await insertCurves(db, BUNDESBANK_SVENSSON);
  await insertSpreadSet(db, RATE_MODEL, 'test');
}

/** Call at the top of a test file, before anything opens the app's database. */
export async function useMemoryAppDb(): Promise<Database> {
  const handle = await openDatabase({ memory: true, from: migratedPglite() });
  await seedFixtureRates(handle.db);
  // src/db/index.ts keeps its holder object on globalThis (taken at import): fill that very object.
  const holder = ((globalThis as Record<string, unknown>).__hauslotseDb ??= {}) as { promise?: Promise<unknown> };
  holder.promise = Promise.resolve(handle);
  return handle.db;
}
