/**
 * Public server entry of the funnel feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './index';
