/**
 * Public entry of the offers feature's query-endpoint module (ADR 023, issue 50): what the endpoint's composition root
 * (src/graphql/server.ts) composes.
 */
export { offersResolvers } from './resolvers';
export { offersTypeDefs } from './schema';
