import { getDb } from '@/db';
import { readPostedForm, seeOther } from '@/features/auth/http';
import { switchDemoDataOff } from '@/features/backoffice/server';
import { setFlag } from '@/features/flags/server';
import { getStaffUser } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import { errorResponse } from '@/lib/app-error';

/** The administration page's forms (issue 28): `action` = demoOff or flag (ADR 040). Admins only (401 / 403); audited. */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const staff = await getStaffUser();
  if (!staff) return errorResponse('UNAUTHENTICATED');
  if (staff.role !== 'admin') return errorResponse('FORBIDDEN');
  const page = localizedPath('staff-admin', locale);
  const actor = { kind: 'staff' as const, staffId: staff.id, label: staff.email };
  if (form.get('action') === 'flag') {
    const key = String(form.get('key') ?? '');
    const result = await setFlag(await getDb(), { key, mode: form.get('mode'), percentage: form.get('percentage') }, { actor, now: new Date() });
    const flag = encodeURIComponent(key.slice(0, 100));
    return seeOther(result.ok ? `${page}?done=flag&flag=${flag}` : `${page}?error=${result.error}&flag=${flag}#admin-flags`);
  }
  if (form.get('action') !== 'demoOff') return seeOther(page);
  const result = await switchDemoDataOff(await getDb(), actor, new Date());
  return seeOther(`${page}?done=demoOff&advisors=${result.advisors}&listings=${result.listings}`);
}
