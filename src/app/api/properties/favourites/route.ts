import { getDb } from '@/db';
import { readPostedForm } from '@/features/auth/routes';
import { getLoggedInLead } from '@/features/leads/server';
import { favouriteRequest } from '@/features/properties/server';
import { wantsJson } from '@/lib/wants-json';

/**
 * Favourites (issue 25): save a listing, remove it, or change its note. A visitor who is not logged in and
 * saves gets the login first; the listing waits for it (cookie) and is saved after it.
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  return favouriteRequest(await getDb(), { form: read.form, locale: read.locale, lead: await getLoggedInLead(), json: wantsJson(request), now: new Date() });
}
