import { apiError } from '@/lib/graphql/api-error';
import type { GraphQLContext } from '@/lib/graphql/context';
import { isSameOrigin } from '@/lib/origin';
import { requestCookies } from '@/lib/request-cookies';
import { identify, type RequestIdentity } from '../lead-state';
import type { LeadRow } from '../repository';

/**
 * Who asks a query-endpoint operation, for every feature's resolvers: the logged-in lead (a live session) or the
 * known lead (session or lead cookie), looked up once per request however many fields ask.
 */
type Ctx = GraphQLContext;

const identities = new WeakMap<Request, Promise<RequestIdentity>>();

/** Who is asking; looked up once per request however many fields ask. */
export async function who(ctx: Ctx): Promise<RequestIdentity> {
  let found = identities.get(ctx.request);
  if (!found) {
    found = ctx.db().then((db) => identify(db, requestCookies(ctx.request), ctx.now()));
    identities.set(ctx.request, found);
  }
  return found;
}

export function requireOrigin(ctx: Ctx): void {
  if (!isSameOrigin(ctx.request, { allowMissing: false })) throw apiError('FORBIDDEN_ORIGIN');
}

export async function loggedIn(ctx: Ctx): Promise<LeadRow> {
  const { loggedIn } = await who(ctx);
  if (!loggedIn) throw apiError('UNAUTHENTICATED');
  return loggedIn;
}

export async function known(ctx: Ctx): Promise<LeadRow> {
  const { known } = await who(ctx);
  if (!known) throw apiError('UNAUTHENTICATED');
  return known;
}

