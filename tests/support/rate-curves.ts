/**
 * TEST SUPPORT ONLY, not the importer (that is `npm run rates:import`, ADR 019): reads the vendored Bundesbank
 * download CSVs (vendor/bundesbank-svensson/) into parameter sets so that tests and a manual look at the rate
 * history can use real days. No plausibility checks: tests pick their own ranges.
 *
 * As a script it loads a range into the database of the environment (PGLITE_DATA_DIR or DATABASE_URL) and adds
 * the engine's RATE_MODEL as the first spread set when there is none:
 *   tsx --tsconfig tsconfig.json tests/support/rate-curves.ts [FROM] [TO]
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SvenssonParameterSet } from '@/engine/rates/svensson';

const DIR = path.join(import.meta.dirname, '../../vendor/bundesbank-svensson');
const PARAMS = ['B0', 'B1', 'B2', 'B3', 'T1', 'T2'] as const;
const fileOf = (p: string) => path.join(DIR, `BBSIS.D.I.ZST.${p}.EUR.S1311.B.A604._Z.R.A.A._Z._Z.A.csv`);

/** The vendored days in [from, to] that have all six parameters, oldest first. */
export function vendoredCurves(from = '0000-01-01', to = '9999-12-31'): SvenssonParameterSet[] {
  const values = PARAMS.map((p) => {
    const map = new Map<string, number>();
    for (const line of fs.readFileSync(fileOf(p), 'utf8').split(/\r?\n/)) {
      const m = /^(\d{4}-\d{2}-\d{2});(-?\d+(?:,\d+)?);/.exec(line);
      if (m && m[1]! >= from && m[1]! <= to) map.set(m[1]!, Number(m[2]!.replace(',', '.')));
    }
    return map;
  });
  const [b0, b1, b2, b3, t1, t2] = values as [Map<string, number>, Map<string, number>, Map<string, number>, Map<string, number>, Map<string, number>, Map<string, number>];
  return [...b0.keys()]
    .filter((d) => values.every((m) => m.has(d)))
    .sort()
    .map((date) => ({ date, beta0: b0.get(date)!, beta1: b1.get(date)!, beta2: b2.get(date)!, beta3: b3.get(date)!, tau1: t1.get(date)!, tau2: t2.get(date)!, source: 'Deutsche Bundesbank, BBSIS.D.I.ZST (vendored test data)' }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { env } = await import('@/env');
  const { openDatabase } = await import('@/db/client');
  const { insertCurves, insertSpreadSet, allSpreadSets } = await import('@/features/rates/market-repository');
  const { RATE_MODEL } = await import('@/engine/rates/model');
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR });
  try {
    await handle.migrate();
    const added = await insertCurves(handle.db, vendoredCurves(process.argv[2], process.argv[3]));
    if ((await allSpreadSets(handle.db)).length === 0) await insertSpreadSet(handle.db, RATE_MODEL, 'test-support');
    console.log(`Added ${added.length} curve days.`);
  } finally {
    await handle.close();
  }
}
