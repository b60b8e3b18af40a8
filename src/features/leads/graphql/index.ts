/**
 * Public entry of the leads feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { leadResolvers } from './resolvers';
export { leadTypeDefs } from './schema';
