/**
 * The rate model's dated spread sets (ADR 019), until the back office has a page for them:
 *   npm run rates:spreads -- add FILE.json   adds a set valid from its validFrom (refused when that date has one)
 *   npm run rates:spreads -- list            lists the sets, oldest first
 * The file: { validFrom, calibrationCurveDate, spreadByFixation: { "5": 0.0155, … "30": 0.0122 },
 * ltvSteps: [{ maxLtv, add, unverified }, …, { maxLtv: null, … }], sizeSurcharges: [{ below, add }],
 * minimumRate, sources: [ … ] } — rates as fractions (0.0107 = 1.07 pp).
 * With the embedded PGlite database, stop the server first (one process at a time may open its folder).
 */
// First: the .env files the server reads, before anything reads src/env.ts (scripts/server-env.ts).
import './server-env';
import fs from 'node:fs';
import os from 'node:os';
import { isEntry, runAsProcess, type Command } from './command-database';
import { addSpreadSet, describeSpreadSet, listSpreadSets } from '../src/features/rates/cli';

const usage = 'Usage: npm run rates:spreads -- add FILE.json | list';

export const ratesSpreadsCommand: Command = async ([command, file], { io, withDatabase }) => {
  if (!(command === 'list' || (command === 'add' && file))) {
    io.error(usage);
    return 2;
  }
  let text = '';
  if (command === 'add') {
    try {
      text = fs.readFileSync(file!, 'utf8');
    } catch (error) {
      io.error(`Not added: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }
  return withDatabase(async (handle) => {
    if (command === 'list') {
      const rows = await listSpreadSets(handle.db);
      if (rows.length === 0) io.log('No spread sets.');
      for (const row of rows) io.log(describeSpreadSet(row));
      return 0;
    }
    const result = await addSpreadSet(handle.db, text, `command line (${os.userInfo().username})`);
    if (result.ok) {
      io.log(`Added the spread set valid from ${result.model.validFrom}.`);
      return 0;
    }
    if (result.code === 'EXISTS') io.error(`Not added: there is already a spread set valid from ${result.validFrom} (history is not edited; use a new date).`);
    else io.error(`Not added, the file has problems:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  });
};

if (isEntry(import.meta.url)) await runAsProcess(ratesSpreadsCommand);
