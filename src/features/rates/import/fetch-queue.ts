/**
 * The job queue of the daily Bundesbank fetch (issue 11, ADR 019), beside the e-mail and reminder queues in
 * pg-boss (ADR 013). Only names and numbers here, so that startBoss (features/email/outbox.ts) can create the
 * queue without importing the import code.
 */
export const RATES_FETCH_QUEUE = 'rates-fetch';

/**
 * Once per working day at 17:30 in Frankfurt: the Bundesbank publishes the day's parameters in the afternoon
 * (the vendored files' "Stand vom 06.06.2025 11:54:33 Uhr" holds the day before); a fetch that finds nothing
 * new costs nothing, and the next day's fetch reads the last ten days again anyway.
 */
export const RATES_FETCH_CRON = '30 17 * * 1-5';
export const RATES_FETCH_TZ = 'Europe/Berlin';
