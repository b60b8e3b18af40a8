/**
 * Public entry of the rates feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { ratesResolvers } from './resolvers';
export { ratesTypeDefs } from './schema';
