import type { RateMarket } from '@/engine/rates/market';
import { apiError } from '@/lib/graphql/api-error';
import type { GraphQLContext } from '@/lib/graphql/context';
import { marketOn } from '../market-repository';

/** The curve and spreads of a date from the database; OUT_OF_RANGE (date) when none is stored for it. */
export async function marketOf(ctx: GraphQLContext, date: string): Promise<RateMarket> {
  const market = await marketOn(await ctx.db(), date);
  if (!market) throw apiError('OUT_OF_RANGE', 'date', { value: date, reason: 'noRateData' });
  return market;
}
