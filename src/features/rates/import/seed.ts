/**
 * The rate data every database starts with (issue 11, ADR 019) — not demo data: the Bundesbank's real daily
 * curves vendored in vendor/bundesbank-svensson/ (1997-08 … 2025-06, "Stand vom 06.06.2025"), and the engine's
 * published calibration RATE_MODEL as the first spread set. Run by scripts/db-setup.ts on every start (PGlite
 * and DATABASE_URL alike); each part only fills an empty table, so a database that has curves or spread sets
 * keeps them as they are.
 */
import { recordImportRun } from './runs';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateCurves, rateSpreadSets } from '../tables';
import { RATE_MODEL } from '@/engine/rates/model';
import { insertSpreadSet } from '@/features/rates/market-repository';
import { importCurves, readRatesFiles, type ImportReport } from './import-curves';

export const VENDORED_CURVES_DIR = path.join(process.cwd(), 'vendor', 'bundesbank-svensson');

/** The vendored download files (one per parameter). */
export function vendoredCurveFiles(dir = VENDORED_CURVES_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^BBSIS\.D\.I\.ZST\.(B0|B1|B2|B3|T1|T2)\..*\.csv$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

export interface RatesSeedResult {
  /** The import of the vendored files, or null when rate_curves already had rows. */
  curves: ImportReport | null;
  /** True when RATE_MODEL was inserted as the first spread set. */
  spreadSet: boolean;
}

const isEmpty = async (db: Database, table: typeof rateCurves | typeof rateSpreadSets) => (await db.select({ one: sql<number>`1` }).from(table).limit(1)).length === 0;

export async function seedRates(db: Database, now: Date = new Date(), dir = VENDORED_CURVES_DIR): Promise<RatesSeedResult> {
  let curves: ImportReport | null = null;
  if (await isEmpty(db, rateCurves)) {
    const files = vendoredCurveFiles(dir).map((f) => fs.readFileSync(f, 'utf8'));
    const { sets, incomplete, source } = readRatesFiles(files, now.toISOString().slice(0, 10));
    curves = await importCurves(db, sets, { source, now, incomplete });
    await recordImportRun(db, { at: now, trigger: 'seed', origin: source, report: curves });
  }
  let spreadSet = false;
  if (await isEmpty(db, rateSpreadSets)) spreadSet = (await insertSpreadSet(db, RATE_MODEL, 'seed')).ok;
  return { curves, spreadSet };
}
