import { getDb } from '@/db';
import { readPostedForm, seeOther } from '@/features/auth/http';
import { certificateByNumber, markDocumentsChecked, revokeCertificate } from '@/features/certificates/server';
import { findLeadById, staffCanSeeLead } from '@/features/leads/server';
import { errorResponse } from '@/lib/app-error';
import { getStaffUser } from '@/features/staff/identity';
import { localizedPath } from '@/i18n/paths';
import { todayInBerlin } from '@/lib/dates';

/**
 * The staff page's certificate actions (issue 26; the same as `npm run staff -- certificate …`): mark a financing
 * certificate's documents checked (`action=check`), or revoke it with a reason (`action=revoke`). Staff session only;
 * an advisor only for their own leads' certificates (403 otherwise); the answer is the staff page with the result.
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const staff = await getStaffUser();
  const page = localizedPath('staff', locale);
  if (!staff) return seeOther(page);
  const number = String(form.get('number') ?? '').trim().toUpperCase();
  const action = form.get('action');
  const reason = String(form.get('reason') ?? '').trim();
  const back = (query: Record<string, string>) => seeOther(`${page}?${new URLSearchParams(query)}#staff-certificates`);
  const db = await getDb();
  const now = new Date();
  if (!/^FZ-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(number)) return back({ certificateError: 'BAD_NUMBER' });
  // An advisor acts on the certificates of their own leads only (admins on all).
  if (staff.role !== 'admin') {
    const certificate = await certificateByNumber(db, number);
    const lead = certificate ? await findLeadById(db, certificate.leadId) : null;
    if (certificate && (!lead || !staffCanSeeLead(staff, lead))) return errorResponse('FORBIDDEN');
  }
  if (action === 'check') {
    const actor = { kind: 'staff' as const, staffId: staff.id, label: staff.email };
    const result = await markDocumentsChecked(db, number, actor, todayInBerlin(now), now);
    return result.ok ? back({ certificate: 'checked', number }) : back({ certificateError: result.code, number });
  }
  if (action === 'revoke') {
    if (reason === '') return back({ certificateError: 'REASON_REQUIRED', number });
    const result = await revokeCertificate(db, number, reason, { kind: 'staff', staffId: staff.id, label: staff.email }, now);
    return result.ok ? back({ certificate: 'revoked', number }) : back({ certificateError: result.code, number });
  }
  return back({ certificateError: 'BAD_ACTION' });
}
