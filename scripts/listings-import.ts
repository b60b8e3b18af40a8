/**
 * Imports OpenImmo listings (issue 25, ADR 028):
 *   npm run listings:import -- FILE.xml|FILE.zip …
 * Prints added / changed / unchanged / withdrawn / refused with the reason. Exit 0 when every file was read
 * (refused properties are part of the report), 1 when a file could not be read, 2 without files.
 * With the embedded PGlite database, stop the server first (one process at a time may open its folder).
 */
import fs from 'node:fs';
import { isEntry, runAsProcess, type Command } from './command-database';
import { describeListingsImport, importListings } from '../src/features/properties/cli';

export const listingsImportCommand: Command = async (files, { io, withDatabase }) => {
  if (files.length === 0) {
    io.error('Usage: npm run listings:import -- FILE.xml|FILE.zip …');
    return 2;
  }
  const inputs: { name: string; bytes: Uint8Array }[] = [];
  let unreadable = false;
  for (const name of files) {
    try {
      inputs.push({ name, bytes: new Uint8Array(fs.readFileSync(name)) });
    } catch (error) {
      io.log(`Not read ${name}: ${error instanceof Error ? error.message : String(error)}`);
      unreadable = true;
    }
  }
  return withDatabase(async ({ db }) => {
    const report = await importListings(db, inputs);
    io.log(describeListingsImport(report));
    return unreadable || report.files.some((f) => !f.ok) ? 1 : 0;
  });
};

if (isEntry(import.meta.url)) await runAsProcess(listingsImportCommand);
