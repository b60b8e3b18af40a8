import { getDb } from '@/db';
import { readAccountForm, seeOther } from '@/features/auth/routes';
import { setAnalyticsConsent } from '@/features/analytics/server';
import { completeSignup } from '@/features/leads/routes';
import { localizedPath } from '@/i18n/paths';

/**
 * The signup step (POST form on the account page): full name and consent of the logged-in lead; the optional box
 * `analytics=yes` links their use of the site to their account (ADR 041).
 */
export async function POST(request: Request) {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  const { form, locale, lead } = read;
  const flow = form.get('flow');
  const result = await completeSignup(await getDb(), {
    leadId: lead.id,
    fullName: String(form.get('name') ?? ''),
    consent: form.get('consent') === 'yes',
    flow: typeof flow === 'string' ? flow : null,
  });
  if (!result.ok) return seeOther(`${localizedPath('account', locale)}?${new URLSearchParams(Object.entries(result.errors).map(([k, v]) => [`${k}Error`, v]))}`);
  if (form.get('analytics') === 'yes') await setAnalyticsConsent(await getDb(), lead.id, true, new Date());
  // Spec section 4: after signup the property-search flow continues on its page, every other flow on the account.
  return seeOther(localizedPath(flow === 'prop_search' ? 'account-property-search' : 'account', locale));
}
