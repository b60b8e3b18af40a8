import { getDb } from '@/db';
import { unclaimAdvisor } from '@/features/account/routes';
import { readAccountForm, seeOther } from '@/features/auth/routes';
import { localizedPath } from '@/i18n/paths';

/** The lead unclaims itself from its claimed advisor (spec section 6); the default advisor stays. */
export async function POST(request: Request) {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  await unclaimAdvisor(await getDb(), { leadId: read.lead.id });
  return seeOther(`${localizedPath('account-profile', read.locale)}?unclaimed=1`);
}
