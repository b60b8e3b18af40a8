/**
 * Public entry of the booking feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { bookingResolvers } from './resolvers';
export { bookingTypeDefs } from './schema';
