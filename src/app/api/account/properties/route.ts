import { getDb } from '@/db';
import { readAccountForm, seeOther } from '@/features/auth/routes';
import { ownedPropertyRequest } from '@/features/valuation/server';
import { localizedPath } from '@/i18n/paths';
import { todayInBerlin } from '@/lib/dates';

/**
 * The account's own properties (issue 26): keep a valued property (`save`, with the valuation's inputs and a
 * name), give the loan still outstanding (`loan`), or remove it (`delete`). A plain form; the answer is the
 * valuation page with a notice.
 */
export async function POST(request: Request) {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  const notice = await ownedPropertyRequest(await getDb(), read.lead.id, read.form, todayInBerlin(), new Date());
  return seeOther(`${localizedPath('account-property-value', read.locale)}?${new URLSearchParams(notice)}#owned`);
}
