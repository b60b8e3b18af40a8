/**
 * A command sees the variables the server sees (known debt 4). Next — `next dev`, `next start` and server.mjs's
 * `next()` alike — loads the .env files of its folder (the working directory) into process.env before the app's
 * src/env.ts reads them: `.env.<mode>.local`, `.env.local` (not in test mode), `.env.<mode>`, `.env`, the first
 * one naming a variable wins and a variable the process already has wins over all. A script started with tsx did
 * not, so `npm run staff -- link` printed http://localhost:3000 links (and opened the embedded database) while the
 * server used the PUBLIC_BASE_URL and DATABASE_URL of a .env file.
 *
 * Imported FIRST by a script (before anything imports src/env.ts, which parses process.env once), this loads the
 * same files with Next's own loader (@next/env, the copy next uses), in the mode of `npm start` (production;
 * NODE_ENV=development reads `next dev`'s files). Only when a script of this folder is the process's entry: a test
 * that imports a command keeps its own environment.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as NextEnv from '@next/env';

const SCRIPTS_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Loads the working directory's .env files into process.env as Next does; returns the files read. */
export function loadServerEnvFiles(dir: string = process.cwd()): string[] {
  const fromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
  const { loadEnvConfig } = fromNext('@next/env') as typeof NextEnv;
  const { loadedEnvFiles } = loadEnvConfig(dir, process.env.NODE_ENV === 'development', { info: () => {}, error: (...args: unknown[]) => console.error(...args) });
  return loadedEnvFiles.map((f) => f.path);
}

/** True when the process was started with a script of this folder (`npm run staff`, `tsx scripts/….ts`). */
export function startedAsScript(argv: string[] = process.argv): boolean {
  const started = argv[1];
  return started !== undefined && path.dirname(path.resolve(started)) === SCRIPTS_DIR;
}

if (startedAsScript()) loadServerEnvFiles();
