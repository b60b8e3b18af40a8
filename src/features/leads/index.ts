/**
 * Public entry of the leads feature (ADR 023): what other features may use, safe in the browser and on the server.
 * Server-only parts are in ./server.ts.
 */
export * from './attribution';
export * from './home-buying-status';
