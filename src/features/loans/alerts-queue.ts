/**
 * The loans feature's queue (issue 51 part 3, ADR 052): `loan-alerts` carries two jobs, the daily sweep of the
 * fixation-end alerts (which also checks the rate watches) and the rate watch's check after a curve import. Browser-safe
 * names only: the composition root (src/server/queues.ts) creates the queue with the others.
 */
export const LOAN_ALERTS_QUEUE = 'loan-alerts';

/** Once a day, 07:00 in Berlin: the alerts arrive in the morning. */
export const LOAN_ALERTS_CRON = '0 7 * * *';
export const LOAN_ALERTS_TZ = 'Europe/Berlin';

export type LoanAlertsJob = { kind: 'sweep' } | { kind: 'rate-watch' };
