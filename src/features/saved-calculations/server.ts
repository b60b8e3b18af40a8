/**
 * Public server entry of the saved-calculations feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './saved-calculations';
export * from './saved-recommendation';
