/**
 * The frame of a command-line script. A command is a function of its arguments and a context: where it writes
 * (`io`) and how it reaches the database (`withDatabase`). As a process (`runAsProcess`) it writes to the
 * console and opens the app's database (PostgreSQL with DATABASE_URL, else the PGlite folder), migrated, closed
 * again; a PGlite folder held by a running server is reported in plain words with exit code 1. Tests run the
 * same function in their own process on a database they opened (no Node start, no second database open per
 * call), and keep one real process start per command to hold the entry.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { env } from '../src/env';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { DataDirLockedError } from '../src/db/pglite-lock';

export type CommandIo = { log(text: string): void; error(text: string): void };
export type CommandContext = { io: CommandIo; withDatabase(run: (handle: DatabaseHandle) => Promise<number>): Promise<number> };
/** Returns the exit code: 0 done, 1 refused or unreadable input, 2 wrong usage. */
export type Command = (argv: string[], context: CommandContext) => Promise<number>;

export async function withCommandDatabase(run: (handle: DatabaseHandle) => Promise<number>): Promise<number> {
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR }).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  try {
    await handle.migrate();
    return await run(handle);
  } finally {
    await handle.close();
  }
}

/** True when the module at `moduleUrl` is the script Node was started with (not imported by a test). */
export function isEntry(moduleUrl: string): boolean {
  const started = process.argv[1];
  return started !== undefined && pathToFileURL(path.resolve(started)).href === moduleUrl;
}

/** Runs the command on this process's arguments, console and database, and exits with its code. */
export async function runAsProcess(command: Command): Promise<never> {
  process.exit(await command(process.argv.slice(2), { io: console, withDatabase: withCommandDatabase }));
}
