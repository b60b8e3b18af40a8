import { getDb } from '@/db';
import { seeOther } from '@/features/auth/routes';
import { readFunnelForm } from '@/features/funnel/routes';
import { setLeadFunnel, getKnownLead } from '@/features/leads/routes';
import { localizedPath } from '@/i18n/paths';

/**
 * The footer's buttons (spec §§ 2, 4): the funnel is stored on the lead this browser is known as (nothing is
 * stored, and no lead made, for a stranger), then the visitor goes to its first question.
 */
export async function POST(request: Request) {
  const read = await readFunnelForm(request);
  if ('response' in read) return read.response;
  const { locale, funnel } = read;
  const start = localizedPath('start-funnel', locale);
  if (!funnel) return seeOther(start);
  const lead = await getKnownLead();
  if (lead) await setLeadFunnel(await getDb(), lead.id, funnel);
  return seeOther(`${start}?funnel=${funnel}`);
}
