import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated PGlite data folder as a tarball: each test's in-memory database starts from it (databases.ts). */
    pgliteTemplate: string;
    /** The same migrated data folder on disk: a test that needs a folder of its own copies it (databases.ts). */
    pgliteTemplateDir: string;
  }
}

/**
 * Creating a PGlite database runs initdb (about 3 s on this machine, more under load), and the migrations take
 * seconds more; loading a dump takes about 1 s, copying a folder less. So the migrations run once here, in a data
 * folder on disk: every in-memory test database loads its dump, and a test that needs a folder of its own (the
 * command-line scripts' processes, the folder lock) starts from a copy of it.
 */
async function pgliteTemplate(): Promise<{ file: string; dataDir: string; remove: () => void }> {
  const { openDatabase } = await import('@/db/client');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-pglite-template-'));
  const dataDir = path.join(dir, 'migrated');
  const handle = await openDatabase({ dataDir });
  await handle.migrate();
  const dump = await handle.dump!();
  await handle.close();
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { file, dataDir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, as the system hands it out (port 0): not a guess, so two
 * runs on one machine do not meet, and no randomness of the test's own.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throwaway PostgreSQL server for the database tests (unless TEST_DATABASE_URL names one) and stops
 * it after the run. Database tests run against it and against PGlite.
 */
export default async function setup(project: TestProject) {
  const template = await pgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  project.provide('pgliteTemplateDir', template.dataDir);
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return template.remove;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-pg-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const script = path.join(import.meta.dirname, '../../scripts/pg-throwaway.sh');
  const url = execFileSync('bash', [script, 'start', dir, String(port)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  project.provide('postgresUrl', url);
  return () => {
    template.remove();
    execFileSync('bash', [script, 'stop', dir], { stdio: 'inherit' });
  };
}
