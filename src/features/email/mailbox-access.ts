/**
 * Who may see the local mailbox (kept e-mails): only a request from this very machine, to a local host name,
 * and only while no SMTP server is configured (then there are no kept e-mails worth showing, and a production
 * site never lists its mail). The client address is the socket's (server.mjs sets x-client-ip and drops any
 * value a client sent); whether the request came through a proxy is what server.mjs saw before Next added its own
 * X-Forwarded-For (`x-client-forwarded`, issue 27 point 7): ANY forwarding header counts (src/lib/forwarding-headers.ts:
 * X-Forwarded-*, Forwarded, X-Real-IP, X-Client-IP, True-Client-IP, CF-Connecting-IP, Via …; known debt 3: a same-host
 * proxy that sets only X-Real-IP connects from 127.0.0.1 to localhost). The forwarding headers Next does not add
 * itself are checked here once more (and are all there is under `next dev`); the Host check also refuses requests
 * that a reverse proxy on this machine forwards under the site's name.
 */
import { ADDED_BEFORE_THE_APP, isForwardingHeader } from '@/lib/forwarding-headers';

const LOCAL_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface MailboxRequest {
  host: string | null;
  clientIp: string | null;
  /** The request reached the server through a proxy (it carried any forwarding header: src/lib/forwarding-headers.ts). */
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
    // server.mjs marks it from the raw request; the forwarding headers that Next (or server.mjs) does not add to
    // every request say so behind it as well, also under `next dev`, which has no server.mjs in front.
    forwarded: headers.get('x-client-forwarded') === '1' || [...headers.keys()].some((name) => isForwardingHeader(name) && !ADDED_BEFORE_THE_APP.has(name)),
    smtpConfigured: Boolean(env.SMTP_URL),
    development: env.NODE_ENV === 'development',
  });
}
