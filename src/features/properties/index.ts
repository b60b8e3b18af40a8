/**
 * Public entry of the properties feature (issue 25, ADR 023): what other features may use, safe in the browser
 * and on the server. Server-only parts are in ./server.ts.
 */
export * from './search-form';
export * from './radar-form';
