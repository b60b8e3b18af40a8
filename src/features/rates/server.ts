/**
 * Public server entry of the rates feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './index';
export * from './graphql/market';
export * from './market';
export * from './market-repository';
export * from './import/fetch-job';
