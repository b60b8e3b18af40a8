/**
 * Public entry of the rates feature (ADR 023): what other features may use, safe in the browser and on the server.
 * Server-only parts are in ./server.ts.
 */
export * from './components/RatesTable';
export * from './format';
export * from './standard-case';
export * from './import/fetch-queue';
