/**
 * Public entry of the advisors feature for the command-line scripts (scripts/) and the demo module (src/demo/; ADR 023,
 * issue 46): modules without React and without the `server-only` marker, which throws outside Next's server bundle.
 */
export { countAdvisors, insertAdvisors, type NewAdvisor } from './repository';
