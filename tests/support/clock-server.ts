/**
 * A second production server for tests that need a fixed clock (tests/support/fixed-clock.mjs): the same build
 * as the e2e server, a clock the test sets with `setClock`, and its own temporary PGlite database: a copy of the
 * e2e server's database as scripts/e2e-server.sh set it up, before any test (migrated; seeded rate data, demo
 * advisors, search index), so that it needs no initdb and migration of its own (most of a minute on a busy
 * machine). Without that copy (a server not started by e2e-server.sh), a new database with the seeded rate data
 * only. Started and stopped by the test file that uses it.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');

export interface ClockServer {
  baseURL: string;
  setClock(instant: string): void;
  stop(): Promise<void>;
}

const run = promisify(execFile);

/**
 * Starts the server on `port` with the clock at `instant` (ISO 8601), and any further environment. `prepare` runs
 * with the server's environment once its database is in place, before the server holds it (e.g. a staff command).
 */
export async function startClockServer(port: number, instant: string, extraEnv: Record<string, string> = {}, prepare?: (env: NodeJS.ProcessEnv) => Promise<void>): Promise<ClockServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-clock.'));
  const clockFile = path.join(dir, 'clock');
  const setClock = (at: string) => fs.writeFileSync(clockFile, at);
  setClock(instant);
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DATA_DIR: path.join(dir, 'pglite'),
    SEED_DEMO_DATA: 'false',
    NEXT_TELEMETRY_DISABLED: '1',
    TZ: 'UTC',
    PORT: String(port),
    PUBLIC_BASE_URL: baseURL,
    HOSTNAME_BIND: '127.0.0.1',
    CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
    FIXED_CLOCK_FILE: clockFile,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.TRUST_PROXY;
  const setUp = `/tmp/hauslotse-e2e-pglite-${process.env.E2E_PORT ?? 3210}`;
  if (fs.existsSync(setUp)) fs.cpSync(setUp, env.PGLITE_DATA_DIR!, { recursive: true });
  else await run(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.json', 'scripts/db-setup.ts'], { cwd: root, env });
  if (prepare) await prepare(env);
  const server: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production', NODE_OPTIONS: `--import=${path.join(root, 'tests/support/fixed-clock.mjs')}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    // The server gives requests under way 10 s (server.mjs); a server that hangs past that is killed, well within a
    // test hook's 30 s.
    const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the fixed-clock server stopped (exit ${server.exitCode}); is the production build there (the e2e server builds it)?`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).status > 0) break;
    } catch {
      if (i > 240) {
        await stop();
        throw new Error(`the fixed-clock server did not answer on ${baseURL} within 60 s`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return { baseURL, setClock, stop };
}
