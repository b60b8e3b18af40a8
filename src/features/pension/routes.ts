/**
 * Public entry of the pension feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export type { SearchParams } from './components/PensionPlannerSection';
export { RetirementCalculatorPage, retirementCalculatorMetadata } from './pages';
export { buildPensionPdf, parsePensionPdfRequest, pensionPdfDate, pensionPdfError, pensionPdfFileName, renderPensionPdf } from './pension-pdf';
