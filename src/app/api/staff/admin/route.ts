import { getDb } from '@/db';
import { readPostedForm, seeOther } from '@/features/auth/http';
import { switchDemoDataOff } from '@/features/backoffice/server';
import { getStaffUser } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import { errorResponse } from '@/lib/app-error';

/** The administration page's forms (issue 28): `action` = demoOff. Admins only (401 / 403); audited. */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const staff = await getStaffUser();
  if (!staff) return errorResponse('UNAUTHENTICATED');
  if (staff.role !== 'admin') return errorResponse('FORBIDDEN');
  const page = localizedPath('staff-admin', locale);
  if (form.get('action') !== 'demoOff') return seeOther(page);
  const result = await switchDemoDataOff(await getDb(), { kind: 'staff', staffId: staff.id, label: staff.email }, new Date());
  return seeOther(`${page}?done=demoOff&advisors=${result.advisors}&listings=${result.listings}`);
}
