/**
 * Public entry of the account feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { accountResolvers } from './resolvers';
export { accountTypeDefs } from './schema';
