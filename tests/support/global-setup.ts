import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * Starts a throwaway PostgreSQL server for the database tests (unless TEST_DATABASE_URL names one) and stops
 * it after the run. Database tests run against it and against PGlite.
 */
export default function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-pg-'));
  fs.chmodSync(dir, 0o755);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const script = path.join(import.meta.dirname, '../../scripts/pg-throwaway.sh');
  const url = execFileSync('bash', [script, 'start', dir, String(port)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  project.provide('postgresUrl', url);
  return () => {
    execFileSync('bash', [script, 'stop', dir], { stdio: 'inherit' });
  };
}
