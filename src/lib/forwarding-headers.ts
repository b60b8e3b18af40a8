/**
 * Request headers by which a proxy passes on who the client is, or says that it forwarded the request (known
 * debt 3): a request that carries any of them did not come straight from this machine, whatever the socket's
 * address says (a reverse proxy on the same host connects from 127.0.0.1). Used by server.mjs to mark the request
 * as it arrived (`x-client-forwarded`) and by the local mailbox's check (features/email/mailbox-access.ts).
 * Node and the Fetch API's Headers give names in lower case.
 */
export const FORWARDING_HEADERS: ReadonlySet<string> = new Set([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'via',
]);

/**
 * Headers that Next itself adds to every request before the app sees it (base-server.js fills the `x-forwarded-*`
 * four when missing), and `x-client-ip`, which server.mjs sets from the socket: behind Next these say nothing about
 * a proxy, so only server.mjs, which sees the request as it arrived, can judge them.
 */
export const ADDED_BEFORE_THE_APP: ReadonlySet<string> = new Set(['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-client-ip']);

/** A header a proxy sets: one of FORWARDING_HEADERS or any other `x-forwarded-…`. */
export function isForwardingHeader(name: string): boolean {
  const n = name.toLowerCase();
  return FORWARDING_HEADERS.has(n) || n.startsWith('x-forwarded-');
}

/** Whether a request with these header names carries any forwarding header. */
export function carriesForwardingHeader(names: Iterable<string>): boolean {
  for (const name of names) if (isForwardingHeader(name)) return true;
  return false;
}
