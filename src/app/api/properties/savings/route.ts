import { getDb } from '@/db';
import { getLoggedInLead } from '@/features/leads/server';
import { savedSavingsOf } from '@/features/properties/server';

/**
 * The logged-in lead's own funds from their newest saved mortgage calculation (issue 25), for the property
 * search's cards: the cached search page asks once after load and fills its savings field when it is empty.
 * `{ savings: null }` for a visitor or a lead without one. Private to the visitor, never cached.
 */
export async function GET() {
  const lead = await getLoggedInLead();
  const saved = lead ? await savedSavingsOf(await getDb(), lead.id) : null;
  return Response.json(saved ? { savings: saved.amount, savedAt: saved.from.toISOString() } : { savings: null }, { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } });
}
