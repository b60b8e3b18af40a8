/**
 * Imports OpenImmo listings (issue 25, ADR 028):
 *   npm run listings:import -- FILE.xml|FILE.zip …
 * Prints added / changed / unchanged / withdrawn / refused with the reason. Exit 0 when every file was read
 * (refused properties are part of the report), 1 when a file could not be read, 2 without files.
 * With the embedded PGlite database, stop the server first (one process at a time may open its folder).
 * When the import added, reduced or withdrew listings, it asks the property radar for a sweep through the job queue,
 * as the push endpoint does (issue 48): a running server's worker sends the alerts at once, a stopped server's worker
 * when it starts.
 */
// First: the .env files the server reads, before anything reads src/env.ts (scripts/server-env.ts).
import './server-env';
import fs from 'node:fs';
import { isEntry, runAsProcess, type Command } from './command-database';
import { describeListingsImport, importListings, requestRadarSweepFromCommand, type ListingsImportReport } from '../src/features/properties/cli';

export const listingsImportCommand: Command = async (files, { io, withDatabase }) => {
  if (files.length === 0) {
    io.error('Usage: npm run listings:import -- FILE.xml|FILE.zip …');
    return 2;
  }
  return withDatabase(async ({ db, queue }) => {
    // One file at a time (issue 47): a market's feed of many documents never sits in memory at once; the reports
    // of the files are added up.
    let unreadable = false;
    let total: ListingsImportReport | null = null;
    for (const name of files) {
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(fs.readFileSync(name));
      } catch (error) {
        io.log(`Not read ${name}: ${error instanceof Error ? error.message : String(error)}`);
        unreadable = true;
        continue;
      }
      const report = await importListings(db, [{ name, bytes }]);
      total = total ? mergeReports(total, report) : report;
    }
    if (total) io.log(describeListingsImport(total));
    // The listings are committed by now: a queue that cannot be reached loses no alert (the server's sweeps at its start
    // and every five minutes match the events), it only delays them; so it is said, not an exit code.
    try {
      if (total && (await requestRadarSweepFromCommand(queue, total))) io.log('Property radar: a sweep is queued; the server sends the alerts now, or when it starts.');
    } catch (error) {
      io.error(`Property radar: no sweep queued (${error instanceof Error ? error.message : String(error)}); the server matches the listings at its start or within five minutes.`);
    }
    return unreadable || (total?.files.some((f) => !f.ok) ?? false) ? 1 : 0;
  });
};

function mergeReports(a: ListingsImportReport, b: ListingsImportReport): ListingsImportReport {
  return {
    files: [...a.files, ...b.files],
    added: a.added + b.added,
    changed: a.changed + b.changed,
    unchanged: a.unchanged + b.unchanged,
    withdrawn: a.withdrawn + b.withdrawn,
    refused: [...a.refused, ...b.refused],
    warnings: [...a.warnings, ...b.warnings],
    events: [...a.events, ...b.events],
  };
}

if (isEntry(import.meta.url)) await runAsProcess(listingsImportCommand);
