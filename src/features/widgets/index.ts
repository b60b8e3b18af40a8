/**
 * Public entry of the partner widgets feature (issue 29, ADR 044), safe in the browser and on the server.
 * Server-only parts are in ./server.ts.
 */
export * from './catalog';
