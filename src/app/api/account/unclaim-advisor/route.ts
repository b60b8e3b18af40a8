import { getDb } from '@/db';
import { unclaimAdvisor } from '@/features/account/profile';
import { readPostedForm, seeOther } from '@/features/auth/http';
import { getLoggedInLead } from '@/features/leads/lead-state';
import { localizedPath } from '@/i18n/paths';

/** The lead unclaims itself from its claimed advisor (spec section 6); the default advisor stays. */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const lead = await getLoggedInLead();
  if (!lead) return seeOther(localizedPath('login', read.locale));
  await unclaimAdvisor(await getDb(), { leadId: lead.id });
  return seeOther(`${localizedPath('account-profile', read.locale)}?unclaimed=1`);
}
