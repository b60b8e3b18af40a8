/**
 * Public entry of the email feature (ADR 023): what other features may use, safe in the browser and on the server.
 * Server-only parts are in ./server.ts.
 */
export * from './queue';
export type { SummaryRow } from './components/SummaryRows';
