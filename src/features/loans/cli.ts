/**
 * Public entry of the loans feature for the command-line scripts (scripts/; ADR 023, issue 46): modules without React
 * and without the `server-only` marker.
 */
// After a curve import (`npm run rates:import`): the rate watches' check, asked through the job queue (issue 51 part 3).
export { requestRateWatchCheckFromCommand } from './rate-watch-request';
