/**
 * Public server entry of the content feature (ADR 023): what other features' server code may use, besides ./index.ts.
 */
export * from './index';
export * from './static-pages';
export * from './related/RelatedContent';
export { syncSiteSearch } from './search/sync';
