/**
 * Public entry of the properties feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { propertiesResolvers } from './resolvers';
export { propertiesTypeDefs } from './schema';
