import { getDb } from '@/db';
import { getLoggedInLead } from '@/features/leads/server';
import { savedHouseholdOf, savedSavingsOf } from '@/features/properties/server';

/**
 * The logged-in lead's own funds from their newest saved mortgage calculation (issue 25), for the property
 * search's cards: the cached search page asks once after load and fills its savings field when it is empty.
 * `{ savings: null }` for a visitor or a lead without one. Also the household of the newest saved house-budget
 * calculation (issue 48), for the search's "what you can afford" fields: `household: { income, adults, children }` or
 * null. Private to the visitor, never cached.
 */
export async function GET() {
  const lead = await getLoggedInLead();
  const db = await getDb();
  const saved = lead ? await savedSavingsOf(db, lead.id) : null;
  const household = lead ? await savedHouseholdOf(db, lead.id) : null;
  const body = {
    ...(saved ? { savings: saved.amount, savedAt: saved.from.toISOString() } : { savings: null }),
    household: household ? { income: household.income, adults: household.adults, children: household.children } : null,
  };
  return Response.json(body, { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } });
}
