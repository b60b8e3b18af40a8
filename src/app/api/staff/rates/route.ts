import { getDb } from '@/db';
import { seeOther } from '@/features/auth/routes';
import { addSpreadSetFromForm } from '@/features/rates/server';
import { readStaffForm } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import { todayInBerlin } from '@/lib/dates';

/**
 * The rate model page's form (issue 28): a new dated spread set. Admins only (401 without a session, 403 for an
 * advisor). The answer goes back to the page: ?done=added, or ?error=INVALID_INPUT with each field's code and what
 * was entered.
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
  if (result.ok) return seeOther(`${page}?${new URLSearchParams({ done: 'added', validFrom: result.validFrom })}`);
  const query = new URLSearchParams({ error: 'INVALID_INPUT' });
  for (const [field, code] of Object.entries(result.fields)) query.set(`e_${field}`, code);
  for (const [name, value] of Object.entries(fields)) if (name !== 'locale' && value !== '') query.set(`v_${name}`, value);
  return seeOther(`${page}?${query}#rates-new`);
}
