import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { DataDirLockedError, lockPathFor } from '@/db/pglite-lock';
import { countAdvisors } from '@/features/advisors/repository';
import { migratedDataDir } from '../support/databases';

const root = path.join(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-lock-'));
const dataDir = path.join(tmp, 'nested', 'pglite');
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

function holdInChild(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/support/hold-database.ts'), dataDir], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    p.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(p);
    });
    p.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
  });
}

// Each test creates or opens real PGlite folders (initdb and migrations, and a child process): seconds on a quiet
// machine, more under load. The bound is for hangs, not for speed.
describe('PGlite data folder lock', { timeout: 120_000 }, () => {
  test('a second process gets a clear error instead of silently losing writes; the folder is usable after the holder dies', async () => {
    child = await holdInChild(); // creates the missing parent folders too
    const error = await openDatabase({ dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`pid ${child.pid}`);
    expect((error as Error).message).toContain('PGLITE_DATA_DIR');

    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    expect(fs.existsSync(lockPathFor(dataDir))).toBe(true); // a killed process leaves its lock behind

    const handle = await openDatabase({ dataDir }); // ... which is recognised as stale
    try {
      expect(await countAdvisors(handle.db)).toBe(1); // the holder's write is there
    } finally {
      await handle.close();
    }
    expect(fs.existsSync(lockPathFor(dataDir))).toBe(false); // closing releases the lock
  });

  test('the same process cannot open one folder twice', async () => {
    const dir = migratedDataDir(path.join(tmp, 'twice'));
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }
  });

  test.each([
    { label: 'a dead process of this host is stale', host: os.hostname(), pid: 2 ** 22 + 12345, opens: true },
    { label: 'a process of another host is never taken for dead', host: 'other-container-7f3a', pid: 2 ** 22 + 12345, opens: false },
  ])('$label', async ({ host, pid, opens }) => {
    const dir = migratedDataDir(path.join(tmp, `host-${opens}`));
    fs.writeFileSync(lockPathFor(dir), JSON.stringify({ pid, host, since: '2026-11-23T10:00:00Z' }));
    const result = await openDatabase({ dataDir: dir }).catch((e: unknown) => e);
    if (opens) {
      expect(result).not.toBeInstanceOf(Error);
      await (result as Awaited<ReturnType<typeof openDatabase>>).close();
    } else {
      expect(result).toBeInstanceOf(DataDirLockedError);
      expect((result as Error).message).toContain('other-container-7f3a');
      expect(fs.existsSync(lockPathFor(dir))).toBe(true);
    }
  });
});
