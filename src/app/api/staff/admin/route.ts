import { getDb } from '@/db';
import { seeOther } from '@/features/auth/routes';
import { switchDemoDataOff } from '@/features/backoffice/server';
import { setFlag } from '@/features/flags/server';
import { readStaffForm } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';

/** The administration page's forms (issue 28): `action` = demoOff or flag (ADR 040). Admins only (401 / 403); audited. */
export async function POST(request: Request) {
  const read = await readStaffForm(request, 'admin');
  if ('response' in read) return read.response;
  const { form, locale, actor } = read;
  const page = localizedPath('staff-admin', locale);
  if (form.get('action') === 'flag') {
    const key = String(form.get('key') ?? '');
    const result = await setFlag(await getDb(), { key, mode: form.get('mode'), percentage: form.get('percentage') }, { actor, now: new Date() });
    const flag = encodeURIComponent(key.slice(0, 100));
    return seeOther(result.ok ? `${page}?done=flag&flag=${flag}` : `${page}?error=${result.error}&flag=${flag}#admin-flags`);
  }
  if (form.get('action') !== 'demoOff') return seeOther(page);
  const result = await switchDemoDataOff(await getDb(), actor, new Date());
  return seeOther(`${page}?done=demoOff&advisors=${result.advisors}&listings=${result.listings}&lenders=${result.lenders}`);
}
