import { getDb } from '@/db';
import { readPostedForm } from '@/features/auth/routes';
import { getLoggedInLead } from '@/features/leads/server';
import { keepLandingLoanRequest } from '@/features/loans/routes';
import { todayInBerlin } from '@/lib/dates';

/**
 * The refinance landing's "keep these figures as my loan" (issue 51 part 5): saved at once for a logged-in lead;
 * otherwise kept under a cookie until the login, after which the account's loan page saves them.
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const now = new Date();
  return keepLandingLoanRequest(await getDb(), { form: read.form, locale: read.locale, lead: await getLoggedInLead(), now, today: todayInBerlin(now) });
}
