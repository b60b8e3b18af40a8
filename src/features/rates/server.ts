/**
 * Public server entry of the rates feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './index';
export * from './graphql/market';
export * from './market';
export * from './market-repository';
export * from './import/fetch-job';
export { lastFetchRun, recentImportRuns, type ImportRun } from './import/runs';
export { addSpreadSetFromForm, LTV_ROWS, SIZE_ROWS, type SpreadFieldCode } from './import/spread-form';
export { listSpreadSets, MAX_SPREAD, MAX_LTV_ADD, MAX_SIZE_ADD, MAX_MINIMUM_RATE } from './import/spread-set';
export { CompactRates } from './components/CompactRates';
