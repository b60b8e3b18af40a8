/**
 * Public entry of the calculators feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export type { SearchParams } from './components/MortgageCalculatorSection';
export { buildFinancingPlan, buildScheduleCsv, invalidInputError, parsePlanRequest, planDate, planFileName } from './financing-plan';
export { renderFinancingPlanPdf } from './financing-plan-pdf';
export { CalculatorSlugPage, HouseBudgetPage, MortgageCalculatorPage, RefinancingLandingPage, RentOrBuyPage, calculatorSlugMetadata, houseBudgetMetadata, mortgageCalculatorMetadata, refinancingLandingMetadata, rentOrBuyMetadata } from './pages';
