/**
 * Public entry of the offers feature for the routes (src/app: pages and route handlers; ADR 023, issue 50): what they
 * use of it besides ./index.ts and ./server.ts. Each helper of issue 50 adds its own lines here.
 */
// Lenders and their condition sheets in the back office (part 1).
export { StaffLendersPage } from './components/StaffLendersPage';
export { importConditionSheets, MAX_SHEET_FILE_BYTES } from './sheet-import';
// The advisor's offer (part 3, session 29): the lead page's offer forms, the account's accept and question forms, the PDF.
export { customerOfferPdfRequest, customerOfferRequest, staffLeadOfferRequest } from './offer-http';
