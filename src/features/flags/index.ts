/** Feature flags (ADR 040), browser-safe: the declarations, the bucket and the islands' hook. */
export * from './definitions';
export { useFlag } from './use-flag';
