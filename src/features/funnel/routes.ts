/**
 * Public entry of the funnel feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { afPdfError, afPdfFileName, buildAfPdf, renderAfPdf } from './af-pdf';
export { afAnswersOf, afRange } from './af-result';
export { answersToQuery, readAnswers } from './answers';
export { readFunnelForm } from './http';
export { FunnelReportPage, FunnelStartPage, funnelReportMetadata, funnelStartMetadata } from './pages';
export { omReport } from './report';
export { buildReportPdf, renderReportPdf, reportPdfFileName } from './report-pdf';
