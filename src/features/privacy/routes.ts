/**
 * Public entry of the privacy feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { AccountData } from './components/AccountData';
export { ACCOUNT_DELETED_COOKIE, accountDeletedCookieOptions } from './cookies';
export { deleteAccount } from './delete-account';
export { EXPORT_RATE_LIMIT, exportAccountData } from './export-data';
