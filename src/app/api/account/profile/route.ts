import { getDb } from '@/db';
import { updateProfile, type ProfileInput } from '@/features/account/profile';
import { readAccountForm, seeOther } from '@/features/auth/http';
import { localizedPath } from '@/i18n/paths';
import { PROFILE_FORM_COOKIE, encodePostedProfile, profileFormCookieOptions } from '@/features/account/profile-form-cookie';

/** The profile form (plain POST). A refused form returns to the page, which shows the error codes and the posted values. */
export async function POST(request: Request) {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  const { form, locale, lead } = read;
  const field = (name: string) => String(form.get(name) ?? '').slice(0, 200);
  const input: ProfileInput = {
    givenName: field('givenName'),
    surname: field('surname'),
    phone: field('phone'),
    homeBuyingStatus: field('homeBuyingStatus'),
    locale: field('preferredLocale'),
  };
  const result = await updateProfile(await getDb(), { leadId: lead.id, input });
  const page = localizedPath('account-profile', locale);
  if (result.ok) {
    const saved = seeOther(`${page}?saved=1`);
    saved.cookies.set(PROFILE_FORM_COOKIE, '', { ...profileFormCookieOptions, maxAge: 0 });
    return saved;
  }
  // What was typed goes back in a short-lived cookie, never in the URL (personal data in addresses ends up in logs).
  const refused = seeOther(`${page}?failed=1`);
  refused.cookies.set(PROFILE_FORM_COOKIE, encodePostedProfile({ values: { ...input }, errors: result.errors as Record<string, string> }), profileFormCookieOptions);
  return refused;
}
