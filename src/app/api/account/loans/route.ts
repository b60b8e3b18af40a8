import { getDb } from '@/db';
import { readAccountForm } from '@/features/auth/routes';
import { loanFormRequest } from '@/features/loans/routes';

/**
 * "My loan" (issue 51 part 1): save a new or changed loan, or delete one (plain POST form of the account's page). A
 * refused form returns to the page the form kit's way (ADR 025).
 */
export async function POST(request: Request) {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  return loanFormRequest(await getDb(), { form: read.form, locale: read.locale, lead: read.lead, now: new Date() });
}
