import { getDb } from '@/db';
import { seeOther } from '@/features/auth/routes';
import { answersToQuery, readAnswers, readFunnelForm } from '@/features/funnel/routes';
import { markFunnelFinished, getKnownLead } from '@/features/leads/routes';
import { localizedPath } from '@/i18n/paths';

/**
 * The last question of a funnel: with every answer valid, the known lead's finished flag is set and the visitor
 * sees the result (AF: the price range; OM: the report); otherwise back to the first open question, answers kept.
 */
export async function POST(request: Request) {
  const read = await readFunnelForm(request);
  if ('response' in read) return read.response;
  const { form, locale, funnel } = read;
  const start = localizedPath('start-funnel', locale);
  if (!funnel) return seeOther(start);
  const query = new URLSearchParams();
  for (const [key, value] of form) if (typeof value === 'string' && key !== 'locale') query.set(key, value.slice(0, 100));
  const state = readAnswers(funnel, query);
  if (!state.complete) {
    const back = new URLSearchParams([...query].filter(([k]) => k !== 'step'));
    back.set('step', String(state.firstOpenStep));
    return seeOther(`${start}?${back.toString()}`);
  }
  const lead = await getKnownLead();
  if (lead) {
    const usage = state.values.usage;
    await markFunnelFinished(await getDb(), lead.id, funnel, { propertyUsage: usage === 'investment' ? 'investment property' : usage === 'ownHome' ? 'own home' : undefined });
  }
  const answers = answersToQuery(funnel, state.values).toString();
  return seeOther(funnel === 'OM' ? `${localizedPath('funnel-report', locale)}?${answers}` : `${start}?${answers}`);
}
