/**
 * Public entry of the advisors feature for the command-line scripts (scripts/; ADR 023, issue 46): modules without React
 * and without the `server-only` marker, which throws outside Next's server bundle.
 */
export { seedDemoData } from './demo-data';
