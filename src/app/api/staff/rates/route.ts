import { getDb } from '@/db';
import { seeOther } from '@/features/auth/routes';
import { SPREAD_DRAFT } from '@/features/backoffice/server';
import { addSpreadSetFromForm } from '@/features/rates/server';
import { readStaffForm } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import { todayInBerlin } from '@/lib/dates';
import { encodeDraft, refusalQuery } from '@/lib/forms/form-state';

/**
 * The rate model page's form (issue 28): a new dated spread set. Admins only (401 without a session, 403 for an
 * advisor; both before the body is read). The answer goes back to the page: ?done=added, or the form kit's refusal
 * (ADR 025): each field's code in the address, what was entered in the draft cookie.
 */
export async function POST(request: Request) {
  const read = await readStaffForm(request, 'admin');
  if ('response' in read) return read.response;
  const { form, locale, actor } = read;
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in fields)) fields[name] = value.slice(0, 3000);
  const now = new Date();
  const result = await addSpreadSetFromForm(await getDb(), fields, actor, todayInBerlin(now), now);
  const page = localizedPath('staff-rates', locale);
  if (result.ok) {
    const done = seeOther(`${page}?${new URLSearchParams({ done: 'added', validFrom: result.validFrom })}`);
    done.cookies.set(SPREAD_DRAFT.name, '', { ...SPREAD_DRAFT.options, maxAge: 0 });
    return done;
  }
  // The form kit's refusal (ADR 025): the fields' codes in the address, what was typed (the sources are free text)
  // in the draft cookie.
  const refused = seeOther(`${page}?${refusalQuery(new URLSearchParams(), { errors: result.fields })}#rates-new`);
  refused.cookies.set(SPREAD_DRAFT.name, encodeDraft(SPREAD_DRAFT, form), SPREAD_DRAFT.options);
  return refused;
}
