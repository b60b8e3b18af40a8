import { getDb } from '@/db';
import { PROFILE_DRAFT, profileInput, updateProfile } from '@/features/account/routes';
import { readAccountForm, seeOther } from '@/features/auth/routes';
import { localizedPath } from '@/i18n/paths';
import { encodeDraft, refusalQuery } from '@/lib/forms/form-state';

/**
 * The profile form (plain POST). A refused form returns to the page the form kit's way (ADR 025): the codes in
 * the address, what was typed in the form's draft cookie.
 */
export async function POST(request: Request) {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  const { form, locale, lead } = read;
  const input = profileInput(form);
  const result = await updateProfile(await getDb(), { leadId: lead.id, input });
  const page = localizedPath('account-profile', locale);
  if (result.ok) {
    const saved = seeOther(`${page}?saved=1`);
    saved.cookies.set(PROFILE_DRAFT.name, '', { ...PROFILE_DRAFT.options, maxAge: 0 });
    return saved;
  }
  const refused = seeOther(`${page}?${refusalQuery(new URLSearchParams(), { errors: result.errors })}`);
  refused.cookies.set(PROFILE_DRAFT.name, encodeDraft(PROFILE_DRAFT, { ...input }), PROFILE_DRAFT.options);
  return refused;
}
