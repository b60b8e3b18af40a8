/**
 * Resolvers of the staff operations: who of the staff is in this browser (the admin cookie), also as the lead
 * state's `has_admin_cookie` (a field resolver: the leads feature knows nothing of staff).
 */
import type { GraphQLContext } from '@/lib/graphql/context';
import { requestCookies } from '@/lib/request-cookies';
import { ADMIN_COOKIE } from '../cookies';
import { readStaffSession } from '../staff';

type Ctx = GraphQLContext;

async function staffInBrowser(ctx: Ctx) {
  return readStaffSession(await ctx.db(), requestCookies(ctx.request).get(ADMIN_COOKIE)?.value, ctx.now());
}

export const staffResolvers = {
  LeadState: {
    has_admin_cookie: async (_: unknown, __: unknown, ctx: Ctx) => (await staffInBrowser(ctx)) !== null,
  },
  Query: {
    lead: async (_: unknown, __: unknown, ctx: Ctx) => {
      const flag = (await staffInBrowser(ctx)) !== null;
      return { has_admin_cookie: flag, hasAdminCookie: flag };
    },
    getAdminCookie: async (_: unknown, __: unknown, ctx: Ctx) => {
      const staff = await staffInBrowser(ctx);
      return staff ? { name: staff.name, email: staff.email, role: staff.role } : null;
    },
  },
};
