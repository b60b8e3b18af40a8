/**
 * Public entry of the leads feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { attributionFrom } from './attribution';
export { forgetLeadBrowser, leadIdForBrowser } from './browsers';
export { ClickConversions } from './components/ClickConversions';
export { LEAD_COOKIE, REFERRAL_COOKIE, SESSION_COOKIE, leadCookieOptions, referralCookieOptions, sessionCookieOptions } from './cookies';
export { getKnownLead, getLoggedInLead, identify } from './lead-state';
export { fillAttribution, markFunnelFinished, setLeadFunnel } from './lead-updates';
export { findReferrerByCode, referrerFromCookie } from './referral';
export { findLeadById } from './repository';
export { revokeSession } from './sessions';
export { completeSignup } from './signup';
