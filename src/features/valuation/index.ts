/**
 * Public entry of the valuation feature (issue 26, ADR 023): what other features may use, safe in the browser and
 * on the server. Server-only parts are in ./server.ts.
 */
export * from './valuation-form';
