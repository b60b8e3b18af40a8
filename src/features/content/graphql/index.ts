/**
 * Public entry of the content feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { contentResolvers } from './resolvers';
export { contentTypeDefs } from './schema';
