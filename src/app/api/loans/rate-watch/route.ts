import { getDb } from '@/db';
import { readPostedForm } from '@/features/auth/routes';
import { getLoggedInLead } from '@/features/leads/server';
import { rateWatchRequest } from '@/features/loans/routes';
import { localizedPath } from '@/i18n/paths';
import { env } from '@/env';

/**
 * The rate watch of a homeowner's loan (issue 51 part 3): set ("tell me when the model rate for my loan and a new
 * fixation falls below X %") or delete, from the loan page's small form. A plain form, answered with a redirect to the
 * loan page; without a login, the login page.
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const lead = await getLoggedInLead();
  if (!lead) return Response.redirect(new URL(localizedPath('login', read.locale), env.PUBLIC_BASE_URL), 303);
  return rateWatchRequest(await getDb(), { form: read.form, locale: read.locale, leadId: lead.id, now: new Date() });
}
