import { getDb } from '@/db';
import { SIGNUP_DRAFT } from '@/features/account/routes';
import { readAccountForm, safeReturnPath, seeOther } from '@/features/auth/routes';
import { setAnalyticsConsent } from '@/features/analytics/server';
import { completeSignup } from '@/features/leads/routes';
import { localizedPath } from '@/i18n/paths';
import { encodeDraft, refusalQuery } from '@/lib/forms/form-state';

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
  // The page the login landed on (issue 48, part 7: the certificate request with a listing's prefill), when it is one of ours.
  const next = flow === 'prop_search' ? null : safeReturnPath(form.get('next'), locale);
  if (!result.ok) {
    // The form kit's refusal (ADR 025): the codes in the address, the typed name in the draft cookie.
    const [path, query] = next ? [next.split('?')[0]!, new URLSearchParams(next.split('?')[1] ?? '')] : [localizedPath(flow === 'prop_search' ? 'account-property-search' : 'account', locale), new URLSearchParams()];
    const refused = seeOther(`${path}?${refusalQuery(query, { errors: result.errors })}`);
    refused.cookies.set(SIGNUP_DRAFT.name, encodeDraft(SIGNUP_DRAFT, form), SIGNUP_DRAFT.options);
    return refused;
  }
  if (form.get('analytics') === 'yes') await setAnalyticsConsent(await getDb(), lead.id, true, new Date());
  // Spec section 4: after signup the property-search flow continues on its page, every other flow on the account, or
  // on the page the login returned to.
  const done = seeOther(next ?? localizedPath(flow === 'prop_search' ? 'account-property-search' : 'account', locale));
  done.cookies.set(SIGNUP_DRAFT.name, '', { ...SIGNUP_DRAFT.options, maxAge: 0 });
  return done;
}
