/**
 * Public entry of the content feature for the command-line scripts (scripts/; ADR 023, issue 46): modules without React
 * and without the `server-only` marker, which throws outside Next's server bundle.
 */
export { ContentError, loadContent } from './loader';
export { contentSearchEntries, syncContentSearch } from './search/sync';
