/**
 * Public entry of the saved-calculations feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { SAVED_KINDS, calculatorParamsOf, deleteSavedCalculation, saveBudgetCalculation, saveMortgageCalculation, savePriceRange, saveRecommendation } from './saved-calculations';
export type { SavedKind } from './saved-calculations';
