/**
 * Public entry of the email feature for the routes (src/app: pages and route handlers; ADR 023, issue 46): what
 * they use of it besides ./index.ts and ./server.ts.
 */
export { listMailbox, mailboxEmail } from './mailbox';
export { mailboxAllowedFor } from './mailbox-access';
