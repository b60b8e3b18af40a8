/**
 * Public server entry of the calculators feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './index';
export { MortgageCalculatorSection } from './components/MortgageCalculatorSection';
