/**
 * Public entry of the calculators feature's query-endpoint module (ADR 023, issue 46): what the endpoint's
 * composition root (src/graphql/server.ts) composes.
 */
export { MORTGAGE_SHEET } from './inputs';
export { HOUSE_BUDGET_SHEET, RENT_VS_BUY_SHEET, houseBudgetSheet, rentVsBuySheet } from './planner-sheets';
export { mortgageSheet } from './resolvers';
export { typeDefs } from './schema';
