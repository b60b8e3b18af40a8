/**
 * Public entry of the fees feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { feeResolvers } from './resolvers';
export { feeTypeDefs } from './schema';
