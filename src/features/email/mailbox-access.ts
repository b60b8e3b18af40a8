/**
 * Who may see the local mailbox (kept e-mails): only a request from this very machine, to a local host name,
 * and only while no SMTP server is configured (then there are no kept e-mails worth showing, and a production
 * site never lists its mail). The client address is the socket's (server.mjs sets x-client-ip and drops any
 * value a client sent); whether the request came through a proxy is what server.mjs saw before Next added its own
 * X-Forwarded-For (`x-client-forwarded`, issue 27 point 7); the Host check also refuses requests that a reverse
 * proxy on this machine forwards.
 */
const LOCAL_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface MailboxRequest {
  host: string | null;
  clientIp: string | null;
  /** The request reached the server through a proxy (it carried X-Forwarded-For, Forwarded or X-Forwarded-Host). */
  forwarded: boolean;
  smtpConfigured: boolean;
  /** `next dev` has no server.mjs in front, so no x-client-ip; it binds to this machine by default. */
  development: boolean;
}

export function mailboxAllowed(r: MailboxRequest): boolean {
  if (r.smtpConfigured || r.forwarded) return false;
  const hostname = (r.host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (!LOCAL_HOSTS.has(hostname)) return false;
  if (r.clientIp === null) return r.development;
  return LOCAL_ADDRESSES.has(r.clientIp);
}

export function mailboxAllowedFor(headers: Headers, env: { SMTP_URL?: string; NODE_ENV: string }): boolean {
  return mailboxAllowed({
    host: headers.get('host'),
    clientIp: headers.get('x-client-ip'),
    // server.mjs marks it from the raw request; without server.mjs (`next dev`) nothing was forwarded to us.
    forwarded: headers.get('x-client-forwarded') === '1',
    smtpConfigured: Boolean(env.SMTP_URL),
    development: env.NODE_ENV === 'development',
  });
}
