/**
 * Public entry of the pension feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { PENSION_SHEET } from './inputs';
export { pensionSheet } from './resolvers';
