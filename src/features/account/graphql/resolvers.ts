import type { LeadRow } from '@/features/leads/server';
import { loggedIn, requireOrigin } from '@/features/leads/server';
import type { GraphQLContext } from '@/lib/graphql/context';
import { unclaimAdvisor } from '../profile';
import { hasSavedCalculation } from '@/features/saved-calculations/server';

type Ctx = GraphQLContext;

/** A new lead: no funnel finished and no calculation saved (the account owns the saved calculations). */
async function isNewLead(ctx: Ctx, lead: LeadRow): Promise<boolean> {
  if (lead.affordabilityFunnelFinished || lead.optimalMortgageFunnelFinished || lead.qualificationFunnelFinished || lead.rentVsBuyFunnelFinished) return false;
  return !(await hasSavedCalculation(await ctx.db(), lead.id));
}

export const accountResolvers = {
  // The lead operations (features/leads/graphql) hand over the lead; whether it is new is the account's answer.
  AffordabilityReport: {
    newLead: ({ lead }: { lead: LeadRow }, _: unknown, ctx: Ctx) => isNewLead(ctx, lead),
  },
  Mutation: {
    unclaimLead: async (_: unknown, __: unknown, ctx: Ctx) => {
      requireOrigin(ctx);
      await unclaimAdvisor(await ctx.db(), { leadId: (await loggedIn(ctx)).id, now: ctx.now() });
      return { success: true };
    },
  },
};
