/**
 * The rates commands as an operator runs them (ADR 019), on an embedded database in a temporary folder:
 * `npm run rates:import -- FILE...` prints the report in plain words (exit 0; 1 and the file's name when a
 * file cannot be read), a second import adds nothing; `npm run rates:spreads -- add FILE.json | list` adds a
 * dated set, refuses a second one for its date and a bad file (exit 1), and lists them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { ratesImportCommand } from '../../scripts/rates-import';
import { ratesSpreadsCommand } from '../../scripts/rates-spreads';
import { runCommand } from '../support/command';
import { MODEL_FILE } from '../support/rate-model-file';
import { migratedDataDir } from '../support/databases';

const root = process.cwd();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-rates-cmd-'));
// The embedded database in the temporary folder, whatever the environment of the test run says.
const { DATABASE_URL: _ignored, ...inherited } = process.env;
// A copy of the run's migrated folder: the processes skip initdb and the migrations.
const env = { ...inherited, PGLITE_DATA_DIR: migratedDataDir(path.join(dir, 'pglite')) };
const run = (script: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', script), ...args], { cwd: root, env, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const FIXTURE = path.join(root, 'tests/fixtures/bundesbank-svensson-sdmx.csv');

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
// Each script's real process once (its entry and the database it opens itself), then its command in this process,
// on the same folder.
async function inThisProcess(calls: (handle: DatabaseHandle) => Promise<void>) {
  const handle = await openDatabase({ dataDir: env.PGLITE_DATA_DIR });
  try {
    await calls(handle);
  } finally {
    await handle.close();
  }
}

describe('npm run rates:import and rates:spreads', () => {
  test('import: the report in plain words; again: nothing added; an unreadable file is named, exit 1', async () => {
    const first = run('rates-import.ts', FIXTURE);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^Source: Deutsche Bundesbank, .*SDMX-CSV file read on \d{4}-\d{2}-\d{2}\nRead 10 days: 10 added, 0 already present, 0 refused\.\n$/);
    await inThisProcess(async (handle) => {
      const again = await runCommand(ratesImportCommand, handle, FIXTURE);
      expect(again.out).toMatch(/Read 10 days: 0 added, 10 already present, 0 refused\./);
      const bad = await runCommand(ratesImportCommand, handle, FIXTURE, path.join(root, 'README.md'));
      expect(bad.code).toBe(1);
      expect(bad.err).toMatch(/^Not imported: .*README\.md: Neither a Bundesbank download CSV/);
      expect((await runCommand(ratesImportCommand, handle)).code).toBe(2);
    });
  }, 240_000);

  test('spreads: add, refuse the same date, refuse a bad file, list', async () => {
    const file = path.join(dir, 'set.json');
    fs.writeFileSync(file, JSON.stringify({ ...MODEL_FILE, validFrom: '2025-06-10', calibrationCurveDate: '2025-06-06' }));
    const added = run('rates-spreads.ts', 'add', file);
    expect([added.code, added.out]).toEqual([0, 'Added the spread set valid from 2025-06-10.\n']);
    await inThisProcess(async (handle) => {
      const spreads = (...args: string[]) => runCommand(ratesSpreadsCommand, handle, ...args);
      const again = await spreads('add', file);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/already a spread set valid from 2025-06-10/);
      const badFile = path.join(dir, 'bad.json');
      fs.writeFileSync(badFile, JSON.stringify({ ...MODEL_FILE, validFrom: '2025-07-01', spreadByFixation: { ...MODEL_FILE.spreadByFixation, 10: 1.07 } }));
      const bad = await spreads('add', badFile);
      expect(bad.code).toBe(1);
      expect(bad.err).toMatch(/spreadByFixation\.10: .*write 0\.0107 for 1\.07 pp/);
      const list = await spreads('list');
      expect(list.code).toBe(0);
      expect(list.out.trim().split('\n')).toEqual([expect.stringMatching(/^valid from 2025-06-10 \(calibrated on the curve of 2025-06-06\), added by command line \(.+\) on \d{4}-\d{2}-\d{2}: spreads \(pp\) 5y 1\.55, 10y 1\.07, 15y 1\.07, 20y 1\.11, 25y 1\.15, 30y 1\.22; minimum rate 0\.50 %/)]);
    });
  }, 240_000);
});
