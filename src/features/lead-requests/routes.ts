/**
 * Public entry of the lead-requests feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { ATTRIBUTION_KEYS, attributionFields } from './attribution-fields';
export { ReceivedPage } from './components/ReceivedPage';
export { RequestCta } from './components/RequestCta';
export type { RequestQuery } from './components/RequestForm';
export { CachedRequestPage, PerRequestRequestPage, requestPageMetadata } from './components/RequestPage';
export { CONTACT_DRAFT, REQUEST_DONE_COOKIE, WIDGET_CONTACT_DRAFT, requestDoneCookieOptions } from './cookies';
export { FORM_ROUTE, REQUEST_KINDS, STEPS } from './schemas';
export type { RequestKind } from './schemas';
export { submitLeadRequest } from './submit';
export { requestSummary } from './summary';
