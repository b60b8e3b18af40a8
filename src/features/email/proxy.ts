/**
 * Public entry of the email feature for the request proxy (src/proxy.ts; ADR 023, issue 46): small modules without
 * React, the database or the `server-only` marker, since the proxy runs before every page.
 */
export { mailboxAllowedFor } from './mailbox-access';
