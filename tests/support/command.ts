/**
 * A command-line script's command (scripts/command-database.ts) run in the test's process on a database the test
 * opened: what it writes and its exit code, as `npm run …` would give them from a process of its own. Each
 * command's tests start the real process once as well, to hold the script's entry.
 */
import type { DatabaseHandle } from '../../src/db/client';
import type { Command } from '../../scripts/command-database';

export type CommandRun = { code: number; out: string; err: string };

export async function runCommand(command: Command, handle: DatabaseHandle, ...argv: string[]): Promise<CommandRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(argv, { io: { log: (text) => out.push(`${text}\n`), error: (text) => err.push(`${text}\n`) }, withDatabase: (run) => run(handle) });
  return { code, out: out.join(''), err: err.join('') };
}
