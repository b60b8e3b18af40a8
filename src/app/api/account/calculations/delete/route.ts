import { getDb } from '@/db';
import { deleteSavedCalculation } from '@/features/saved-calculations/routes';
import { readAccountForm, seeOther } from '@/features/auth/routes';
import { localizedPath } from '@/i18n/paths';

/** Deletes one of the logged-in lead's saved calculations (another lead's id deletes nothing). */
export async function POST(request: Request) {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  const { form, locale, lead } = read;
  await deleteSavedCalculation(await getDb(), { leadId: lead.id, id: String(form.get('id') ?? '') });
  const back = form.get('returnTo') === 'account' ? 'account' : 'account-affordability';
  return seeOther(`${localizedPath(back, locale)}?deleted=1`);
}
