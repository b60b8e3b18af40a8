/**
 * Public entry of the funnel feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { RECOMMENDATION_SHEET, recommendationSheet } from './recommendation-sheet';
