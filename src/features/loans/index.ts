/**
 * Public browser-safe entry of the loans feature (issue 51, ADR 023): what everyone may import of it.
 */
// The loans' queue name (alerts and rate watch), for the composition root's queue list (src/server/queues.ts).
export { LOAN_ALERTS_QUEUE, type LoanAlertsJob } from './alerts-queue';
