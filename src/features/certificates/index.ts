/**
 * Public entry of the financing certificates feature (issue 26, ADR 032), safe in the browser and on the server.
 * Server-only parts are in ./server.ts.
 */
export * from './certificate-form';
export { CERTIFICATE_TERMS, certificateBudget, type BudgetHousehold } from './amount';
