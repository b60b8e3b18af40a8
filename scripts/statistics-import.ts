/**
 * Imports published price levels per m² (issue 26, ADR 030):
 *   npm run statistics:import -- FILE.csv …
 * Layout: vendor/price-levels/README.md (the columns of price-levels.csv; `district` and `quote` optional). Prints
 * added / changed / unchanged and every refused row with its line, field and reason. Exit 0 when every file was
 * read (refused rows are part of the report), 1 when a file could not be read, 2 without files.
 * With the embedded PGlite database, stop the server first (one process at a time may open its folder).
 */
// First: the .env files the server reads, before anything reads src/env.ts (scripts/server-env.ts).
import './server-env';
import fs from 'node:fs';
import path from 'node:path';
import { withCommandDatabase } from './command-database';
import { describeStatisticsImport, importStatistics } from '../src/features/properties/cli';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: npm run statistics:import -- FILE.csv …');
  process.exit(2);
}
process.exit(
  await withCommandDatabase(async ({ db }) => {
    let failed = false;
    for (const file of files) {
      let csv: string;
      try {
        csv = fs.readFileSync(file, 'utf8');
      } catch (error) {
        console.log(`Not read ${file}: ${error instanceof Error ? error.message : String(error)}`);
        failed = true;
        continue;
      }
      const report = await importStatistics(db, path.basename(file), csv);
      console.log(describeStatisticsImport(report));
      if (!report.ok) failed = true;
    }
    return failed ? 1 : 0;
  }),
);
