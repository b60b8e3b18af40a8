import { getDb } from '@/db';
import { readPostedForm } from '@/features/auth/routes';
import { getLoggedInLead } from '@/features/leads/server';
import { radarRequest } from '@/features/properties/server';
import { wantsJson } from '@/lib/wants-json';

/**
 * The property radar (issue 25, spec section 6): save a search as a radar, rename it or change its e-mails,
 * pause, resume or delete it. A plain form gets a redirect, the page's script JSON. A visitor who is not
 * logged in and saves gets the login first; the search waits for it (cookie) and is saved after it.
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  return radarRequest(await getDb(), { form: read.form, locale: read.locale, lead: await getLoggedInLead(), json: wantsJson(request), now: new Date() });
}
