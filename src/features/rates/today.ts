/**
 * The calendar date of the rates and broker pages. The engine never reads the clock: the page computes
 * today once (Europe/Berlin) and passes it down to every calculation of the request.
 */
export { isoDateToDate } from '@/lib/dates';
