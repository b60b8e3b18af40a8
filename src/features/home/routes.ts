/**
 * Public entry of the home feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { HomeCalculator } from './components/HomeCalculator';
export { HomeRates } from './components/HomeRates';
export { HomeSteps } from './components/HomeSteps';
export { TrustFacts } from './components/TrustFacts';
export { homeCalculatorQuery } from './home-calculator';
