/**
 * Public entry of the auth feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { authResolvers } from './resolvers';
export { authTypeDefs } from './schema';
