/**
 * Public server entry of the email feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './index';
export * from './outbox';
export * from './templates';
export * from './transport';
