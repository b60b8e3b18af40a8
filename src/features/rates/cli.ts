/**
 * Public entry of the rates feature for the command-line scripts (scripts/; ADR 023, issue 46): modules without React
 * and without the `server-only` marker, which throws outside Next's server bundle.
 */
export { describeReport, importCurves, readRatesFiles } from './import/import-curves';
export { RatesFileError, parseRatesFile } from './import/parse';
export { recordImportRun } from './import/runs';
export { seedRates } from './import/seed';
export { addSpreadSet, describeSpreadSet, listSpreadSets } from './import/spread-set';
// Issue 50 (sheets helper): the demo lenders' conditions are derived from the model rate of the seed day (src/demo/lenders.ts).
export { marketOn } from './market-repository';
