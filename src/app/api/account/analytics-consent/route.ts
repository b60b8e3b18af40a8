import { getDb } from '@/db';
import { setAnalyticsConsent } from '@/features/analytics/server';
import { readAccountForm, seeOther } from '@/features/auth/routes';
import { localizedPath } from '@/i18n/paths';

/**
 * The profile's form for linking the lead's use of the site to their account (ADR 041): `consent=yes` gives it,
 * `consent=no` withdraws it and deletes what was linked. The logged-in lead only (readAccountForm).
 */
export async function POST(request: Request) {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  const { form, locale, lead } = read;
  const consent = form.get('consent');
  const page = localizedPath('account-profile', locale);
  if (consent !== 'yes' && consent !== 'no') return seeOther(`${page}#profile-analytics`);
  await setAnalyticsConsent(await getDb(), lead.id, consent === 'yes', new Date());
  return seeOther(`${page}?analytics=${consent === 'yes' ? 'on' : 'off'}#profile-analytics`);
}
