import { getDb } from '@/db';
import { deleteSavedCalculation } from '@/features/account/saved-calculations';
import { readPostedForm, seeOther } from '@/features/auth/http';
import { getLoggedInLead } from '@/features/leads/lead-state';
import { localizedPath } from '@/i18n/paths';

/** Deletes one of the logged-in lead's saved calculations (another lead's id deletes nothing). */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const lead = await getLoggedInLead();
  if (!lead) return seeOther(localizedPath('login', locale));
  await deleteSavedCalculation(await getDb(), { leadId: lead.id, id: String(form.get('id') ?? '') });
  const back = form.get('returnTo') === 'account' ? 'account' : 'account-affordability';
  return seeOther(`${localizedPath(back, locale)}?deleted=1`);
}
