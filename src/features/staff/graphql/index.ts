/**
 * Public entry of the staff feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { staffResolvers } from './resolvers';
export { staffTypeDefs } from './schema';
