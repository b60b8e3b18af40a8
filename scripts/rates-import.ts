/**
 * Imports Bundesbank curve parameters from files (ADR 019):
 *   npm run rates:import -- FILE...
 * Either format: the time-series database's download CSV (one file per parameter, e.g. the six files
 * BBSIS.D.I.ZST.{B0..T2}.….csv together) or an SDMX-CSV of the REST interface. Days already stored are kept;
 * implausible days are refused and listed. Exit code 0 when the files were read, 1 when not.
 * With the embedded PGlite database, stop the server first (one process at a time may open its folder).
 */
// First: the .env files the server reads, before anything reads src/env.ts (scripts/server-env.ts).
import './server-env';
import { recordImportRun, describeReport, importCurves, readRatesFiles, parseRatesFile, RatesFileError } from '../src/features/rates/cli';
import { requestRateWatchCheckFromCommand } from '../src/features/loans/cli';
import fs from 'node:fs';
import { isEntry, runAsProcess, type Command } from './command-database';

const usage = 'Usage: npm run rates:import -- FILE...   (Bundesbank download CSV files, one per parameter, or an SDMX-CSV file)';

export const ratesImportCommand: Command = async (files, { io, withDatabase }) => {
  if (files.length === 0) {
    io.error(usage);
    return 2;
  }
  const texts: string[] = [];
  for (const file of files) {
    try {
      const text = fs.readFileSync(file, 'utf8');
      parseRatesFile(text); // names the file that cannot be read
      texts.push(text);
    } catch (error) {
      if (error instanceof RatesFileError || (error instanceof Error && 'code' in error && typeof error.code === 'string')) {
        io.error(`Not imported: ${file}: ${error.message}`);
        return 1;
      }
      throw error;
    }
  }
  const read = readRatesFiles(texts, new Date().toISOString().slice(0, 10));
  return withDatabase(async (handle) => {
    const now = new Date();
    const report = await importCurves(handle.db, read.sets, { source: read.source, now, incomplete: read.incomplete });
    await recordImportRun(handle.db, { at: now, trigger: 'command', origin: read.source, report });
    io.log(`Source: ${read.source}`);
    io.log(describeReport(report));
    // The loans' rate watches are checked after every import that stored a curve (issue 51). The curves are committed by
    // now: a queue that cannot be reached only delays the check (the server checks at its start and daily), so it is said.
    try {
      if (await requestRateWatchCheckFromCommand(handle.db, handle.queue, report)) io.log('Rate watches: a check is queued; the server checks them now, or when it starts.');
    } catch (error) {
      io.error(`Rate watches: no check queued (${error instanceof Error ? error.message : String(error)}); the server checks them at its start and daily.`);
    }
    return 0;
  });
};

if (isEntry(import.meta.url)) await runAsProcess(ratesImportCommand);
