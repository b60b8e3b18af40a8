import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateImportRuns } from '../tables';
import type { ImportReport } from './import-curves';

/** How an import ran: the daily fetch job, `npm run rates:import`, or the seed of a new database. */
export type ImportTrigger = 'fetch' | 'command' | 'seed';

/** Keeps one import's outcome for the back office's report (issue 28). Refused days beyond 200 are counted, not kept. */
export async function recordImportRun(
  db: Database,
  run: { at: Date; trigger: ImportTrigger; origin: string } & ({ report: ImportReport } | { error: string; code: string; params?: Record<string, string | number> }),
): Promise<void> {
  const report = 'report' in run ? run.report : null;
  await db.insert(rateImportRuns).values({
    at: run.at,
    trigger: run.trigger,
    status: report ? 'imported' : 'failed',
    origin: run.origin.slice(0, 500),
    read: report?.read ?? 0,
    added: report?.added ?? 0,
    alreadyPresent: report?.alreadyPresent ?? 0,
    refused: (report?.refused ?? []).slice(0, 200).map((r) => ({ date: r.date, code: r.code, ...(r.params ? { params: r.params } : {}), reason: r.reason })),
    error: 'error' in run ? run.error.slice(0, 1000) : null,
    errorCode: 'error' in run ? run.code : null,
    errorParams: 'error' in run ? (run.params ?? {}) : null,
  });
}

export type ImportRun = typeof rateImportRuns.$inferSelect;

/** The newest imports first. */
export async function recentImportRuns(db: Database, limit = 30): Promise<ImportRun[]> {
  return db.select().from(rateImportRuns).orderBy(desc(rateImportRuns.at)).limit(limit);
}

/**
 * The newest run of the daily fetch, or null when it never ran: the back office's rate model page warns when it
 * failed (known debt 2), so that a fetch that stopped working is seen before the curve grows old.
 */
export async function lastFetchRun(db: Database): Promise<ImportRun | null> {
  const [run] = await db.select().from(rateImportRuns).where(eq(rateImportRuns.trigger, 'fetch' satisfies ImportTrigger)).orderBy(desc(rateImportRuns.at)).limit(1);
  return run ?? null;
}
