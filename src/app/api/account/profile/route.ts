import { getDb } from '@/db';
import { updateProfile, type ProfileInput } from '@/features/account/profile';
import { readPostedForm, seeOther } from '@/features/auth/http';
import { getLoggedInLead } from '@/features/leads/lead-state';
import { localizedPath } from '@/i18n/paths';

/** The profile form (plain POST). A refused form returns with the error codes and the posted values. */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const lead = await getLoggedInLead();
  if (!lead) return seeOther(localizedPath('login', locale));
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
  if (result.ok) return seeOther(`${page}?saved=1`);
  const query = new URLSearchParams({ failed: '1', givenName: input.givenName, surname: input.surname, phone: input.phone, homeBuyingStatus: input.homeBuyingStatus, preferredLocale: input.locale });
  for (const [key, code] of Object.entries(result.errors)) query.set(`${key}Error`, code);
  return seeOther(`${page}?${query}`);
}
