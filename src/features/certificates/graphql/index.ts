/**
 * Public entry of the certificates feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { certificatesResolvers } from './resolvers';
export { certificatesTypeDefs } from './schema';
