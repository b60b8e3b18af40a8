import { getDb } from '@/db';
import { earlyLocale, readPostedForm, refuseBeforeBody, seeOther } from '@/features/auth/routes';
import { staffCertificateAction } from '@/features/certificates/server';
import { errorResponse } from '@/lib/app-error';
import { getStaffUser } from '@/features/staff/routes';
import { localizedPath } from '@/i18n/paths';
import { todayInBerlin } from '@/lib/dates';

/**
 * The staff page's certificate actions (issue 26; the same as `npm run staff -- certificate …`): mark a financing
 * certificate's documents checked (`action=check`), or revoke it with a reason (`action=revoke`). Staff session only;
 * an advisor only for their own leads' certificates (403 otherwise); the answer is the staff page with the result.
 */
export async function POST(request: Request) {
  // Origin, type and the staff session before the body is read (issue 46).
  const refused = refuseBeforeBody(request);
  if (refused) return refused;
  const staff = await getStaffUser();
  if (!staff) return seeOther(localizedPath('staff', earlyLocale(request)));
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const page = localizedPath('staff', locale);
  const number = String(form.get('number') ?? '').trim().toUpperCase();
  const back = (query: Record<string, string>) => seeOther(`${page}?${new URLSearchParams(query)}#staff-certificates`);
  const now = new Date();
  const actor = { kind: 'staff' as const, staffId: staff.id, label: staff.email };
  const result = await staffCertificateAction(await getDb(), staff, { number, action: String(form.get('action') ?? ''), reason: String(form.get('reason') ?? '') }, actor, todayInBerlin(now), now);
  if (result.ok) return back({ certificate: result.action, number });
  if (result.code === 'FORBIDDEN') return errorResponse('FORBIDDEN');
  return back(result.code === 'BAD_NUMBER' ? { certificateError: 'BAD_NUMBER' } : { certificateError: result.code, number });
}
