/**
 * Public entry of the funnel feature (ADR 023): what other features may use, safe in the browser and on the server.
 * Server-only parts are in ./server.ts.
 */
export * from './answers';
export * from './af-result';
export * from './report';
