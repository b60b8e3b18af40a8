/**
 * Public entry of the rates feature for the command-line scripts (scripts/; ADR 023, issue 46): modules without React
 * and without the `server-only` marker, which throws outside Next's server bundle.
 */
export { describeReport, importCurves, readRatesFiles } from './import/import-curves';
export { RatesFileError, parseRatesFile } from './import/parse';
export { recordImportRun } from './import/runs';
export { seedRates } from './import/seed';
export { addSpreadSet, describeSpreadSet, listSpreadSets } from './import/spread-set';
