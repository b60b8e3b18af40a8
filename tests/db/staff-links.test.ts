/**
 * Known debt 4: `npm run staff -- link` (and `calendar`) print their links on PUBLIC_BASE_URL as the server reads it —
 * the environment, else the .env files Next loads from the working directory (scripts/server-env.ts) — and without
 * it the localhost link with one line saying how to set it. The real process once (in a folder whose .env names
 * the site), the other cases in this process.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { migratedDataDir } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { runCommand } from '../support/command';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { addStaff } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import { staffCommand } from '../../scripts/staff';

const ROOT = process.cwd();
const EMAIL = 'links@hauslotse.de';
const LOGIN_PATH = localizedPath('staff', 'de').replace(/[.?]/g, '\\$&');

describe('npm run staff -- link / calendar print the configured PUBLIC_BASE_URL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-staff-links-'));
  const dataDir = migratedDataDir(path.join(dir, 'pglite'));
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    const setup = await openDatabase({ dataDir });
    await setup.migrate();
    const added = await addStaff(setup.db, { email: EMAIL, name: 'Link Test', role: 'admin' });
    if (!added.ok) throw new Error(added.code);
    await anAdvisor(setup.db, { email: 'cal@example.de', givenName: 'Cal', surname: 'Advisor', titleDe: 'Berater', enumValue: 'LINKS_CAL' });
    await setup.close();
  }, 60_000);
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the real process reads PUBLIC_BASE_URL from the .env file of its folder, as the server does', () => {
    // The folder the command runs in (as `npm run` runs it in the project's) holds a .env naming the site; the
    // process's environment does not. The migrations are read from the working directory too: linked in.
    const work = path.join(dir, 'site');
    fs.mkdirSync(work);
    fs.symlinkSync(path.join(ROOT, 'drizzle'), path.join(work, 'drizzle'));
    fs.writeFileSync(path.join(work, '.env'), 'PUBLIC_BASE_URL=https://team.example.de\n');
    const { DATABASE_URL: _db, PUBLIC_BASE_URL: _url, PORT: _port, ...inherited } = process.env;
    const env = { ...inherited, PGLITE_DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' };
    const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
    const run = spawnSync(process.execPath, [tsx, '--tsconfig', path.join(ROOT, 'tsconfig.json'), path.join(ROOT, 'scripts/staff.ts'), 'link', EMAIL], { cwd: work, env, encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^https://team\\.example\\.de${LOGIN_PATH}\\?token=[\\w-]+\\n$`));
  }, 180_000);

  test('in the environment: its address, no note', async () => {
    handle ??= await openDatabase({ dataDir });
    vi.stubEnv('PUBLIC_BASE_URL', 'https://www.hauslotse.de');
    const link = await runCommand(staffCommand, handle, 'link', EMAIL);
    expect([link.code, link.err]).toEqual([0, '']);
    expect(link.out).toMatch(new RegExp(`^https://www\\.hauslotse\\.de${LOGIN_PATH}\\?token=[\\w-]+\\n$`));
    const calendar = await runCommand(staffCommand, handle, 'calendar', 'LINKS_CAL');
    expect([calendar.code, calendar.err]).toEqual([0, '']);
    expect(calendar.out).toMatch(/^https:\/\/www\.hauslotse\.de\/api\/calendar\/[\w-]+\.ics\n$/);
  });

  test('not set: the localhost link, and one line on how to set it', async () => {
    handle ??= await openDatabase({ dataDir });
    vi.stubEnv('PUBLIC_BASE_URL', undefined);
    vi.stubEnv('PORT', undefined);
    const link = await runCommand(staffCommand, handle, 'link', EMAIL);
    expect(link.code).toBe(0);
    expect(link.out).toMatch(new RegExp(`^http://localhost:3000${LOGIN_PATH}\\?token=[\\w-]+\\n$`));
    expect(link.err.split('\n').filter(Boolean)).toHaveLength(1);
    expect(link.err).toMatch(/^Note: PUBLIC_BASE_URL is not set, so this link names http:\/\/localhost:3000; for the site's address set it in the environment or in \.env, e\.g\. PUBLIC_BASE_URL=https:\/\//);
    const calendar = await runCommand(staffCommand, handle, 'calendar', 'LINKS_CAL');
    expect(calendar.out).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]+\.ics\n$/);
    expect(calendar.err).toMatch(/^Note: PUBLIC_BASE_URL is not set/);
  });
});
