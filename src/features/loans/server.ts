/**
 * Public entry of the loans feature for other features' server code (issue 51, ADR 023).
 */
export * from './index';
// The data export (features/privacy) and the repository the alerts, the rate watch and the pipeline read.
export { loanDataOf } from './my-loan';
export { loanById, loansEndingBetween, loansOf, type LoanRow } from './repository';
// The alerts and the rate watch (issue 51 part 3: the other half of the feature): the composition roots' jobs and e-mails.
export { LOANS_EMAILS } from './email-templates';
export { loanAlertsDayWatch, startLoanAlertsWorker } from './alerts';
export { requestRateWatchCheck } from './rate-watch-request';
