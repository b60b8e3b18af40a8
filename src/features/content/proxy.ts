/**
 * Public entry of the content feature for the request proxy (src/proxy.ts; ADR 023, issue 46): small modules without
 * React, the database or the `server-only` marker, since the proxy runs before every page.
 */
export { contentStatus } from './known';
export { PREVIEW_SEGMENT } from './preview';
