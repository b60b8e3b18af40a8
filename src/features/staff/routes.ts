/**
 * Public entry of the staff feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { ADMIN_COOKIE, adminCookieOptions } from './cookies';
export { getStaffUser } from './identity';
export { revokeStaffSession } from './staff';
